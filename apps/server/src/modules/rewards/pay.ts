import { formatFen, type ClaimResult } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { account, balanceOf, type EntryType, transfer } from '../../ledger/index.ts';
import type { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { RewardsDeps } from './deps.ts';
import { rewardClaims } from './schema.ts';

/** One reward for one period: what reward_claims keeps of it, and the money it moves. */
export type Reward = {
  memberId: number;
  type: EntryType;
  kind: string;
  period: string;
  level: number;
  amount: bigint;
  turnoverPercent: number;
};

/**
 * Records `r` for its period and pays it, in the caller's transaction: the claim row first, whose
 * unique (member, kind, period) index refuses a second claim ("already claimed", `refusal`), then
 * the bonus from the house bonuses account to the central wallet and the turnover it adds. A
 * reward of nothing is recorded and moves no money. Answers the order number and the balance.
 */
export async function payReward(deps: RewardsDeps, tx: Tx, r: Reward, now: Date, refusal: AppError) {
  const orderNo = newOrderNo('R', deps.config.timeZone, now);
  const turnoverAdded = (r.amount * BigInt(r.turnoverPercent)) / 100n;
  const [row] = await tx
    .insert(rewardClaims)
    .values({
      orderNo,
      memberId: r.memberId,
      kind: r.kind,
      period: r.period,
      level: r.level,
      amount: r.amount,
      turnoverAdded,
    })
    .onConflictDoNothing({ target: [rewardClaims.memberId, rewardClaims.kind, rewardClaims.period] })
    .returning({ id: rewardClaims.id });
  if (!row) throw refusal;
  const central = account.central(r.memberId);
  if (r.amount === 0n) return { orderNo, turnoverAdded, balance: await balanceOf(tx, central) };
  const posted = await transfer(tx, {
    type: r.type,
    ref: orderNo,
    memberId: r.memberId,
    memo: `${r.kind} ${r.period}`,
    from: account.house('bonuses'),
    to: central,
    amount: r.amount,
  });
  if (turnoverAdded > 0n) await deps.turnover.require(tx, r.memberId, `reward:${orderNo}`, turnoverAdded);
  await deps.tell?.(tx, r.memberId, 'bonus_credited', { amount: formatFen(r.amount), orderNo });
  return { orderNo, turnoverAdded, balance: posted.accounts.get(central.key)!.balance };
}

/**
 * A claim from start to answer, once per Idempotency-Key: `reward` paid in one
 * transaction with the request's answer (a fresh order number when another instance drew the same).
 */
export async function payClaim(
  deps: RewardsDeps,
  idem: IdempotencyKey,
  reward: Reward,
  now: Date,
  refusal: AppError,
): Promise<ClaimResult> {
  // Checked before the transaction: a gate reads through its own connection.
  await passGates(deps.gates, { memberId: reward.memberId });
  const once = () =>
    idem.transaction(deps.db, async (tx) => {
      const paid = await payReward(deps, tx, reward, now, refusal);
      const answer = {
        orderNo: paid.orderNo,
        amount: formatFen(reward.amount),
        turnoverAdded: formatFen(paid.turnoverAdded),
        balance: formatFen(paid.balance),
      };
      await idem.answer(tx, answer);
      return answer;
    });
  return retryOnClash('reward_claims_order_no_idx', once);
}
