import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHANNEL_KINDS, DEPOSIT_MAX_FEN, DEPOSIT_MIN_FEN, DEPOSIT_STATUSES, PAYMENT_TYPES } from '@app/contract';

/** Operator-configured ways to pay in; one payment type may have several channels. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    code: text().notNull(),
    type: text({ enum: PAYMENT_TYPES }).notNull(),
    kind: text({ enum: CHANNEL_KINDS }).notNull(),
    nameZhHans: text().notNull(),
    nameEn: text().notNull(),
    minFen: bigint({ mode: 'bigint' }).notNull(),
    maxFen: bigint({ mode: 'bigint' }).notNull(),
    enabled: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    needsPayerName: boolean().notNull().default(false),
    needsProof: boolean().notNull().default(false),
    payeeName: text().notNull().default(''),
    payeeAccount: text().notNull().default(''),
    payeeBank: text().notNull().default(''),
    coin: text(),
    protocol: text(),
    address: text().notNull().default(''),
    /** Yuan per coin in units of 1/10000. */
    rateE4: bigint({ mode: 'bigint' }),
    contact: text().notNull().default(''),
    provider: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_channels_code_idx').on(t.code),
    check(
      'deposit_channels_limits',
      sql`${t.minFen} >= ${sql.raw(String(DEPOSIT_MIN_FEN))} and ${t.maxFen} <= ${sql.raw(String(DEPOSIT_MAX_FEN))} and ${t.minFen} <= ${t.maxFen}`,
    ),
  ],
);

/**
 * A member's deposit order: pending until a provider callback or an operator confirms it (the
 * wallet is credited in the same transaction) or an operator rejects it (nothing moves).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    username: text().notNull(),
    idempotencyKey: text().notNull(),
    channelId: bigint({ mode: 'number' })
      .notNull()
      .references(() => depositChannels.id),
    channelName: text().notNull(),
    type: text({ enum: PAYMENT_TYPES }).notNull(),
    kind: text({ enum: CHANNEL_KINDS }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    status: text({ enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    payerName: text(),
    proofUrl: text(),
    coin: text(),
    protocol: text(),
    rateE4: bigint({ mode: 'bigint' }),
    /** Coin the member was asked to send, in coin cents. */
    expectedCoin: bigint({ mode: 'bigint' }),
    provider: text(),
    providerTxnId: text(),
    payUrl: text(),
    confirmedVia: text({ enum: ['callback', 'operator'] }),
    operatorId: bigint({ mode: 'number' }),
    reason: text(),
    /** When the platform closed this online order because the member started an exclusion. */
    closedAt: timestamp({ withTimezone: true }),
    /**
     * What the provider said of that close: 'pending' until it has been told (retried by a job),
     * 'closed' (it will take no payment), 'paid' (it had taken the payment before the close reached it).
     */
    providerClose: text({ enum: ['pending', 'closed', 'paid'] }),
    turnoverRequired: bigint({ mode: 'bigint' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_order_no_idx').on(t.orderNo),
    // A retried submit (same Idempotency-Key) finds its deposit instead of making a second one.
    uniqueIndex('deposits_member_key_idx').on(t.memberId, t.idempotencyKey),
    uniqueIndex('deposits_provider_txn_idx').on(t.provider, t.providerTxnId),
    index('deposits_status_created_idx').on(t.status, t.createdAt),
    index('deposits_member_created_idx').on(t.memberId, t.createdAt),
    // The retry job's queue: closes the provider has not been told of yet.
    index('deposits_close_pending_idx')
      .on(t.closedAt)
      .where(sql`${t.providerClose} = 'pending'`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every provider notification that passed the signature and freshness checks; a nonce is accepted once. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    nonce: text().notNull(),
    orderNo: text().notNull(),
    providerTxnId: text().notNull(),
    outcome: text({
      enum: [
        'received',
        'confirmed',
        'confirmed_after_close',
        'failed',
        'duplicate',
        'mismatch',
        'conflict',
        'unknown_order',
      ],
    }).notNull(),
    body: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_callbacks_nonce_idx').on(t.provider, t.nonce),
    index('payment_callbacks_order_idx').on(t.orderNo),
  ],
);
