import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Gate } from '../../lib/gates.ts';

/** What the user module is built from; the balance comes from the ledger, which app.ts reads for it. */
export type UserDeps = {
  db: Db;
  config: Pick<Config, 'session' | 'login'>;
  /** The member's central wallet in fen. */
  balanceOf: (memberId: number) => Promise<bigint>;
  /** Checks of other modules a member with the right password must still pass to sign in. */
  signInGates: readonly Gate<{ memberId: number }>[];
};
