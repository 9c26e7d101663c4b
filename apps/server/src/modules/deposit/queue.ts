import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addDays,
  formatFen,
  parseCalendarDate,
  startOfDayIn,
  type DepositAdminItem,
  type DepositAdminQuerySchema,
  type DepositApproveInputSchema,
  type DepositRejectInputSchema,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { countWhere, paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import { confirmDeposit } from './confirm.ts';
import type { DepositDeps } from './deps.ts';
import { deposits } from './schema.ts';
import { adminView } from './views.ts';

type AdminQuery = z.output<typeof DepositAdminQuerySchema>;

/** The queue's filters; days are in the platform time zone, both inclusive. */
function queueFilter(query: AdminQuery, timeZone: string): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(deposits.status, query.status));
  if (query.orderNo) filters.push(eq(deposits.orderNo, query.orderNo));
  if (query.member) {
    filters.push(
      /^\d{1,15}$/.test(query.member)
        ? eq(deposits.memberId, Number(query.member))
        : sql`lower(${deposits.username}) = lower(${query.member})`,
    );
  }
  for (const [date, add, cmp] of [
    [query.from, 0, gte],
    [query.to, 1, lt],
  ] as const) {
    if (!date) continue;
    if (!parseCalendarDate(date)) throw new AppError('common.invalid_request');
    filters.push(cmp(deposits.createdAt, startOfDayIn(addDays(date, add), timeZone)));
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

/** Why an operator action on `orderNo` changed nothing: it does not exist, or it was already decided. */
async function refuse(tx: Tx, orderNo: string): Promise<never> {
  const [d] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.orderNo, orderNo));
  if (!d) throw new AppError('deposit.not_found', 404);
  throw new AppError('deposit.not_pending', 409);
}

/** The operators' deposit queue, newest first. */
export async function depositQueue({ db, config }: DepositDeps, query: AdminQuery) {
  const where = queueFilter(query, config.timeZone);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(deposits)
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(limit)
        .offset(offset),
    total: () => countWhere(db, deposits, where),
    view: (rows) => rows.map(adminView),
  });
}

/** Confirms a pending deposit for an operator, audited in the same transaction. */
export async function approveDeposit(
  deps: DepositDeps,
  op: OperatorContext,
  input: z.output<typeof DepositApproveInputSchema>,
): Promise<DepositAdminItem> {
  return deps.db.transaction(async (tx) => {
    const how = { via: 'operator', operatorId: op.operatorId } as const;
    const d = await confirmDeposit(deps, tx, eq(deposits.orderNo, input.orderNo), how);
    if (!d) return refuse(tx, input.orderNo);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'deposit.approve',
      target: `deposit:${d.orderNo}`,
      detail: { memberId: d.memberId, amount: formatFen(d.amount), remark: input.remark ?? '' },
    });
    return adminView(d);
  });
}

/** Rejects a pending deposit for an operator with their reason, audited in the same transaction. */
export async function rejectDeposit(
  deps: DepositDeps,
  op: OperatorContext,
  input: z.output<typeof DepositRejectInputSchema>,
): Promise<DepositAdminItem> {
  return deps.db.transaction(async (tx) => {
    const [d] = await tx
      .update(deposits)
      .set({ status: 'rejected', reason: input.reason, operatorId: op.operatorId, decidedAt: deps.clock() })
      .where(and(eq(deposits.orderNo, input.orderNo), eq(deposits.status, 'pending')))
      .returning();
    if (!d) return refuse(tx, input.orderNo);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'deposit.reject',
      target: `deposit:${d.orderNo}`,
      detail: { memberId: d.memberId, amount: formatFen(d.amount), reason: input.reason },
    });
    return adminView(d);
  });
}
