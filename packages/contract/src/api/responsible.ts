import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MoneySchema, parseAmountToFen } from '../rules/money.ts';
import { oneLine } from '../rules/text.ts';
import { REALITY_CHECK_API } from './reality-check.ts';

/** How long a raised or removed limit waits before it applies (a lowered one applies at once). */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;
/** The longest activity statement, in days of the platform calendar. */
export const STATEMENT_MAX_DAYS = 90;

export const LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Cool-offs and self-exclusions the member may choose, with their length. */
export const EXCLUSION_CHOICES = {
  cooloff_24h: { kind: 'cooloff', hours: 24 },
  cooloff_7d: { kind: 'cooloff', hours: 7 * 24 },
  cooloff_30d: { kind: 'cooloff', hours: 30 * 24 },
  exclude_6m: { kind: 'self_exclusion', months: 6 },
  exclude_1y: { kind: 'self_exclusion', months: 12 },
  exclude_5y: { kind: 'self_exclusion', months: 60 },
} as const;
export type ExclusionChoice = keyof typeof EXCLUSION_CHOICES;
export const EXCLUSION_CHOICE_CODES = Object.keys(EXCLUSION_CHOICES) as [ExclusionChoice, ...ExclusionChoice[]];

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

/** The instant an exclusion chosen at `from` ends (months by the calendar, in UTC). */
export function exclusionEnd(choice: ExclusionChoice, from: Date): Date {
  const c = EXCLUSION_CHOICES[choice];
  if ('hours' in c) return new Date(from.getTime() + c.hours * 3_600_000);
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + c.months);
  return end;
}

export const SetLimitInputSchema = z.strictObject({
  kind: z.enum(LIMIT_KINDS, { error: 'responsible.limit_kind' }),
  /** "" removes the limit. */
  amount: z
    .string({ error: 'responsible.limit_amount' })
    .max(15, 'responsible.limit_amount')
    .refine((v) => v === '' || parseAmountToFen(v) !== null, 'responsible.limit_amount')
    .transform((v) => (v === '' ? null : parseAmountToFen(v))),
});

export const ExcludeInputSchema = z.strictObject({
  choice: z.enum(EXCLUSION_CHOICE_CODES, { error: 'responsible.choice_invalid' }),
  password: z
    .string({ error: 'responsible.password_required' })
    .min(1, 'responsible.password_required')
    .max(64, 'responsible.password_required')
    .check(oneLine),
});

export const RealityCheckInputSchema = z.strictObject({
  minutes: z.union(
    REALITY_CHECK_MINUTES.map((m) => z.literal(m)),
    { error: 'responsible.reality_minutes' },
  ),
});

const LimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  /** The limit in force; null when none. */
  amount: MoneySchema.nullable(),
  /** A raise or removal waiting for its 24 hours. */
  pending: z.object({ amount: MoneySchema.nullable(), from: z.string() }).nullable(),
  /** What the period has used so far, and when it starts again. */
  used: MoneySchema,
  resetsAt: z.string(),
});
export type ResponsibleLimit = z.infer<typeof LimitSchema>;

export const ResponsibleStatusSchema = z.object({
  limits: z.array(LimitSchema),
  exclusion: z.object({ kind: z.enum(['cooloff', 'self_exclusion']), until: z.string() }).nullable(),
  realityCheckMinutes: z.number().int(),
});
export type ResponsibleStatus = z.infer<typeof ResponsibleStatusSchema>;

const DateSchema = z
  .string({ error: 'responsible.range_invalid' })
  .max(10, 'responsible.range_invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'responsible.range_invalid');
export const StatementQuerySchema = z.object({ from: DateSchema, to: DateSchema });

export const STATEMENT_GROUPS = ['deposit', 'withdrawal', 'bet', 'bonus'] as const;
export const StatementSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  totals: z.object({
    deposits: MoneySchema,
    withdrawals: MoneySchema,
    stakes: MoneySchema,
    returns: MoneySchema,
    bonuses: MoneySchema,
  }),
  lines: z.array(
    z.object({
      at: z.string(),
      group: z.enum(STATEMENT_GROUPS),
      label: z.string(),
      /** Signed: money into the member's wallets is positive. */
      amount: MoneySchema,
      ref: z.string(),
    }),
  ),
  /** More lines than the statement lists (the totals still count them all). */
  truncated: z.boolean(),
});
export type Statement = z.infer<typeof StatementSchema>;

/** Responsible play: limits, cool-off and self-exclusion, reality check, activity statement. */
export const RESPONSIBLE_API = {
  status: endpoint({ method: 'GET', path: 'responsible/status', auth: 'member', answer: ResponsibleStatusSchema }),
  setLimit: endpoint({
    method: 'POST',
    path: 'responsible/setLimit',
    auth: 'member',
    body: SetLimitInputSchema,
    answer: ResponsibleStatusSchema,
    message: 'responsible.limit_saved',
  }),
  exclude: endpoint({
    method: 'POST',
    path: 'responsible/exclude',
    auth: 'member',
    // The login password is guessed here as much as at sign-in.
    limit: 'credential',
    body: ExcludeInputSchema,
    answer: ResponsibleStatusSchema,
    message: 'responsible.excluded',
  }),
  setRealityCheck: endpoint({
    method: 'POST',
    path: 'responsible/setRealityCheck',
    auth: 'member',
    body: RealityCheckInputSchema,
    answer: ResponsibleStatusSchema,
  }),
  realityCheck: REALITY_CHECK_API.realityCheck,
  statement: endpoint({
    method: 'GET',
    path: 'responsible/statement',
    auth: 'member',
    query: StatementQuerySchema,
    answer: StatementSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
