import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema } from '../rules/money.ts';

/** Invites and rebates: the member's invite code and link, invitees, rebates; their administration. */

/** The highest share of an invitee's valid turnover a rebate may be, in basis points (5.00 %). */
export const REBATE_MAX_BASIS_POINTS = 500;

/** A share of turnover as a percent with at most 2 decimals, "0.50" = 0.5 %. */
const PercentSchema = z
  .string({ error: 'invite.share_rule' })
  .max(5, 'invite.share_rule')
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'invite.share_rule');

export const InviteSummarySchema = z.object({
  inviteCode: z.string(),
  /** Direct invitees, and the invitees of those. */
  level1Count: z.number().int(),
  level2Count: z.number().int(),
  /** Direct invitees with a confirmed deposit. */
  depositedCount: z.number().int(),
  rebateTotal: MoneySchema,
  rebateYesterday: MoneySchema,
});
export type InviteSummary = z.infer<typeof InviteSummarySchema>;

export const InviteeSchema = z.object({
  /** Masked like "ab***9". */
  username: z.string(),
  joinedAt: z.string(),
  deposited: z.boolean(),
});
export const InviteePageSchema = pageSchema(InviteeSchema);

export const RebateSchema = z.object({
  /** The business day, YYYY-MM-DD in the platform time zone. */
  day: z.string(),
  invitee: z.string(),
  level: z.number().int(),
  turnover: MoneySchema,
  /** The share applied, percent with 2 decimals. */
  share: z.string(),
  amount: MoneySchema,
});
export const RebatePageSchema = pageSchema(RebateSchema);

export const RebateRulesSchema = z.object({
  level1Share: z.string(),
  level2Share: z.string(),
  turnoverMultiple: z.number(),
});
export type RebateRules = z.infer<typeof RebateRulesSchema>;

export const RebateRulesSaveSchema = z.strictObject({
  level1Share: PercentSchema,
  level2Share: PercentSchema,
  turnoverMultiple: z
    .number({ error: 'rewards.multiple_rule' })
    .min(0, 'rewards.multiple_rule')
    .max(100, 'rewards.multiple_rule'),
});

export const SettleInputSchema = z.strictObject({
  day: z
    .string({ error: 'invite.day_rule' })
    .max(10, 'invite.day_rule')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invite.day_rule'),
});
export const SettleResultSchema = z.object({
  day: z.string(),
  /** False when the day had been settled already: nothing was paid now. */
  settledNow: z.boolean(),
  rebates: z.number().int(),
  total: MoneySchema,
});

export const INVITE_API = {
  summary: endpoint({ method: 'GET', path: 'other/getUserInvite', auth: 'member', answer: InviteSummarySchema }),
  invitees: endpoint({
    method: 'GET',
    path: 'other/getInviteList',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: InviteePageSchema,
  }),
  rebates: endpoint({
    method: 'GET',
    path: 'other/getRebatesList',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: RebatePageSchema,
  }),
  rules: endpoint({
    method: 'GET',
    path: 'other/getRebateRules',
    auth: 'visitor-or-member',
    answer: RebateRulesSchema,
  }),
  adminRules: endpoint({
    method: 'GET',
    path: 'admin/rebates/rules',
    auth: { operator: ['marketing', 'admin'] },
    answer: RebateRulesSchema,
  }),
  adminSaveRules: endpoint({
    method: 'POST',
    path: 'admin/rebates/rules/save',
    auth: { operator: ['marketing', 'admin'] },
    body: RebateRulesSaveSchema,
    answer: RebateRulesSchema,
  }),
  adminSettle: endpoint({
    method: 'POST',
    path: 'admin/rebates/settle',
    auth: { operator: ['marketing', 'admin'] },
    body: SettleInputSchema,
    answer: SettleResultSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
