import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One withdrawal: its amount is held in the ledger (hold ref `withdraw:<orderNo>`) from the
 * moment the row exists until an operator pays or rejects it. The payee is copied from the
 * payout account, so what an operator pays is what the member chose, whatever happens to the
 * account later.
 */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    /** The Idempotency-Key of the request that made it: a retry finds this order instead of making another. */
    idempotencyKey: text().notNull(),
    method: text({ enum: ['bank', 'usdt'] }).notNull(),
    payoutAccountId: bigint({ mode: 'number' }).notNull(),
    payeeKind: text({ enum: ['bank', 'crypto', 'wallet'] }).notNull(),
    payeeName: text(),
    payeeBankCode: text(),
    payeeNumber: text().notNull(),
    payeeBranch: text(),
    payeeProtocol: text(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    fee: bigint({ mode: 'bigint' }).notNull(),
    actualAmount: bigint({ mode: 'bigint' }).notNull(),
    /** For USDT: the configured rate (CNY per USDT) and the coin amount it gave, as shown to the member. */
    usdtRate: text(),
    usdtAmount: text(),
    status: text({ enum: ['pending', 'paid', 'rejected'] })
      .notNull()
      .default('pending'),
    remark: text(),
    operatorId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdraw_orders_order_no_idx').on(t.orderNo),
    uniqueIndex('withdraw_orders_member_key_idx').on(t.memberId, t.idempotencyKey),
    index('withdraw_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('withdraw_orders_status_created_idx').on(t.status, t.createdAt),
    index('withdraw_orders_pending_account_idx')
      .on(t.payoutAccountId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'withdraw_orders_amounts',
      sql`${t.fee} >= 0 and ${t.actualAmount} > 0 and ${t.amount} = ${t.fee} + ${t.actualAmount}`,
    ),
  ],
);
