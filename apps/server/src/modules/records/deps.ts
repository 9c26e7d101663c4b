import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TradeSource } from './trade-source.ts';

/** The ledger's statement for the money log; each money module's orders for the transaction records. */
export type RecordsDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  /** Today, in the platform calendar, ends the member's date filter. */
  clock: Clock;
  tradeSources: readonly TradeSource[];
};
