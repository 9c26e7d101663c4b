import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { FrameOriginSchema, LANGS, VenueGameDetailSchema } from '@app/contract';

/**
 * The HTTP API a transfer-wallet venue speaks with us (and the sandbox venue implements).
 * Every call is a POST of JSON, signed: header `x-venue-signature` is the hex HMAC-SHA256 of
 * `<timestamp>.<raw body>` with the merchant's secret, `x-venue-timestamp` is milliseconds since
 * the epoch (refused when more than 5 minutes off) and `x-venue-merchant` names the merchant.
 * Transfers are idempotent by `transferId`: the venue applies an id at most once and answers the
 * same result for it ever after. Only a 200 answer matching these schemas is an outcome; anything
 * else (timeout, 5xx, reset, garbage) means "unknown".
 */
export const VENUE_API = {
  createPlayer: '/v1/player/create',
  balance: '/v1/player/balance',
  deposit: '/v1/transfer/deposit',
  withdraw: '/v1/transfer/withdraw',
  transferStatus: '/v1/transfer/status',
  launch: '/v1/game/launch',
  betHistory: '/v1/bet/history',
  endSessions: '/v1/player/end-sessions',
} as const;

export const VENUE_HEADERS = {
  merchant: 'x-venue-merchant',
  timestamp: 'x-venue-timestamp',
  signature: 'x-venue-signature',
} as const;

export const VENUE_MAX_SKEW_MS = 5 * 60_000;

export function signVenueRequest(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function verifyVenueSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signVenueRequest(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Amounts on the venue wire: yuan with exactly 2 decimals, never a float. */
export const VenueMoneySchema = z.string().regex(/^\d{1,12}\.\d{2}$/);
export const fenToVenueMoney = (fen: bigint): string => `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;
export const venueMoneyToFen = (money: string): bigint => {
  const [yuan, cents] = money.split('.');
  return BigInt(yuan!) * 100n + BigInt(cents!);
};

export const TransferIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const PlayerSchema = z.string().regex(/^[A-Za-z0-9_]{3,32}$/);

export const PlayerRequestSchema = z.strictObject({ player: PlayerSchema });
export const TransferRequestSchema = z.strictObject({
  transferId: TransferIdSchema,
  player: PlayerSchema,
  amount: VenueMoneySchema,
});
export const StatusRequestSchema = z.strictObject({ transferId: TransferIdSchema });

/**
 * Ending a player's game sessions: `POST /v1/player/end-sessions` (signed) with the player. The
 * venue answers success once every game session and launch link it gave that player before the
 * call plays nothing more (a player it does not know has none); a later launch opens a new one.
 * Calling it again is harmless, so an unknown outcome is simply asked again.
 */
export const EndSessionsAnswerSchema = z.object({ result: z.literal('success'), player: PlayerSchema });

/** Why a venue refuses, for good: the transfer id is recorded as failed and never applied. */
export const VENUE_FAILURES = ['insufficient_balance', 'player_not_found', 'rejected', 'maintenance'] as const;
export type VenueFailure = (typeof VENUE_FAILURES)[number];
const FailureSchema = z.enum(VENUE_FAILURES);

export const CreatePlayerAnswerSchema = z.object({ result: z.literal('success'), player: PlayerSchema });
export const BalanceAnswerSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('success'), balance: VenueMoneySchema }),
  z.object({ result: z.literal('failed'), reason: FailureSchema }),
]);
export const TransferAnswerSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('success'), transferId: TransferIdSchema, balance: VenueMoneySchema }),
  z.object({ result: z.literal('failed'), transferId: TransferIdSchema, reason: FailureSchema }),
]);
export const StatusAnswerSchema = z.object({
  result: z.enum(['success', 'failed', 'not_found']),
  transferId: TransferIdSchema,
  reason: FailureSchema.optional(),
});

/**
 * Launching a game: `POST /v1/game/launch` (signed like every call) with the player, the venue's
 * code of the game and the member's language; the venue answers a URL of its own that opens the
 * game for that player (single-use or short-lived, as the venue decides). The player must exist
 * (we create it first). Launching moves no money, so an unusable answer is simply a failure.
 * With `frameOrigin`, the venue says whether its page will show in a frame of that origin (its
 * Content-Security-Policy `frame-ancestors`); some games never do, and then open in a tab of their own.
 */
export const VenueGameSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{1,39}$/);
export const LaunchRequestSchema = z.strictObject({
  player: PlayerSchema,
  game: VenueGameSchema,
  lang: z.enum(LANGS),
  /** The origin of our app's page that would frame the game; absent: it opens in a window of its own. */
  frameOrigin: FrameOriginSchema.optional(),
});
export const LAUNCH_FAILURES = ['player_not_found', 'game_not_found', 'maintenance', 'rejected'] as const;
export type LaunchFailure = (typeof LAUNCH_FAILURES)[number];
export const LaunchAnswerSchema = z.discriminatedUnion('result', [
  // `framing`: the page at `url` lets `frameOrigin` frame it (a venue that does not say: it does not).
  z.object({ result: z.literal('success'), url: z.url({ protocol: /^https?$/ }), framing: z.boolean().default(false) }),
  z.object({ result: z.literal('failed'), reason: z.enum(LAUNCH_FAILURES) }),
]);

/**
 * The bets played at the venue: `POST /v1/bet/history` (signed) with an opaque `cursor` (null:
 * from the start) answers the merchant's bets that changed after it, in the order they changed,
 * at most `limit`, and the cursor to ask from next. A bet appears again each time it changes
 * (opened, then settled or voided), so the latest appearance is its state. `payout` is what the
 * venue paid back to the player's venue wallet, stake included: set once settled, null otherwise
 * (a void bet's stake went back to the player). Reading moves no money.
 */
export const BetCursorSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
export const BetHistoryRequestSchema = z.strictObject({
  cursor: BetCursorSchema.nullable(),
  limit: z.number().int().min(1).max(500),
});
export const VENUE_BET_STATUSES = ['open', 'settled', 'void'] as const;
export type VenueBetStatus = (typeof VENUE_BET_STATUSES)[number];
export const VenueBetIdSchema = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/);
export const VenueBetSchema = z
  .object({
    betId: VenueBetIdSchema,
    player: PlayerSchema,
    game: VenueGameSchema,
    stake: VenueMoneySchema,
    payout: VenueMoneySchema.nullable(),
    status: z.enum(VENUE_BET_STATUSES),
    placedAt: z.iso.datetime({ offset: true }),
    settledAt: z.iso.datetime({ offset: true }).nullable(),
    /** What the game adds of the play (a sportsbook bet's legs, a fishing session's shots); absent for slots. */
    detail: VenueGameDetailSchema.optional(),
  })
  .refine((b) => (b.status === 'settled') === (b.payout !== null) && (b.status === 'open') === (b.settledAt === null));
export type VenueBetWire = z.infer<typeof VenueBetSchema>;
export const BetHistoryAnswerSchema = z.object({
  result: z.literal('success'),
  bets: z.array(VenueBetSchema),
  cursor: BetCursorSchema.nullable(),
  hasMore: z.boolean(),
});
