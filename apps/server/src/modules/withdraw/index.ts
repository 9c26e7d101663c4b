import type { WithdrawDeps } from './deps.ts';
import { withdrawRoutes } from './routes.ts';
import { withdrawTradeSource } from './trade-source.ts';
import { withdrawnTotal } from './totals.ts';

export type { WithdrawAttempt } from './deps.ts';

/**
 * Members' withdrawals (quote, submit, their list, deleting a payout account no pending order uses)
 * and the operators' queue of them; `tradeSource` gives them to the transaction records.
 */
export function startWithdraw(deps: WithdrawDeps) {
  return {
    routes: withdrawRoutes(deps),
    tradeSource: withdrawTradeSource(deps.db),
    /** Paid and pending withdrawals in fen, for the identity check's cumulative threshold. */
    withdrawnTotal: (memberId: number) => withdrawnTotal(deps.db, memberId),
  };
}
