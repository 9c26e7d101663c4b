import { z } from 'zod';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { dateRangeQueryFields } from '../rules/date-range.ts';
import { AmountInputSchema, MoneySchema } from '../rules/money.ts';

/** The kinds of interest record: money moved in, moved out, a day's interest accrued, interest claimed. */
export const INTEREST_RECORD_TYPES = ['in', 'out', 'accrual', 'claim'] as const;
export type InterestRecordType = (typeof INTEREST_RECORD_TYPES)[number];

/** One day's interest for the chart: the business day "YYYY-MM-DD" and what it earned. */
export const InterestDaySchema = z.object({ date: z.string(), amount: MoneySchema });

/**
 * The wallet at a glance. `annualRate` is a percentage ("3.65" = 3.65% a year); `claimable` is
 * accrued interest not yet claimed; `chart` the last 30 business days, oldest first.
 */
export const InterestDataSchema = z.object({
  balance: MoneySchema,
  annualRate: z.string(),
  yesterday: MoneySchema,
  total: MoneySchema,
  claimable: MoneySchema,
  autoCredit: z.boolean(),
  turnoverMultiple: z.number(),
  chart: z.array(InterestDaySchema),
});
export type InterestData = z.infer<typeof InterestDataSchema>;

export const InterestTypesSchema = z.object({
  list: z.array(z.object({ code: z.enum(INTEREST_RECORD_TYPES), label: z.string() })),
});

export const InterestListQuerySchema = z.strictObject({
  ...dateRangeQueryFields,
  ...pageQueryFields,
  type: z.enum(INTEREST_RECORD_TYPES, { error: 'common.invalid_request' }).optional(),
});
export type InterestListQuery = z.input<typeof InterestListQuerySchema>;

export const InterestRecordSchema = z.object({
  orderNo: z.string(),
  type: z.enum(INTEREST_RECORD_TYPES),
  typeLabel: z.string(),
  /** Always positive; the type says which way it went. */
  amount: MoneySchema,
  /** The business day an accrual is for; null for the other types. */
  day: z.string().nullable(),
  createdAt: z.string(),
});
export type InterestRecord = z.infer<typeof InterestRecordSchema>;

/** Money into or out of the interest wallet; the other side is always the central wallet. */
export const InterestMoveInputSchema = z.strictObject({ amount: AmountInputSchema });
export type InterestMoveInput = z.input<typeof InterestMoveInputSchema>;

export const InterestMoveResultSchema = z.object({
  orderNo: z.string(),
  amount: MoneySchema,
  balance: MoneySchema,
  central: MoneySchema,
});
export type InterestMoveResult = z.infer<typeof InterestMoveResultSchema>;

export const InterestClaimResultSchema = z.object({
  orderNo: z.string(),
  amount: MoneySchema,
  turnoverAdded: MoneySchema,
  central: MoneySchema,
});
export type InterestClaimResult = z.infer<typeof InterestClaimResultSchema>;

/** The operators' settings: annual rate in percent (up to 4 decimals), auto-credit, turnover multiple. */
export const InterestSettingsSchema = z.object({
  annualRate: z.string(),
  autoCredit: z.boolean(),
  turnoverMultiple: z.number(),
  updatedAt: z.string().nullable(),
});
export type InterestSettings = z.infer<typeof InterestSettingsSchema>;

export const InterestSettingsInputSchema = z.strictObject({
  annualRate: z
    .number({ error: 'interest.rate_rule' })
    .min(0, 'interest.rate_rule')
    .max(100, 'interest.rate_rule')
    // At most 4 decimals: the rate is kept in millionths (3.6525% = 36525).
    .refine((v) => Math.abs(v * 1e4 - Math.round(v * 1e4)) < 1e-6, 'interest.rate_rule'),
  autoCredit: z.boolean({ error: 'interest.auto_rule' }),
  turnoverMultiple: z
    .number({ error: 'interest.multiple_rule' })
    .min(0, 'interest.multiple_rule')
    .max(100, 'interest.multiple_rule'),
});
export type InterestSettingsInput = z.input<typeof InterestSettingsInputSchema>;

/** What one run of the accrual job did: the business days it accrued, and the members paid per day. */
export const InterestRunSchema = z.object({
  days: z.array(z.object({ date: z.string(), members: z.number().int(), amount: MoneySchema })),
});
export type InterestRun = z.infer<typeof InterestRunSchema>;

/** The interest wallet (docs/product.md, Interest wallet): data, record types, history, into, turnout, receive; its administration. */
export const INTEREST_API = {
  data: endpoint({ method: 'GET', path: 'interest/getData', auth: 'member', answer: InterestDataSchema }),
  types: endpoint({ method: 'GET', path: 'interest/getType', auth: 'member', answer: InterestTypesSchema }),
  list: endpoint({
    method: 'GET',
    path: 'interest/getList',
    auth: 'member',
    query: InterestListQuerySchema,
    answer: pageSchema(InterestRecordSchema),
  }),
  receive: endpoint({
    method: 'POST',
    path: 'interest/receive',
    auth: 'member',
    idempotent: true,
    body: EmptyBodySchema,
    answer: InterestClaimResultSchema,
    message: 'interest.claimed',
  }),
  into: endpoint({
    method: 'POST',
    path: 'interest/into',
    auth: 'member',
    idempotent: true,
    body: InterestMoveInputSchema,
    answer: InterestMoveResultSchema,
    message: 'interest.moved_in',
  }),
  turnout: endpoint({
    method: 'POST',
    path: 'interest/turnout',
    auth: 'member',
    idempotent: true,
    body: InterestMoveInputSchema,
    answer: InterestMoveResultSchema,
    message: 'interest.moved_out',
  }),
  // ---- operators
  adminSettings: endpoint({
    method: 'GET',
    path: 'admin/interest/settings',
    auth: { operator: ['finance', 'marketing', 'admin'] },
    answer: InterestSettingsSchema,
  }),
  adminSaveSettings: endpoint({
    method: 'POST',
    path: 'admin/interest/settings/save',
    auth: { operator: ['marketing', 'admin'] },
    body: InterestSettingsInputSchema,
    answer: InterestSettingsSchema,
  }),
  adminRun: endpoint({
    method: 'POST',
    path: 'admin/interest/accrue',
    auth: { operator: ['finance', 'admin'] },
    body: EmptyBodySchema,
    answer: InterestRunSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
