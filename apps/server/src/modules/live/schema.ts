import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BaccaratBet, LiveHand, LiveTable } from '@app/contract';

/**
 * One round of a live table (rules/cards/live.ts), made before it opens with its secret `seed`
 * and the seed's SHA-256 `seedHash`. At `closesAt` it is dealt once (`status` open -> dealt, with
 * its `hand`), then its bets are settled (dealt -> settled); each change is conditional on the
 * status before.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: text().primaryKey(),
    tableCode: text().$type<LiveTable>().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    seed: text().notNull(),
    seedHash: text().notNull(),
    status: text({ enum: ['open', 'dealt', 'settled'] })
      .notNull()
      .default('open'),
    hand: jsonb().$type<LiveHand>(),
    dealtAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('live_rounds_table_opens_idx').on(t.tableCode, t.opensAt),
    index('live_rounds_unsettled_idx')
      .on(t.closesAt)
      .where(sql`${t.status} <> 'settled'`),
    check('live_rounds_status', sql`${t.status} in ('open', 'dealt', 'settled')`),
    check('live_rounds_hand', sql`(${t.status} = 'open') = (${t.hand} is null)`),
  ],
);

/**
 * A member's stake on one spot of a round; `payout` (stake included, 0 for a loss) once settled.
 * Settling updates each row in place: none of status, payout or settled_at is indexed, and the table
 * keeps free space on its pages (fillfactor 45, set in migration 0018: Drizzle has no table storage parameters).
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    roundId: text()
      .notNull()
      .references(() => liveRounds.id),
    memberId: bigint({ mode: 'number' }).notNull(),
    spot: text().$type<BaccaratBet>().notNull(),
    stake: bigint({ mode: 'bigint' }).notNull(),
    payout: bigint({ mode: 'bigint' }),
    status: text({ enum: ['unfinished', 'completed', 'cancelled'] })
      .notNull()
      .default('unfinished'),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_bets_order_no_idx').on(t.orderNo),
    index('live_bets_round_member_idx').on(t.roundId, t.memberId),
    index('live_bets_member_placed_idx').on(t.memberId, t.placedAt),
    check('live_bets_status', sql`${t.status} in ('unfinished', 'completed', 'cancelled')`),
    check(
      'live_bets_amounts',
      sql`${t.stake} > 0 and (${t.payout} is null or ${t.payout} >= 0) and (${t.status} = 'completed') = (${t.payout} is not null)`,
    ),
  ],
);
