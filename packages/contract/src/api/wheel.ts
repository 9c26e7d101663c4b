import { z } from 'zod';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema, yuanText } from '../rules/money.ts';
import { oneLine } from '../rules/text.ts';

// The lucky wheel and its redemption record (docs/decisions.md, Lucky wheel).

/** A wheel has 8 to 12 prizes: money paid at once, an item an operator sends, or nothing. */
export const WHEEL_PRIZES = { min: 8, max: 12 } as const;
export const PRIZE_KINDS = ['cash', 'item', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export const REDEMPTION_STATES = ['pending', 'fulfilled'] as const;

const PrizeSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  kind: z.enum(PRIZE_KINDS),
  amount: MoneySchema,
  weight: z.number().int(),
  /** Percent, 2 decimals. */
  chance: z.string(),
});

const FairnessSchema = z.object({
  /** SHA-256 of the server seed now in use (hex); the seed itself is shown when it is rotated. */
  commitment: z.string(),
  clientSeed: z.string(),
  /** The nonce the next spin will use. */
  nonce: z.number().int(),
});

export const WheelSchema = z.object({
  list: z.array(PrizeSchema),
  /** The member's seed pair; null for a visitor. */
  fairness: FairnessSchema.nullable(),
});
export type Wheel = z.infer<typeof WheelSchema>;

export const WheelChancesSchema = z.object({
  chances: z.number().int(),
  used: z.number().int(),
  /** One spin per this much deposited, and per this much valid turnover; 0.00: not earned that way. */
  depositPerSpin: MoneySchema,
  turnoverPerSpin: MoneySchema,
  deposits: MoneySchema,
  turnover: MoneySchema,
});

export const SpinSchema = z.object({
  orderNo: z.string(),
  index: z.number().int(),
  name: z.string(),
  kind: z.enum(PRIZE_KINDS),
  amount: MoneySchema,
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The server seed, once rotated; until then the spin can be checked against the commitment after rotation. */
  seed: z.string().nullable(),
  /** The weights the spin was drawn with, in wheel order, to recompute it. */
  weights: z.array(z.number().int()),
  createdAt: z.string(),
});
export type Spin = z.infer<typeof SpinSchema>;
export const SpinResultSchema = SpinSchema.extend({ chances: z.number().int(), balance: MoneySchema });
export const SpinPageSchema = pageSchema(SpinSchema);

export const RotateInputSchema = z.strictObject({
  clientSeed: z
    .string({ error: 'wheel.client_seed_rule' })
    .trim()
    .max(64, 'wheel.client_seed_rule')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'wheel.client_seed_rule')
    .optional(),
});
export const RotateResultSchema = z.object({
  revealed: z.object({ commitment: z.string(), seed: z.string(), spins: z.number().int() }).nullable(),
  fairness: FairnessSchema,
});

export const AwardSchema = z.object({
  orderNo: z.string(),
  name: z.string(),
  state: z.enum(REDEMPTION_STATES),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
});
export const AwardPageSchema = pageSchema(AwardSchema);

// ---- operators

const NameSchema = z
  .string({ error: 'wheel.prize_name_rule' })
  .trim()
  .min(1, 'wheel.prize_name_rule')
  .max(20, 'wheel.prize_name_rule')
  .check(oneLine);
const PerSpinSchema = yuanText(9);
export const WheelSaveSchema = z.strictObject({
  prizes: z
    .array(
      z.strictObject({
        nameZhHans: NameSchema,
        nameEn: NameSchema,
        kind: z.enum(PRIZE_KINDS, { error: 'wheel.prize_kind_rule' }),
        amount: yuanText(7).default('0'),
        weight: z
          .number({ error: 'wheel.weight_rule' })
          .int('wheel.weight_rule')
          .min(1, 'wheel.weight_rule')
          .max(1_000_000, 'wheel.weight_rule'),
      }),
    )
    .min(WHEEL_PRIZES.min, 'wheel.prize_count_rule')
    .max(WHEEL_PRIZES.max, 'wheel.prize_count_rule'),
  depositPerSpin: PerSpinSchema,
  turnoverPerSpin: PerSpinSchema,
  turnoverMultiple: z
    .number({ error: 'rewards.multiple_rule' })
    .min(0, 'rewards.multiple_rule')
    .max(100, 'rewards.multiple_rule'),
});
export type WheelSave = z.input<typeof WheelSaveSchema>;
export const AdminWheelSchema = WheelSaveSchema.extend({
  prizes: z.array(
    z.object({
      nameZhHans: z.string(),
      nameEn: z.string(),
      kind: z.enum(PRIZE_KINDS),
      amount: MoneySchema,
      weight: z.number().int(),
    }),
  ),
});
export const AdminAwardsSchema = pageSchema(AwardSchema.extend({ memberId: z.number().int() }));
export const FulfilInputSchema = z.strictObject({ orderNo: z.string().min(1).max(40).check(oneLine) });

export const WHEEL_API = {
  prizes: endpoint({ method: 'GET', path: 'chou/prizes', auth: 'visitor-or-member', answer: WheelSchema }),
  chances: endpoint({ method: 'GET', path: 'chou/jiangp', auth: 'member', answer: WheelChancesSchema }),
  draw: endpoint({
    method: 'POST',
    path: 'chou/draw',
    auth: 'member',
    idempotent: true,
    body: EmptyBodySchema,
    answer: SpinResultSchema,
  }),
  spins: endpoint({
    method: 'GET',
    path: 'chou/cjmx',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: SpinPageSchema,
  }),
  rotate: endpoint({
    method: 'POST',
    path: 'chou/rotate',
    auth: 'member',
    body: RotateInputSchema,
    answer: RotateResultSchema,
  }),
  awards: endpoint({
    method: 'GET',
    path: 'redemption/getAwardList',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: AwardPageSchema,
  }),
  adminWheel: endpoint({
    method: 'GET',
    path: 'admin/wheel',
    auth: { operator: ['marketing', 'admin'] },
    answer: AdminWheelSchema,
  }),
  adminSaveWheel: endpoint({
    method: 'POST',
    path: 'admin/wheel/save',
    auth: { operator: ['marketing', 'admin'] },
    body: WheelSaveSchema,
    answer: AdminWheelSchema,
  }),
  adminAwards: endpoint({
    method: 'GET',
    path: 'admin/redemptions',
    auth: { operator: ['marketing', 'admin'] },
    query: z.strictObject({ ...pageQueryFields, state: z.enum(REDEMPTION_STATES).optional() }),
    answer: AdminAwardsSchema,
  }),
  adminFulfil: endpoint({
    method: 'POST',
    path: 'admin/redemptions/fulfil',
    auth: { operator: ['marketing', 'admin'] },
    body: FulfilInputSchema,
    answer: AwardSchema,
  }),
} as const;
