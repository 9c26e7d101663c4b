import { pageQueryFields } from '../envelope.ts';
import { z } from 'zod';
import { oneLine } from '../rules/text.ts';
import { MoneySchema, parseAmountToFen } from '../rules/money.ts';
import type { BetKind } from '../rules/lottery.ts';
import { DRAW_STATUSES, DrawIdSchema, LotteryGameSchema } from './lottery-draws.ts';

// The platform's own lottery, its bets: odds, the bet slip, the member's bets (see
// docs/decisions.md, Odds and Bets).

/** Selections one placeOrder may carry (each becomes its own bet). */
export const LOTTERY_MAX_SELECTIONS = 50;

export const BET_KINDS = [
  'sum',
  'big',
  'small',
  'odd',
  'even',
  'triple_any',
  'triple',
  'pair',
  'straight',
] as const satisfies readonly BetKind[];
/** Unfinished (open), completed (settled, won or lost), cancelled (void draw, refunded), withdrawn (by the member, refunded). */
export const BET_STATUSES = ['unfinished', 'completed', 'cancelled', 'withdrawn'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** One bet option. `odds` pays that many times the stake, stake included ("1.99"). */
export const BetOptionSchema = z.object({
  kind: z.enum(BET_KINDS),
  pick: z.number().int().nullable(),
  label: z.string(),
  odds: z.string(),
  minStake: MoneySchema,
  maxStake: MoneySchema,
});
export const LotteryOddsSchema = z.object({
  game: LotteryGameSchema,
  name: z.string(),
  list: z.array(BetOptionSchema),
});

/** Checked like AmountInputSchema but left as typed, so the idempotency plugin can hash the body. */
const StakeSchema = z
  .union([z.string().max(15), z.number()], { error: 'rules.amount' })
  .refine((v) => parseAmountToFen(v) !== null, 'rules.amount');

export const BetSelectionSchema = z.strictObject({
  kind: z.enum(BET_KINDS, { error: 'lottery.option_unknown' }),
  pick: z.number({ error: 'lottery.option_unknown' }).int('lottery.option_unknown').nullable().default(null),
  amount: StakeSchema,
});

/** Bets on one draw, named by its id so a bet never slides silently into the next draw. */
export const PlaceOrderInputSchema = z.strictObject({
  drawId: DrawIdSchema,
  bets: z
    .array(BetSelectionSchema, { error: 'lottery.bets_required' })
    .min(1, 'lottery.bets_required')
    .max(LOTTERY_MAX_SELECTIONS, 'lottery.bets_too_many'),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;

/** A member's bet. `winLose` is payout minus stake once completed, 0 when refunded, null while unfinished. */
export const BetSchema = z.object({
  orderNo: z.string(),
  batchNo: z.string(),
  game: LotteryGameSchema,
  gameName: z.string(),
  drawId: z.string(),
  kind: z.enum(BET_KINDS),
  pick: z.number().int().nullable(),
  label: z.string(),
  stake: MoneySchema,
  odds: z.string(),
  potentialPayout: MoneySchema,
  payout: MoneySchema.nullable(),
  winLose: MoneySchema.nullable(),
  status: z.enum(BET_STATUSES),
  statusLabel: z.string(),
  drawStatus: z.enum(DRAW_STATUSES),
  result: z.array(z.number().int()).nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Bet = z.infer<typeof BetSchema>;

export const PlaceOrderResultSchema = z.object({
  batchNo: z.string(),
  drawId: z.string(),
  bets: z.array(BetSchema),
  totalStake: MoneySchema,
  balance: MoneySchema,
});

export const UserGameListQuerySchema = z.strictObject({
  ...pageQueryFields,
  game: LotteryGameSchema.optional(),
  status: z.enum(BET_STATUSES, { error: 'common.invalid_request' }).optional(),
  drawId: DrawIdSchema.optional(),
});
export type UserGameListQuery = z.input<typeof UserGameListQuerySchema>;

export const CancelOrderInputSchema = z.strictObject({
  orderNo: z
    .string({ error: 'lottery.bet_not_found' })
    .min(1, 'lottery.bet_not_found')
    .max(40, 'lottery.bet_not_found')
    .check(oneLine),
});
export const CancelOrderResultSchema = z.object({ bet: BetSchema, balance: MoneySchema });
