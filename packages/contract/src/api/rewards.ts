import { z } from 'zod';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema, yuanText } from '../rules/money.ts';

// ---- VIP (docs/decisions.md, VIP)

/** VIP0 to VIP9: every member starts at VIP0 and rises as their deposits and turnover grow. */
export const VIP_TOP_LEVEL = 9;
/** The perks of a level: a red packet each ISO week, a gift per level reached, one each month, one on the birthday month. */
export const VIP_PERKS = ['weekly', 'levelUp', 'monthly', 'birthday'] as const;
export type VipPerk = (typeof VIP_PERKS)[number];
/** What a member can do with a perk now. */
export const PERK_STATES = ['claimable', 'claimed', 'unavailable'] as const;
export type PerkState = (typeof PERK_STATES)[number];

export const VipLevelSchema = z.object({
  level: z.number().int(),
  /** Reached when both the cumulative confirmed deposits and the valid turnover are at least these. */
  depositThreshold: MoneySchema,
  turnoverThreshold: MoneySchema,
  weekly: MoneySchema,
  levelUp: MoneySchema,
  monthly: MoneySchema,
  birthday: MoneySchema,
  /** Turnover a claimed perk adds to the withdrawal requirement, as a multiple of its amount. */
  turnoverMultiple: z.number(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

export const VipLevelsSchema = z.object({ list: z.array(VipLevelSchema) });

export const VipPerkItemSchema = z.object({
  perk: z.enum(VIP_PERKS),
  /** The level whose amount this is: the member's level, or for a level-up gift the level it celebrates. */
  level: z.number().int(),
  amount: MoneySchema,
  state: z.enum(PERK_STATES),
  /** Why it cannot be claimed now, or when it comes again, in the member's language; empty when claimable. */
  note: z.string(),
});
export type VipPerkItem = z.infer<typeof VipPerkItemSchema>;

export const VipInfoSchema = z.object({
  level: z.number().int(),
  deposits: MoneySchema,
  turnover: MoneySchema,
  /** The next level and what is still missing for it; null at the top level. */
  next: z
    .object({
      level: z.number().int(),
      depositThreshold: MoneySchema,
      turnoverThreshold: MoneySchema,
      depositMissing: MoneySchema,
      turnoverMissing: MoneySchema,
    })
    .nullable(),
  /** The weekly, monthly and birthday perks of the level, then a level-up gift for each level reached. */
  perks: z.array(VipPerkItemSchema),
});
export type VipInfo = z.infer<typeof VipInfoSchema>;

// ---- claims

/** What `common/claim` takes: one VIP perk (a level-up gift names its level), a task or a promotion by id. */
export const ClaimInputSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('vip'),
      perk: z.enum(VIP_PERKS, { error: 'rewards.perk_unknown' }),
      level: z.number({ error: 'rewards.perk_unknown' }).int().min(1).max(VIP_TOP_LEVEL).optional(),
    }),
    z.strictObject({
      source: z.literal('task'),
      id: z.number({ error: 'task.not_found' }).int().positive('task.not_found'),
    }),
    z.strictObject({
      source: z.literal('activity'),
      id: z.number({ error: 'activity.not_found' }).int().positive('activity.not_found'),
    }),
  ],
  { error: 'rewards.perk_unknown' },
);
export type ClaimInput = z.input<typeof ClaimInputSchema>;

export const ClaimResultSchema = z.object({
  orderNo: z.string(),
  amount: MoneySchema,
  /** Added to the member's withdrawal turnover requirement by this claim. */
  turnoverAdded: MoneySchema,
  balance: MoneySchema,
});
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

// ---- operators

export const VipLevelInputSchema = z.strictObject({
  level: z
    .number({ error: 'rewards.level_rule' })
    .int()
    .min(0, 'rewards.level_rule')
    .max(VIP_TOP_LEVEL, 'rewards.level_rule'),
  depositThreshold: yuanText(12),
  turnoverThreshold: yuanText(12),
  weekly: yuanText(9),
  levelUp: yuanText(9),
  monthly: yuanText(9),
  birthday: yuanText(9),
  turnoverMultiple: z
    .number({ error: 'rewards.multiple_rule' })
    .min(0, 'rewards.multiple_rule')
    .max(100, 'rewards.multiple_rule'),
});
export type VipLevelInput = z.input<typeof VipLevelInputSchema>;

export const REWARDS_API = {
  vip: endpoint({ method: 'GET', path: 'uservip/getVip', auth: 'member', answer: VipInfoSchema }),
  vipLevels: endpoint({ method: 'GET', path: 'uservip/getVipRes', auth: 'visitor-or-member', answer: VipLevelsSchema }),
  claim: endpoint({
    method: 'POST',
    path: 'common/claim',
    auth: 'member',
    idempotent: true,
    body: ClaimInputSchema,
    answer: ClaimResultSchema,
    message: 'rewards.claimed',
  }),
  adminVipLevels: endpoint({
    method: 'GET',
    path: 'admin/vip/levels',
    auth: { operator: ['marketing', 'admin'] },
    answer: VipLevelsSchema,
  }),
  adminSaveVipLevel: endpoint({
    method: 'POST',
    path: 'admin/vip/levels/save',
    auth: { operator: ['marketing', 'admin'] },
    body: VipLevelInputSchema,
    answer: VipLevelSchema,
  }),
} as const;

// ---- daily sign-in (docs/decisions.md, Daily sign-in)

/** A streak runs 7 days, each with its own reward; the day after the 7th starts again at day 1. */
export const SIGNIN_STREAK_DAYS = 7;

export const SigninDaySchema = z.object({
  day: z.number().int(),
  amount: MoneySchema,
  /** Signed in on this day of the current streak. */
  done: z.boolean(),
});

export const SigninStatusSchema = z.object({
  /** Today in the platform's time zone ("YYYY-MM-DD"). */
  today: z.string(),
  signedToday: z.boolean(),
  /** Days signed in a row up to today (or yesterday, when today is not signed yet). */
  streak: z.number().int(),
  /** Whether a sign-in pays its reward: only members with a confirmed deposit get one. */
  paid: z.boolean(),
  turnoverMultiple: z.number(),
  days: z.array(SigninDaySchema),
});
export type SigninStatus = z.infer<typeof SigninStatusSchema>;

export const SigninResultSchema = z.object({
  orderNo: z.string(),
  day: z.number().int(),
  amount: MoneySchema,
  balance: MoneySchema,
});
export type SigninResult = z.infer<typeof SigninResultSchema>;

const RewardYuanSchema = yuanText(6);
export const SigninRewardsInputSchema = z.strictObject({
  amounts: z.array(RewardYuanSchema).length(SIGNIN_STREAK_DAYS, 'rewards.signin_days'),
  turnoverMultiple: z
    .number({ error: 'rewards.multiple_rule' })
    .min(0, 'rewards.multiple_rule')
    .max(100, 'rewards.multiple_rule'),
});
export const SigninRewardsSchema = z.object({ amounts: z.array(MoneySchema), turnoverMultiple: z.number() });

export const SIGNIN_API = {
  status: endpoint({ method: 'GET', path: 'common/signin1', auth: 'member', answer: SigninStatusSchema }),
  signin: endpoint({
    method: 'POST',
    path: 'common/signin1',
    auth: 'member',
    idempotent: true,
    body: EmptyBodySchema,
    answer: SigninResultSchema,
    message: 'rewards.signed_in',
  }),
  adminRewards: endpoint({
    method: 'GET',
    path: 'admin/signin/rewards',
    auth: { operator: ['marketing', 'admin'] },
    answer: SigninRewardsSchema,
  }),
  adminSaveRewards: endpoint({
    method: 'POST',
    path: 'admin/signin/rewards/save',
    auth: { operator: ['marketing', 'admin'] },
    body: SigninRewardsInputSchema,
    answer: SigninRewardsSchema,
  }),
} as const;

// ---- the member's bonuses and their turnover (docs/decisions.md, Rewards)

export const BonusItemSchema = z.object({
  orderNo: z.string(),
  /** What it was: the perk, the sign-in day or the promotion's title, in the member's language. */
  label: z.string(),
  amount: MoneySchema,
  claimedAt: z.string(),
  turnoverRequired: MoneySchema,
  turnoverDone: MoneySchema,
  turnoverRemaining: MoneySchema,
});
export type BonusItem = z.infer<typeof BonusItemSchema>;
export const BonusPageSchema = pageSchema(BonusItemSchema).extend({
  /** The member's whole withdrawal turnover requirement still to bet (deposits' and bonuses'). */
  turnoverRemaining: MoneySchema,
});

export const BONUS_API = {
  list: endpoint({
    method: 'GET',
    path: 'activity/bonusList',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: BonusPageSchema,
  }),
} as const;
