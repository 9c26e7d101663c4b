import type { WithdrawDeps } from './deps.ts';
import { withdrawRoutes } from './routes.ts';
import { withdrawTradeSource } from './trade-source.ts';

export type { WithdrawAttempt } from './deps.ts';

/**
 * Members' withdrawals (quote, submit, their list, deleting a payout account no pending order uses)
 * and the operators' queue of them; `tradeSource` gives them to the transaction records.
 */
export function startWithdraw(deps: WithdrawDeps) {
  return { routes: withdrawRoutes(deps), tradeSource: withdrawTradeSource(deps.db) };
}
