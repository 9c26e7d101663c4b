import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CardGame, TableHand } from '@app/contract';

/**
 * A member's provably fair seeds. The active seed (`revealedAt` null, one per member) deals the
 * next round with nonce `nextNonce`; only its SHA-256 `serverSeedHash` is shown until the member
 * rotates it, which reveals `serverSeed` and starts a new one.
 */
export const cardSeeds = pgTable(
  'card_seeds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nextNonce: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_seeds_active_idx')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    index('card_seeds_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A stake on a spot of a table game, in fen as text (jsonb keeps no bigint). */
export type StoredBet = { spot: string; stake: string; payout: string | null };

/**
 * One round of a card game, dealt from the shoe of (`seedId`, `nonce`). `bets` are the stakes by
 * spot; `hand` what was dealt; a finished round has its `payout` (stake included; 0 for a loss).
 */
export const cardRounds = pgTable(
  'card_rounds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    game: text().$type<CardGame>().notNull(),
    seedId: bigint({ mode: 'number' })
      .notNull()
      .references(() => cardSeeds.id),
    nonce: integer().notNull(),
    bets: jsonb().$type<StoredBet[]>().notNull(),
    /** The member's moves in order (blackjack), replayed to verify the round. */
    moves: jsonb().$type<string[]>().notNull().default([]),
    hand: jsonb().$type<TableHand>(),
    stake: bigint({ mode: 'bigint' }).notNull(),
    payout: bigint({ mode: 'bigint' }),
    status: text({ enum: ['unfinished', 'completed'] }).notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_rounds_order_no_idx').on(t.orderNo),
    uniqueIndex('card_rounds_seed_nonce_idx').on(t.seedId, t.nonce),
    index('card_rounds_member_placed_idx').on(t.memberId, t.placedAt),
    check('card_rounds_status', sql`${t.status} in ('unfinished', 'completed')`),
    check(
      'card_rounds_amounts',
      sql`${t.stake} > 0 and (${t.payout} is null or ${t.payout} >= 0) and (${t.status} = 'completed') = (${t.payout} is not null)`,
    ),
  ],
);
