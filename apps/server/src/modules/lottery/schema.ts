import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BetKind, BetStatus, DrawStatus, LotteryGameCode } from '@app/contract';

/**
 * One draw of a game, created (with its seed and the seed's SHA-256 `commitment`) before betting
 * on it opens. `seed` is secret until the draw; `result` is set when it is drawn. Every change of
 * `status` is a conditional update from the status before, so a draw is drawn or voided once.
 * `settledAt`: every bet of a drawn or void draw is finished. What its open bets would pay is
 * kept in its stripes (lotteryDrawStripes) while it is open.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: text().primaryKey(),
    game: text().$type<LotteryGameCode>().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    drawAt: timestamp({ withTimezone: true }).notNull(),
    commitment: text().notNull(),
    seed: text().notNull(),
    result: integer().array(),
    status: text().$type<DrawStatus>().notNull().default('open'),
    voidReason: text(),
    drawnAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lottery_draws_game_draw_at_idx').on(t.game, t.drawAt),
    index('lottery_draws_status_draw_at_idx').on(t.status, t.drawAt),
    // The settlement looks for drawn and void draws not yet settled every second: only those.
    index('lottery_draws_unsettled_idx')
      .on(t.game, t.drawAt)
      .where(sql`${t.settledAt} is null`),
    check('lottery_draws_status', sql`${t.status} in ('open', 'closed', 'drawn', 'void')`),
    check('lottery_draws_times', sql`${t.opensAt} < ${t.closesAt} and ${t.closesAt} <= ${t.drawAt}`),
    check('lottery_draws_result', sql`(${t.status} = 'drawn') = (${t.result} is not null)`),
  ],
);

/** The stripes' CHECK: no stripe's exposure above its room, the last word on the draw's cap. */
export const STRIPE_WITHIN_ROOM = 'lottery_draw_stripes_exposure';

/**
 * One of the few rows an open draw's exposure is spread over, so bets on one draw do not all wait
 * for one row (docs/decisions.md, Exposure in stripes): `exposure`, what the open bets of the
 * members it serves (member id modulo their number) would pay; `room`, how far it may grow. The
 * rooms of a draw add up to its payout cap, and only a statement that locks all its stripes moves
 * room between them (draw-exposure.ts). They exist from the draw's creation until betting on it
 * closes: a bet or withdrawal that finds none finds the draw closed.
 */
export const lotteryDrawStripes = pgTable(
  'lottery_draw_stripes',
  {
    drawId: text()
      .notNull()
      .references(() => lotteryDraws.id),
    stripe: integer().notNull(),
    exposure: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    room: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.stripe] }),
    check(STRIPE_WITHIN_ROOM, sql`${t.exposure} >= 0 and ${t.exposure} <= ${t.room}`),
  ],
);

/**
 * One member's share of one draw: what every bet the member placed on it could win, withdrawn
 * bets included (a withdrawal gives the room back to the draw, not to the member), so one member
 * cannot fill a draw, withdraw before the close and fill it again (docs/decisions.md, Games).
 */
export const lotteryDrawShares = pgTable(
  'lottery_draw_shares',
  {
    drawId: text()
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: bigint({ mode: 'number' }).notNull(),
    placed: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.memberId] })],
);

/**
 * One bet: a selection of one placeOrder (`batchNo`, `line`). The stake left the central wallet
 * (entry 'bet.stake', ref `bet:<id>`) in the transaction that wrote the row; settlement or a
 * refund moves it from 'unfinished' exactly once. The Idempotency-Key of the request is kept per
 * line, so a retry finds the bets it made.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    batchNo: text().notNull(),
    line: integer().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    drawId: text()
      .notNull()
      .references(() => lotteryDraws.id),
    game: text().$type<LotteryGameCode>().notNull(),
    kind: text().$type<BetKind>().notNull(),
    pick: integer(),
    stake: bigint({ mode: 'bigint' }).notNull(),
    oddsHundredths: integer().notNull(),
    potentialPayout: bigint({ mode: 'bigint' }).notNull(),
    payout: bigint({ mode: 'bigint' }),
    status: text().$type<BetStatus>().notNull().default('unfinished'),
    idempotencyKey: text().notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_order_no_idx').on(t.orderNo),
    uniqueIndex('lottery_bets_member_key_idx').on(t.memberId, t.idempotencyKey, t.line),
    // Settlement walks a draw's bets in member order (settle-batch.ts). No index names `status`,
    // `payout` or `settled_at`, the columns settling and withdrawing change, so with the table's
    // free space (fillfactor 45, set in migration 0005: Drizzle has no table storage parameters)
    // each such update stays on its page without new index entries (docs/performance.md).
    index('lottery_bets_draw_member_idx').on(t.drawId, t.memberId),
    index('lottery_bets_member_placed_idx').on(t.memberId, t.placedAt),
    check('lottery_bets_status', sql`${t.status} in ('unfinished', 'completed', 'cancelled', 'withdrawn')`),
    check(
      'lottery_bets_amounts',
      sql`${t.stake} > 0 and ${t.oddsHundredths} > 100 and ${t.potentialPayout} = ${t.stake} * ${t.oddsHundredths} / 100`,
    ),
    // A completed bet pays nothing or exactly its potential payout; other bets carry no payout.
    check(
      'lottery_bets_payout',
      sql`(${t.status} = 'completed') = (${t.payout} is not null) and (${t.payout} is null or ${t.payout} = 0 or ${t.payout} = ${t.potentialPayout})`,
    ),
  ],
);
