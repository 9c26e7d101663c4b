import type { RecordsDeps } from './deps.ts';
import { recordsRoutes } from './routes.ts';

export type { TradeQuery, TradeRow, TradeSource } from './trade-source.ts';

/**
 * The signed-in member's transaction records (the orders of every money module, merged) and
 * money log (the ledger's statement of their wallets).
 */
export function startRecords(deps: RecordsDeps) {
  return { routes: recordsRoutes(deps) };
}
