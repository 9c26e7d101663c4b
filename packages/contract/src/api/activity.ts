import { LIMITS } from '../limits.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema, yuanText } from '../rules/money.ts';
import { freeText, oneLine } from '../rules/text.ts';
import { VIP_TOP_LEVEL } from './rewards.ts';

// Promotions (docs/decisions.md, Promotions).

/** The Promotion tab's tabs, in this order (docs/product.md, Promotions, VIP, daily sign-in, tasks and the lucky wheel). */
export const ACTIVITY_TABS = ['all', 'limited', 'first_deposit', 'daily', 'rebate', 'vip'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/**
 * What a promotion pays, each a rule the server evaluates:
 * - `first_deposit`: `percent` of the member's first confirmed deposit, at most `cap`, within `days` of it; once;
 * - `daily_reload`: `percent` of today's confirmed deposits (at least `minimum`), at most `cap`; once a day;
 * - `turnover_rebate`: `percent` of yesterday's valid turnover (at least `minimum`), at most `cap`; once a day;
 * - `turnover_target`: `bonus` once the valid turnover between its start and end reaches `minimum`; once;
 * - `vip_bonus`: `bonus` for members of VIP `level` or above; once.
 */
export const PROMOTION_KINDS = [
  'first_deposit',
  'daily_reload',
  'turnover_rebate',
  'turnover_target',
  'vip_bonus',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const TAB_OF_KIND: Record<PromotionKind, Exclude<ActivityTab, 'all'>> = {
  first_deposit: 'first_deposit',
  daily_reload: 'daily',
  turnover_rebate: 'rebate',
  turnover_target: 'limited',
  vip_bonus: 'vip',
};

/** The member's state for a promotion, as its detail page shows it. */
export const OFFER_STATES = ['eligible', 'claimed', 'not_eligible', 'not_started', 'ended', 'visitor'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const ActivityTabsSchema = z.object({
  list: z.array(z.object({ code: z.enum(ACTIVITY_TABS), label: z.string() })),
});

export const ActivityListQuerySchema = z.strictObject({
  tab: z.enum(ACTIVITY_TABS, { error: 'activity.tab_unknown' }).default('all'),
  ...pageQueryFields,
});

export const ActivityItemSchema = z.object({
  id: z.number().int(),
  tab: z.enum(ACTIVITY_TABS),
  title: z.string(),
  summary: z.string(),
  banner: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityPageSchema = pageSchema(ActivityItemSchema);

export const ActivityDetailQuerySchema = z.strictObject({
  id: z.coerce.number({ error: 'activity.not_found' }).int('activity.not_found').positive('activity.not_found'),
});

export const ActivityDetailSchema = ActivityItemSchema.extend({
  /** Operator-written rich text, passed through the server's allow-list sanitiser (never raw HTML). */
  content: z.string(),
  /** The rule as the server evaluates it, in the member's language. */
  rule: z.string(),
  my: z.object({
    state: z.enum(OFFER_STATES),
    /** What a claim would pay now (eligible) or paid (claimed); null otherwise. */
    amount: MoneySchema.nullable(),
    /** Why not, what is missing, or when it comes again, in the member's language. */
    note: z.string(),
  }),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

/** The promotions the member can claim right now, for the rewards centre. */
export const ClaimableActivitiesSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), title: z.string(), amount: MoneySchema })),
});

// ---- operators

const YuanSchema = yuanText(9);
const TitleSchema = z
  .string({ error: 'activity.title_rule' })
  .trim()
  .min(1, 'activity.title_rule')
  .max(60, 'activity.title_rule')
  .check(oneLine);
const SummarySchema = z
  .string({ error: 'activity.summary_rule' })
  .trim()
  .max(200, 'activity.summary_rule')
  .check(oneLine);
const ContentSchema = z
  .string({ error: 'activity.content_rule' })
  .max(LIMITS.richTextMax, 'activity.content_rule')
  .check(freeText);

export const ActivitySaveSchema = z
  .strictObject({
    /** Absent: a new promotion. */
    id: z.number().int().positive().optional(),
    kind: z.enum(PROMOTION_KINDS, { error: 'activity.kind_rule' }),
    titleZhHans: TitleSchema,
    titleEn: TitleSchema,
    summaryZhHans: SummarySchema,
    summaryEn: SummarySchema,
    contentZhHans: ContentSchema,
    contentEn: ContentSchema,
    banner: z.string().max(300).check(oneLine).default(''),
    startsAt: z.iso.datetime({ offset: true, error: 'activity.period_rule' }).max(40, 'activity.period_rule'),
    endsAt: z.iso.datetime({ offset: true, error: 'activity.period_rule' }).max(40, 'activity.period_rule'),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
    percent: z
      .number({ error: 'activity.percent_rule' })
      .min(0, 'activity.percent_rule')
      .max(100, 'activity.percent_rule')
      .default(0),
    cap: YuanSchema.default('0'),
    minimum: YuanSchema.default('0'),
    bonus: YuanSchema.default('0'),
    days: z.number().int().min(1).max(365).default(7),
    level: z.number().int().min(0).max(VIP_TOP_LEVEL).default(0),
    turnoverMultiple: z
      .number({ error: 'rewards.multiple_rule' })
      .min(0, 'rewards.multiple_rule')
      .max(100, 'rewards.multiple_rule')
      .default(1),
  })
  .refine((v) => Date.parse(v.startsAt) < Date.parse(v.endsAt), { message: 'activity.period_rule', path: ['endsAt'] });
export type ActivitySave = z.input<typeof ActivitySaveSchema>;

export const AdminActivitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  titleZhHans: z.string(),
  titleEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  percent: z.number(),
  cap: MoneySchema,
  minimum: MoneySchema,
  bonus: MoneySchema,
  days: z.number().int(),
  level: z.number().int(),
  turnoverMultiple: z.number(),
  /** Claims so far and what they paid. */
  claims: z.number().int(),
  paid: MoneySchema,
});
export const AdminActivitiesSchema = z.object({ list: z.array(AdminActivitySchema) });
export const ActivityEndSchema = z.strictObject({ id: z.number({ error: 'activity.not_found' }).int().positive() });

export const ACTIVITY_API = {
  tabs: endpoint({
    method: 'GET',
    path: 'activity/getActivityClassification',
    auth: 'visitor-or-member',
    answer: ActivityTabsSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: 'activity/list',
    auth: 'visitor-or-member',
    query: ActivityListQuerySchema,
    answer: ActivityPageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'activity/detail',
    auth: 'visitor-or-member',
    query: ActivityDetailQuerySchema,
    answer: ActivityDetailSchema,
  }),
  claimable: endpoint({
    method: 'GET',
    path: 'activity/claimable',
    auth: 'member',
    answer: ClaimableActivitiesSchema,
  }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/activities',
    auth: { operator: ['marketing', 'admin'] },
    answer: AdminActivitiesSchema,
  }),
  adminSave: endpoint({
    method: 'POST',
    path: 'admin/activities/save',
    auth: { operator: ['marketing', 'admin'] },
    body: ActivitySaveSchema,
    bodyLimit: LIMITS.richTextBodyMaxBytes,
    answer: AdminActivitySchema,
  }),
  adminEnd: endpoint({
    method: 'POST',
    path: 'admin/activities/end',
    auth: { operator: ['marketing', 'admin'] },
    body: ActivityEndSchema,
    answer: AdminActivitySchema,
  }),
} as const;
