import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue of transfer-wallet game venues. `adapter` 'house' is the platform's own games,
 * whose wallets are ledger accounts; 'http' venues keep the member's money on their side and are
 * reached at `apiUrl` with `merchantId` and `apiSecret` (never shown to members). A venue without
 * an `apiUrl`, or with `maintenance` set, takes no transfers.
 */
export const venues = pgTable('venues', {
  code: text().primaryKey(),
  nameZhHans: text().notNull(),
  nameEn: text().notNull(),
  adapter: text({ enum: ['house', 'http'] }).notNull(),
  apiUrl: text(),
  merchantId: text(),
  apiSecret: text(),
  maintenance: boolean().notNull().default(false),
  enabled: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The player account a member has at an external venue, created on the first transfer in. */
export const venuePlayers = pgTable(
  'venue_players',
  {
    memberId: bigint({ mode: 'number' }).notNull(),
    venueCode: text().notNull(),
    player: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.venueCode] })],
);

/**
 * Every transfer between a member's central wallet and a venue wallet; `id` is the order number
 * and the transfer id sent to the venue. 'pending' means the venue has not confirmed: only the
 * reconciliation job or the request that made it moves it on, once, to 'success' or 'failed'.
 * (member, idempotency key) is unique, so a retried request finds its transfer instead of making another.
 * `checkAfter` is when the reconciliation job may look at a pending transfer next (its lease).
 */
export const venueTransfers = pgTable(
  'venue_transfers',
  {
    id: text().primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    venueCode: text().notNull(),
    direction: text({ enum: ['in', 'out'] }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    status: text({ enum: ['pending', 'success', 'failed'] }).notNull(),
    failureReason: text(),
    idempotencyKey: text().notNull(),
    attempts: integer().notNull().default(0),
    checkAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('venue_transfers_member_key_idx').on(t.memberId, t.idempotencyKey),
    index('venue_transfers_member_idx').on(t.memberId, t.createdAt),
    index('venue_transfers_pending_idx')
      .on(t.checkAfter)
      .where(sql`${t.status} = 'pending'`),
    check('venue_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);
