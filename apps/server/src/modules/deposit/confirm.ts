import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { account, transfer } from '../../ledger/index.ts';
import type { DepositDeps } from './deps.ts';
import { deposits } from './schema.ts';
import type { Deposit } from './types.ts';

export type ConfirmHow = {
  via: 'callback' | 'operator';
  operatorId: number | null;
  providerTxnId?: string;
  /** A payment taken before the close of an exclusion reached the provider (callback.ts): see `confirmable`. */
  afterClose?: boolean;
};

/**
 * What a confirmation may take: a pending order; with `afterClose`, an order closed for an
 * exclusion whose provider has not said it closed the payment (not told yet, or paid already).
 */
function confirmable(afterClose: boolean | undefined): SQL {
  if (!afterClose) return eq(deposits.status, 'pending');
  return and(
    eq(deposits.status, 'rejected'),
    isNotNull(deposits.closedAt),
    inArray(deposits.providerClose, ['pending', 'paid']),
  )!;
}

/**
 * A late payment is the member's money paid in before the exclusion: it carries no turnover
 * requirement, which could only be worked off by betting, refused until the exclusion ends, and
 * would keep it from being withdrawn.
 */
function lateFields(afterClose: boolean | undefined) {
  return afterClose ? { reason: 'deposit.reason.paid_after_close', providerClose: 'paid' as const } : {};
}

/**
 * Confirms the pending deposit matching `where` exactly once, in `tx`: the status flip, the credit
 * from house 'deposits' to the member's central wallet and the turnover requirement share one
 * transaction. Answers null when the deposit is not `confirmable` (already confirmed, or
 * rejected): nothing happens then.
 */
export async function confirmDeposit(
  deps: Pick<DepositDeps, 'config' | 'clock' | 'turnover' | 'tell'>,
  tx: Tx,
  where: SQL,
  how: ConfirmHow,
): Promise<Deposit | null> {
  // The multiplier as a percentage, so the requirement stays integer fen.
  const turnoverPercent = BigInt(Math.round(deps.config.deposit.turnoverMultiplier * 100));
  const [d] = await tx
    .update(deposits)
    .set({
      status: 'confirmed',
      confirmedVia: how.via,
      operatorId: how.operatorId,
      decidedAt: deps.clock(),
      turnoverRequired: how.afterClose ? 0n : sql`${deposits.amount} * ${turnoverPercent} / 100`,
      ...lateFields(how.afterClose),
      ...(how.providerTxnId ? { providerTxnId: sql`coalesce(${deposits.providerTxnId}, ${how.providerTxnId})` } : {}),
    })
    .where(and(where, confirmable(how.afterClose)))
    .returning();
  if (!d) return null;
  await transfer(tx, {
    type: 'deposit',
    ref: d.orderNo,
    memberId: d.memberId,
    memo: `${d.type} ${d.channelName}`,
    from: account.house('deposits'),
    to: account.central(d.memberId),
    amount: d.amount,
  });
  if (d.turnoverRequired !== null && d.turnoverRequired > 0n) {
    await deps.turnover.require(tx, d.memberId, `deposit:${d.orderNo}`, d.turnoverRequired);
  }
  await deps.tell?.(tx, d.memberId, 'deposit_credited', { amount: formatFen(d.amount), orderNo: d.orderNo });
  return d;
}
