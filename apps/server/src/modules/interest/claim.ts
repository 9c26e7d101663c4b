import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatFen, type InterestClaimResult } from '@app/contract';
import { queryRows, type Tx } from '../../db/client.ts';
import { account, balanceOf, transfer } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { InterestDeps } from './deps.ts';
import { interestAccruals, interestClaims } from './schema.ts';
import { readSettings } from './settings.ts';

/**
 * Pays every unclaimed accrual of the member in the caller's transaction: the rows are marked
 * with the claim's order number first (so a second claim finds nothing), then the sum goes from
 * the house bonuses account to the central wallet, with the turnover it adds. Null: nothing to claim.
 */
async function payClaim(deps: InterestDeps, tx: Tx, memberId: number, auto: boolean) {
  const at = deps.clock();
  const orderNo = newOrderNo('IC', deps.config.timeZone, at);
  const claimed = await tx
    .update(interestAccruals)
    .set({ claimNo: orderNo })
    .where(and(eq(interestAccruals.memberId, memberId), isNull(interestAccruals.claimNo)))
    .returning({ amount: interestAccruals.amount });
  const amount = claimed.reduce((sum, r) => sum + r.amount, 0n);
  if (amount === 0n) return null;
  const { turnoverPercent } = await readSettings(tx);
  const turnoverAdded = (amount * BigInt(turnoverPercent)) / 100n;
  await tx.insert(interestClaims).values({ orderNo, memberId, amount, turnoverAdded, auto, at });
  const central = account.central(memberId);
  const posted = await transfer(tx, {
    type: 'interest.claim',
    ref: orderNo,
    memberId,
    from: account.house('bonuses'),
    to: central,
    amount,
  });
  if (turnoverAdded > 0n) await deps.turnover.require(tx, memberId, `interest:${orderNo}`, turnoverAdded);
  await deps.tell(tx, memberId, 'interest_credited', { amount: formatFen(amount), orderNo });
  const balance = posted.accounts.get(central.key)?.balance ?? (await balanceOf(tx, central));
  return { orderNo, amount: formatFen(amount), turnoverAdded: formatFen(turnoverAdded), central: formatFen(balance) };
}

/** The receive call: the member claims what has accrued, once per Idempotency-Key; refused when excluded. */
export async function claim(
  deps: InterestDeps,
  memberId: number,
  key: string | IdempotencyKey,
  auto = false,
): Promise<InterestClaimResult> {
  // Checked before the transaction: a gate reads through its own connection.
  await passGates(deps.gates, { memberId });
  const idem = idempotencyOf(key);
  const once = () =>
    idem.transaction(deps.db, async (tx) => {
      const paid = await payClaim(deps, tx, memberId, auto);
      if (!paid) throw new AppError('interest.nothing_to_claim');
      await idem.answer(tx, paid);
      return paid;
    });
  return retryOnClash('interest_claims_order_no_idx', once);
}

/**
 * With auto-credit on, claims for every member with interest waiting, each in its own small
 * transaction (a member refused by a gate keeps the interest to claim later). Answers how many were paid.
 */
export async function autoCredit(deps: InterestDeps): Promise<number> {
  if (!(await readSettings(deps.db)).autoCredit) return 0;
  const waiting = await queryRows<{ member_id: number }>(
    deps.db,
    sql`select distinct member_id from interest_accruals where claim_no is null`,
  );
  let paid = 0;
  for (const { member_id } of waiting) {
    const memberId = Number(member_id);
    try {
      await claim(deps, memberId, `auto:${memberId}:${deps.clock().getTime()}`, true);
      paid += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return paid;
}
