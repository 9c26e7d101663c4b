import { pageQueryFields } from '../envelope.ts';
import { z } from 'zod';
import { MoneySchema, parseAmountToFen } from '../rules/money.ts';
import { LOTTERY_GAME_CODES, type BetKind, type LotteryGameCode } from '../rules/lottery.ts';

/**
 * The platform's own lottery (the house venue, paid from the central wallet), relative to
 * {host}/api/. Three families of SPEC §7 calls, each serving its games:
 * - `lottery/*`, `Lottery/getLotteryInfo`, `getLotteryOneList`, `getLotteryPeilv`: every game,
 *   chosen by the `game` query field (the lottery hall and its bet slip);
 * - `caipiao/*`: PC28 (the 0-27 sum game, a draw every 3 minutes);
 * - `locsgwin/*`: Fast 3 (three dice, a draw every minute).
 */
export const LOTTERY_PATHS = {
  lotteryList: 'lottery/lotteryList',
  getLotteryInfo: 'Lottery/getLotteryInfo',
  getLotteryOneList: 'getLotteryOneList',
  getLotteryPeilv: 'getLotteryPeilv',
  placeOrder: 'lottery/placeOrder',
  getUserGameList: 'lottery/getUserGameList',
  cancelOrder: 'lottery/cancelOrder',
  verifyDraw: 'lottery/verifyDraw',
  /** Server-Sent Events: `event: draw` with a LotteryGameInfo each time a draw of the game is drawn. */
  stream: 'lottery/stream',
  caipiaoList: 'caipiao/getList',
  caipiaoHistory: 'caipiao/getHistory',
  caipiaoOption: 'caipiao/getOption',
  locsgwinBetList: 'locsgwin/betList',
  locsgwinLastGameInfo: 'locsgwin/lastGameInfo',
  locsgwinGameInfo: 'locsgwin/getGameInfo',
  adminVoidDraw: 'admin/lottery/voidDraw',
} as const;

/** The game each single-game family serves. */
export const LOTTERY_FAMILY_GAME = { caipiao: 'pc28', locsgwin: 'fast3' } as const satisfies Record<
  string,
  LotteryGameCode
>;

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
export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'void'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
/** SPEC §3: unfinished (open), completed (settled, won or lost), cancelled (void draw, refunded), withdrawn (by the member, refunded). */
export const BET_STATUSES = ['unfinished', 'completed', 'cancelled', 'withdrawn'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const LotteryGameSchema = z.enum(LOTTERY_GAME_CODES as [LotteryGameCode, ...LotteryGameCode[]], {
  error: 'lottery.game_unknown',
});

/** `fast3-20261122-0734`: the game, the platform-time-zone date and the draw's number of that day. */
export const DRAW_ID_PATTERN = new RegExp(`^(${LOTTERY_GAME_CODES.join('|')})-\\d{8}-\\d{4}$`);
export const DrawIdSchema = z.string({ error: 'lottery.draw_id' }).regex(DRAW_ID_PATTERN, 'lottery.draw_id');

export const LotteryGameQuerySchema = z.strictObject({ game: LotteryGameSchema });
export const DrawIdQuerySchema = z.strictObject({ drawId: DrawIdSchema });
export const LotteryHistoryQuerySchema = z.strictObject({ game: LotteryGameSchema, ...pageQueryFields });
/** The history of a single-game family: its game is fixed. */
export const FamilyPageQuerySchema = z.strictObject({ ...pageQueryFields });

/**
 * One draw. `commitment` is SHA-256 of the 32 secret seed bytes, published before the draw opens.
 * `seed` (hex) is revealed once drawn (or, for a void draw, once its draw time has passed). The
 * result: with key = the seed bytes, blocks HMAC-SHA256(key, drawId), HMAC-SHA256(key, drawId + ":1"),
 * ... fed to resultFromBytes (rules/lottery.ts).
 */
export const DrawSchema = z.object({
  drawId: z.string(),
  game: LotteryGameSchema,
  gameName: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  status: z.enum(DRAW_STATUSES),
  statusLabel: z.string(),
  commitment: z.string(),
  seed: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
  sum: z.number().int().nullable(),
  drawnAt: z.string().nullable(),
});
export type Draw = z.infer<typeof DrawSchema>;

/** A game with its open draw (`current`), the one after it (`next`, commitment already public) and the latest result. */
export const LotteryGameInfoSchema = z.object({
  game: LotteryGameSchema,
  name: z.string(),
  intervalSeconds: z.number().int(),
  closeSecondsBefore: z.number().int(),
  current: DrawSchema.nullable(),
  next: DrawSchema.nullable(),
  last: DrawSchema.nullable(),
  serverTime: z.string(),
});
export type LotteryGameInfo = z.infer<typeof LotteryGameInfoSchema>;
export const LotteryListSchema = z.object({ list: z.array(LotteryGameInfoSchema), serverTime: z.string() });

/** Upcoming draws of a game, the open one first. */
export const DrawScheduleSchema = z.object({
  game: LotteryGameSchema,
  list: z.array(DrawSchema),
  serverTime: z.string(),
});

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
  .union([z.string(), z.number()], { error: 'rules.amount' })
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
    .max(40, 'lottery.bet_not_found'),
});
export const CancelOrderResultSchema = z.object({ bet: BetSchema, balance: MoneySchema });

/** How a draw is checked; `verified` is the server's own recomputation, for members who do not compute it themselves. */
export const DrawVerificationSchema = z.object({
  draw: DrawSchema,
  scheme: z.literal('hmac-sha256-v1'),
  verified: z.boolean().nullable(),
});

export const AdminVoidDrawInputSchema = z.strictObject({
  drawId: DrawIdSchema,
  reason: z
    .string({ error: 'lottery.void_reason' })
    .trim()
    .min(1, 'lottery.void_reason')
    .max(200, 'lottery.void_reason'),
});
export const AdminVoidDrawResultSchema = z.object({ draw: DrawSchema, refunded: z.number().int() });

/** The data of each `event: draw` of the stream. */
export const LotteryStreamEventSchema = LotteryGameInfoSchema;
