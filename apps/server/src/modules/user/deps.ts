import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Notify } from '../security/index.ts';
import type { Audit } from '../operator/index.ts';

/** What the user module is built from; the balance comes from the ledger, which app.ts reads for it. */
export type UserDeps = {
  db: Db;
  config: Pick<Config, 'session' | 'login' | 'timeZone'>;
  /** The member's central wallet in fen. */
  balanceOf: (memberId: number) => Promise<bigint>;
  /** Checks of other modules a member with the right password must still pass to sign in. */
  signInGates: readonly Gate<{ memberId: number }>[];
  /** Security notices to the member (new device, password changes). */
  notify: Notify;
  profile: {
    /** Who uploaded an image (the common module): an avatar must be a default one or the member's own. */
    uploadOwner: (id: string) => Promise<number | null>;
    /** Checks of other modules before a real name changes (payout accounts carry it). */
    realNameGates: readonly Gate<{ memberId: number }>[];
    audit: Audit;
  };
};
