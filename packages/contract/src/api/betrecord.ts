import { pageQueryFields, pageSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { z } from 'zod';
import { MoneySchema } from '../rules/money.ts';
import { dateRangeQueryFields } from '../rules/date-range.ts';
import { BET_STATUSES } from './lottery-bets.ts';
import { DrawVerificationSchema } from './lottery-draws.ts';
import { GameDetailSchema } from './game-detail.ts';
import { LabelledCodeSchema } from './records.ts';

/** A venue code ('house' is the platform's own games). */
const PlatformSchema = z
  .string({ error: 'common.invalid_request' })
  .max(40, 'common.invalid_request')
  .regex(/^[a-z0-9_]{1,40}$/, 'common.invalid_request');

export const BetListQuerySchema = z.strictObject({
  ...dateRangeQueryFields,
  ...pageQueryFields,
  platform: PlatformSchema.optional(),
  status: z.enum(BET_STATUSES, { error: 'common.invalid_request' }).optional(),
});
export type BetListQuery = z.input<typeof BetListQuerySchema>;

export const BetTotalsQuerySchema = z.strictObject({
  ...dateRangeQueryFields,
  platform: PlatformSchema.optional(),
});
export type BetTotalsQuery = z.input<typeof BetTotalsQuerySchema>;

/**
 * One bet. `stake` left the wallet the game plays from (the central wallet for the house
 * lottery, the venue wallet for a venue); `payout` is what came back, stake included, once
 * completed; `winLose` is payout minus stake once completed, 0 when cancelled or withdrawn
 * (refunded), null while unfinished. `validStake` is the stake of a completed bet (what counts
 * toward turnover), else 0. `content` is the selection (lottery: "Big", "Sum 10"), `drawId` the
 * lottery draw; both null for venue bets. `gameType` is a code of the game categories dictionary.
 */
export const BetRecordSchema = z.object({
  orderNo: z.string(),
  platform: z.string(),
  platformName: z.string(),
  gameType: z.string().nullable(),
  gameTypeLabel: z.string().nullable(),
  game: z.string(),
  gameName: z.string(),
  content: z.string().nullable(),
  drawId: z.string().nullable(),
  stake: MoneySchema,
  validStake: MoneySchema,
  payout: MoneySchema.nullable(),
  winLose: MoneySchema.nullable(),
  status: z.enum(BET_STATUSES),
  statusLabel: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;

export const BetTotalsSchema = z.object({
  bets: z.number().int(),
  stake: MoneySchema,
  validStake: MoneySchema,
  /** Sum of payout minus stake over completed bets: positive when the member won. */
  winLose: MoneySchema,
});
export const PlatformTotalSchema = BetTotalsSchema.extend({ platform: z.string(), platformName: z.string() });
export const DayTotalSchema = BetTotalsSchema.extend({
  /** "YYYY-MM-DD" in the platform time zone. */
  date: z.string(),
  platforms: z.array(PlatformTotalSchema),
});
/** Days with bets, newest first, each split by platform; the range's totals per platform and overall. */
export const BetTotalListSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  list: z.array(DayTotalSchema),
  platforms: z.array(PlatformTotalSchema),
  total: BetTotalsSchema,
});
export type BetTotalList = z.infer<typeof BetTotalListSchema>;

export const BetDetailQuerySchema = z.strictObject({
  orderNo: z
    .string({ error: 'gamebet.not_found' })
    .max(64, 'gamebet.not_found')
    .regex(/^[A-Za-z0-9_-]{4,64}$/, 'gamebet.not_found'),
  platform: PlatformSchema.optional(),
});

/**
 * Everything the bet detail page shows. Lottery bets add their odds and potential payout, and
 * `verification`: the draw with its commitment (SHA-256 of the seed, published before betting
 * opened), the seed once revealed and the result, so the page can recompute it in the browser
 * (scheme in api/lottery-draws.ts DrawSchema). `gameDetail` is the play of other games: a card
 * round with its seed, a sportsbook bet's legs, a fishing session's shots (api/game-detail.ts).
 */
export const BetDetailSchema = BetRecordSchema.extend({
  odds: z.string().nullable(),
  potentialPayout: MoneySchema.nullable(),
  verification: DrawVerificationSchema.nullable(),
  gameDetail: GameDetailSchema.nullable(),
});
export type BetDetail = z.infer<typeof BetDetailSchema>;

export const BetFiltersSchema = z.object({
  platforms: z.array(LabelledCodeSchema),
  statuses: z.array(LabelledCodeSchema),
});

/**
 * The member's bet records: every bet on the platform's own lottery and at the external venues
 * (pulled from their bet histories), filtered by record dates (at most the last 30 days), platform
 * and status.
 */
export const BETRECORD_API = {
  getBetList: endpoint({
    method: 'GET',
    path: 'gamebet/getBetList',
    auth: 'member',
    query: BetListQuerySchema,
    answer: pageSchema(BetRecordSchema),
  }),
  getTotalList: endpoint({
    method: 'GET',
    path: 'gamebet/getTotalList',
    auth: 'member',
    query: BetTotalsQuerySchema,
    answer: BetTotalListSchema,
  }),
  getBetDetail: endpoint({
    method: 'GET',
    path: 'gamebet/getBetDetail',
    auth: 'member',
    query: BetDetailQuerySchema,
    answer: BetDetailSchema,
  }),
  /** The platforms and statuses the records can be filtered by, with labels. */
  getBetFilters: endpoint({ method: 'GET', path: 'gamebet/getBetFilters', auth: 'member', answer: BetFiltersSchema }),
} as const;
