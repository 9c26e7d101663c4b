import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MoneySchema } from '../rules/money.ts';
import { LIVE_TABLES } from '../rules/cards/live.ts';
import { TableBetInputSchema } from './cards.ts';
import { BACCARAT_BETS } from '../rules/cards/baccarat.ts';

// The live baccarat table: rounds every member at the table shares, on a fixed clock
// (rules/cards/live.ts), each dealt from a seed committed when the round opened.

export const LiveTableSchema = z.enum(LIVE_TABLES, { error: 'live.table_unknown' });
export const LiveRoundIdSchema = z
  .string({ error: 'live.round_unknown' })
  .max(48, 'live.round_unknown')
  .regex(/^[a-z_]{1,30}-\d{1,12}$/, 'live.round_unknown');

const CardsSchema = z.array(z.number().int().min(0).max(51));
/** A dealt round's cards, totals, winner and pairs. */
export const LiveHandSchema = z.object({
  player: CardsSchema,
  banker: CardsSchema,
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export type LiveHand = z.infer<typeof LiveHandSchema>;

/**
 * A round of the table. `seedHash` (SHA-256 of the seed's bytes) is shown from its opening; `seed`
 * and `hand` once dealt. `status`: open (taking bets), dealt (cards out, bets being paid), settled.
 */
export const LiveRoundSchema = z.object({
  roundId: z.string(),
  table: LiveTableSchema,
  status: z.enum(['open', 'dealt', 'settled']),
  opensAt: z.string(),
  closesAt: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  hand: LiveHandSchema.nullable(),
});
export type LiveRound = z.infer<typeof LiveRoundSchema>;

/** One mark of the road: a dealt round's winner and pairs, oldest first. */
export const RoadMarkSchema = z.object({
  roundId: z.string(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  total: z.number().int(),
});

/**
 * The table as a page shows it: `current` the latest round opened (taking bets while open, else
 * showing its deal), `last` the latest dealt, the road of the last dealt rounds, and the server's time.
 */
export const LiveTableViewSchema = z.object({
  table: LiveTableSchema,
  name: z.string(),
  current: LiveRoundSchema.nullable(),
  last: LiveRoundSchema.nullable(),
  road: z.array(RoadMarkSchema),
  /** When the next round opens (the end of the current one's deal). */
  nextOpensAt: z.string(),
  serverTime: z.string(),
});
export type LiveTableView = z.infer<typeof LiveTableViewSchema>;

/** A member's bet at the table; `payout` (stake included) once the round is settled. */
export const LiveBetSchema = z.object({
  orderNo: z.string(),
  roundId: z.string(),
  spot: z.enum(BACCARAT_BETS),
  spotLabel: z.string(),
  amount: MoneySchema,
  payout: MoneySchema.nullable(),
  status: z.enum(['unfinished', 'completed', 'cancelled']),
  placedAt: z.string(),
});
export type LiveBet = z.infer<typeof LiveBetSchema>;

export const LiveBetInputSchema = z
  .strictObject({
    roundId: LiveRoundIdSchema,
    bets: z
      .array(TableBetInputSchema, { error: 'cards.bets_required' })
      .min(1, 'cards.bets_required')
      .max(5, 'cards.bets_required'),
  })
  .superRefine((input, ctx) => {
    const spots = input.bets.map((b) => b.spot);
    if (spots.some((s) => !(BACCARAT_BETS as readonly string[]).includes(s))) {
      ctx.addIssue({ code: 'custom', path: ['bets'], message: 'cards.spot_unknown' });
    } else if (new Set(spots).size !== spots.length) {
      ctx.addIssue({ code: 'custom', path: ['bets'], message: 'cards.spot_twice' });
    }
  });
export type LiveBetInput = z.input<typeof LiveBetInputSchema>;
export const PlacedLiveBetsSchema = z.object({ bets: z.array(LiveBetSchema), balance: MoneySchema });

export const LiveTableQuerySchema = z.strictObject({ table: LiveTableSchema });
export const LiveRoundQuerySchema = z.strictObject({ roundId: LiveRoundIdSchema });
/** The member's bets on a round, and the round. */
export const MyLiveRoundSchema = z.object({ round: LiveRoundSchema, bets: z.array(LiveBetSchema) });

/** A live bet in the bet detail: its round (hand and seed once dealt) and spot. */
export const LiveBetDetailSchema = z.object({ kind: z.literal('live'), round: LiveRoundSchema, bet: LiveBetSchema });

export const LIVE_API = {
  table: endpoint({
    method: 'GET',
    path: 'live/table',
    auth: 'visitor-or-member',
    query: LiveTableQuerySchema,
    answer: LiveTableViewSchema,
  }),
  /** Server-Sent Events: `event: table` with the table view each time a round opens or is dealt. */
  stream: endpoint({ method: 'GET', path: 'live/stream', auth: 'visitor', query: LiveTableQuerySchema, answer: 'raw' }),
  bet: endpoint({
    method: 'POST',
    path: 'live/bet',
    auth: 'member',
    body: LiveBetInputSchema,
    answer: PlacedLiveBetsSchema,
    idempotent: true,
    message: 'live.bet_placed',
  }),
  myRound: endpoint({
    method: 'GET',
    path: 'live/myRound',
    auth: 'member',
    query: LiveRoundQuerySchema,
    answer: MyLiveRoundSchema,
  }),
} as const;
