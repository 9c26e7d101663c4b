import type { SecurityNoticeKind } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { ChangeFeed } from '../../lib/invalidation.ts';

/** What the user module is built from; the balance comes from the ledger, which the platform reads for it. */
export type UserDeps = {
  db: Db;
  config: Pick<Config, 'session' | 'login' | 'timeZone'>;
  clock: Clock;
  /** What every instance's session cache hears of changes to members (session-cache.ts). */
  changes: ChangeFeed;
  /** The member's central wallet in fen. */
  balanceOf: (memberId: number) => Promise<bigint>;
  /** Checks of other modules a member with the right password must still pass to sign in. */
  signInGates: readonly Gate<{ memberId: number }>[];
  /** Security notices to the member (new device, password changes), written in `ex` (the security module's `notify`). */
  notify: (ex: Executor, memberId: number, kind: SecurityNoticeKind, params?: Record<string, string>) => Promise<void>;
  profile: {
    /** Who uploaded an image (the common module): an avatar must be a default one or the member's own. */
    uploadOwner: (id: string) => Promise<number | null>;
    /** Checks of other modules before a real name changes (payout accounts carry it). */
    realNameGates: readonly Gate<{ memberId: number }>[];
    audit: Audit;
  };
};
