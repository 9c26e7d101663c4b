import { and, eq, gte, lt } from 'drizzle-orm';
import { addDays, formatFen, startOfDayIn, type AdminWithdrawQuerySchema, type Lang } from '@app/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { account, settleHold } from '../../ledger/index.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { WithdrawDeps } from './deps.ts';
import { holdRef, ordersPage, type Order } from './orders.ts';
import { withdrawOrders } from './schema.ts';
import { adminItemView, labelsOf } from './views.ts';

type Outcome = { status: 'paid' } | { status: 'rejected'; reason: string };

/** Orders as operators see them, with each member's username. */
async function adminItems({ users, payout }: WithdrawDeps, orders: Order[], lang: Lang) {
  const labels = await labelsOf(payout, lang);
  const names = new Map<number, string>();
  for (const id of new Set(orders.map((o) => o.memberId))) names.set(id, (await users.summary(id)).username);
  return orders.map((o) => adminItemView(o, labels, names.get(o.memberId) ?? ''));
}

/** The operators' queue: every member's withdrawals, filtered; days are in the platform time zone. */
export async function adminWithdrawals(
  deps: WithdrawDeps,
  query: z.output<typeof AdminWithdrawQuerySchema>,
  lang: Lang,
) {
  const { db, config } = deps;
  const where = and(
    query.status ? eq(withdrawOrders.status, query.status) : undefined,
    query.method ? eq(withdrawOrders.method, query.method) : undefined,
    query.memberId ? eq(withdrawOrders.memberId, query.memberId) : undefined,
    query.orderNo ? eq(withdrawOrders.orderNo, query.orderNo) : undefined,
    query.from ? gte(withdrawOrders.createdAt, startOfDayIn(query.from, config.timeZone)) : undefined,
    query.to ? lt(withdrawOrders.createdAt, startOfDayIn(addDays(query.to, 1), config.timeZone)) : undefined,
  );
  return ordersPage(db, query, where, (rows) => adminItems(deps, rows, lang));
}

/** Marks a pending order paid or rejected; refuses one that is not pending or does not exist. */
async function close(tx: Tx, who: OperatorContext, orderNo: string, outcome: Outcome, at: Date): Promise<Order> {
  const [o] = await tx
    .update(withdrawOrders)
    .set({
      status: outcome.status,
      operatorId: who.operatorId,
      settledAt: at,
      remark: outcome.status === 'rejected' ? outcome.reason : null,
    })
    .where(and(eq(withdrawOrders.orderNo, orderNo), eq(withdrawOrders.status, 'pending')))
    .returning();
  if (o) return o;
  const [exists] = await tx
    .select({ id: withdrawOrders.id })
    .from(withdrawOrders)
    .where(eq(withdrawOrders.orderNo, orderNo));
  throw exists ? new AppError('withdraw.not_pending', 409) : new AppError('withdraw.not_found', 404);
}

/** Paid: the hold goes to house 'withdrawals', its fee to house 'fees'. Rejected: back to the member. */
async function settleInLedger(tx: Tx, o: Order, outcome: Outcome) {
  const ref = holdRef(o.orderNo);
  const settled =
    outcome.status === 'paid'
      ? await settleHold(tx, ref, {
          status: 'posted',
          to: account.house('withdrawals'),
          fee: { amount: o.fee, to: account.house('fees') },
        })
      : await settleHold(tx, ref, { status: 'released' });
  // The order row was pending, so its hold must be open; anything else is a broken ledger, not a user error.
  if (!settled) throw new Error(`hold ${ref} of a pending withdrawal was already settled`);
}

/** The member's message of the outcome, with the operator's reason for a rejection. */
async function tellMember(deps: WithdrawDeps, tx: Tx, o: Order, outcome: Outcome) {
  const params = { amount: formatFen(o.amount), orderNo: o.orderNo, actualAmount: formatFen(o.actualAmount) };
  if (outcome.status === 'paid') await deps.tell?.(tx, o.memberId, 'withdraw_paid', params);
  else await deps.tell?.(tx, o.memberId, 'withdraw_rejected', { ...params, reason: outcome.reason });
}

/** Ends a pending order once: the status change, the ledger settlement and the audit row commit together. */
async function settle(deps: WithdrawDeps, who: OperatorContext, orderNo: string, outcome: Outcome, lang: Lang) {
  const order = await deps.db.transaction(async (tx) => {
    const o = await close(tx, who, orderNo, outcome, deps.clock());
    await settleInLedger(tx, o, outcome);
    await deps.audit(tx, {
      operatorId: who.operatorId,
      action: outcome.status === 'paid' ? 'withdraw.pay' : 'withdraw.reject',
      target: holdRef(orderNo),
      detail: {
        memberId: o.memberId,
        amount: formatFen(o.amount),
        fee: formatFen(o.fee),
        actualAmount: formatFen(o.actualAmount),
        ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}),
      },
    });
    await tellMember(deps, tx, o, outcome);
    return o;
  });
  return (await adminItems(deps, [order], lang))[0]!;
}

export const payWithdrawal = (deps: WithdrawDeps, who: OperatorContext, orderNo: string, lang: Lang) =>
  settle(deps, who, orderNo, { status: 'paid' }, lang);

export const rejectWithdrawal = (
  deps: WithdrawDeps,
  who: OperatorContext,
  orderNo: string,
  reason: string,
  lang: Lang,
) => settle(deps, who, orderNo, { status: 'rejected', reason }, lang);
