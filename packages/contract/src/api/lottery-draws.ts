import { pageQueryFields } from '../envelope.ts';
import { z } from 'zod';
import { freeText } from '../rules/text.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '../rules/lottery.ts';

// The platform's own lottery, its games and draws: what the lottery hall, the draw history and
// the result stream answer (see docs/decisions.md, Lottery games and call families).

export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'void'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

export const LotteryGameSchema = z.enum(LOTTERY_GAME_CODES as [LotteryGameCode, ...LotteryGameCode[]], {
  error: 'lottery.game_unknown',
});

/** `fast3-20261122-0734`: the game, the platform-time-zone date and the draw's number of that day. */
export const DRAW_ID_PATTERN = new RegExp(`^(${LOTTERY_GAME_CODES.join('|')})-\\d{8}-\\d{4}$`);
export const DrawIdSchema = z
  .string({ error: 'lottery.draw_id' })
  .max(40, 'lottery.draw_id')
  .regex(DRAW_ID_PATTERN, 'lottery.draw_id');

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
    .max(200, 'lottery.void_reason')
    .check(freeText),
});
export const AdminVoidDrawResultSchema = z.object({ draw: DrawSchema, refunded: z.number().int() });

/** The data of each `event: draw` of the stream. */
export const LotteryStreamEventSchema = LotteryGameInfoSchema;
