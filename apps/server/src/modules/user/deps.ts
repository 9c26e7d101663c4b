import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** What the user module is built from; the balance comes from the ledger, which app.ts reads for it. */
export type UserDeps = {
  db: Db;
  config: Pick<Config, 'session' | 'login'>;
  /** The member's central wallet in fen. */
  balanceOf: (memberId: number) => Promise<bigint>;
};
