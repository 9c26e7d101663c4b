import { sql } from 'drizzle-orm';
import type { VenueGameDetail } from '@app/contract';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
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

/**
 * The bets members played at external venues, pulled from each venue's bet history (bet-sync.ts).
 * One row per venue bet: (venue, venue's bet id) is unique, so pulling a page twice stores it
 * once. The money of these bets moved at the venue, in the member's venue wallet, never in our
 * ledger; the rows serve the bet records and the turnover a settled bet works off. `status` is
 * the bet records' statuses: 'unfinished' (open at the venue), 'completed' (settled; `payout` is what the venue
 * paid back, stake included), 'cancelled' (voided; the venue gave the stake back). Only an
 * unfinished row changes, so a late or repeated page cannot move a bet back. Its pages keep free
 * space (fillfactor 50, set in migration 0019: Drizzle has no table storage parameters) so that one
 * change stays in place and adds no index entries.
 */
export const venueBets = pgTable(
  'venue_bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    venueCode: text().notNull(),
    venueBetId: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    gameCode: text().notNull(),
    stake: bigint({ mode: 'bigint' }).notNull(),
    payout: bigint({ mode: 'bigint' }),
    status: text({ enum: ['unfinished', 'completed', 'cancelled'] }).notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    /** The play as the venue told it (api/game-detail.ts VenueGameDetailSchema); null for games that tell none. */
    detail: jsonb().$type<VenueGameDetail>(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venue_bets_venue_bet_idx').on(t.venueCode, t.venueBetId),
    index('venue_bets_member_placed_idx').on(t.memberId, t.placedAt),
    check('venue_bets_status', sql`${t.status} in ('unfinished', 'completed', 'cancelled')`),
    check(
      'venue_bets_amounts',
      sql`${t.stake} >= 0 and (${t.payout} is null or ${t.payout} >= 0) and (${t.status} = 'completed') = (${t.payout} is not null)`,
    ),
  ],
);

/**
 * Where the pull of each venue's bet history stands: the venue's `cursor` after the last page
 * stored, and a lease (`leaseOwner` until `leaseUntil`) so one instance at a time pulls a venue;
 * a page is stored only while its puller still holds the lease.
 */
export const venueBetSync = pgTable('venue_bet_sync', {
  venueCode: text().primaryKey(),
  cursor: text(),
  leaseOwner: text(),
  leaseUntil: timestamp({ withTimezone: true }).notNull(),
  lastSyncedAt: timestamp({ withTimezone: true }),
  lastError: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The member's game sessions a venue must still be told to end (an exclusion started, or the day's
 * loss reached its limit): one row per member and venue, deleted once the venue confirms. `version`
 * counts the requests, so a confirmation of an earlier one does not delete a newer. `checkAfter`
 * is when the retry job may ask next (its lease while a call runs).
 */
export const venueSessionEnds = pgTable(
  'venue_session_ends',
  {
    memberId: bigint({ mode: 'number' }).notNull(),
    venueCode: text().notNull(),
    version: integer().notNull().default(1),
    attempts: integer().notNull().default(0),
    lastError: text(),
    checkAfter: timestamp({ withTimezone: true }).notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.venueCode] }), index('venue_session_ends_due_idx').on(t.checkAfter)],
);
