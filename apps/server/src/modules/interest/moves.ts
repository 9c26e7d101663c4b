import { formatFen, type InterestMoveResult } from '@app/contract';
import { account, transfer } from '../../ledger/index.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { InterestDeps } from './deps.ts';
import { interestMoves } from './schema.ts';

/**
 * Moves `amount` between the central wallet and the interest wallet ('in': central to interest), once
 * per Idempotency-Key: the ledger entry, the move row with the wallet's balance after it (what the
 * accrual reads) and the request's answer, in one transaction. The ledger refuses a wallet below zero.
 */
export async function move(
  deps: InterestDeps,
  memberId: number,
  kind: 'in' | 'out',
  amount: bigint,
  idem: IdempotencyKey,
): Promise<InterestMoveResult> {
  const central = account.central(memberId);
  const interest = account.interest(memberId);
  const once = () =>
    idem.transaction(deps.db, async (tx) => {
      const at = deps.clock();
      const orderNo = newOrderNo(kind === 'in' ? 'II' : 'IO', deps.config.timeZone, at);
      const posted = await transfer(tx, {
        type: kind === 'in' ? 'interest.in' : 'interest.out',
        ref: orderNo,
        memberId,
        from: kind === 'in' ? central : interest,
        to: kind === 'in' ? interest : central,
        amount,
      });
      const balance = posted.accounts.get(interest.key)!.balance;
      await tx.insert(interestMoves).values({ orderNo, memberId, kind, amount, balanceAfter: balance, at });
      const answer = {
        orderNo,
        amount: formatFen(amount),
        balance: formatFen(balance),
        central: formatFen(posted.accounts.get(central.key)!.balance),
      };
      await idem.answer(tx, answer);
      return answer;
    });
  return retryOnClash('interest_moves_order_no_idx', once);
}
