import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TradeSource } from './trade-source.ts';

/** The ledger's statement for the money log; each money module's orders for the transaction records. */
export type RecordsDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  tradeSources: readonly TradeSource[];
};
