import { PageQuerySchema, pageSchema } from '../envelope.ts';
import { z } from 'zod';
import { freeText, oneLine } from '../rules/text.ts';
import { MoneySchema } from '../rules/money.ts';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { CRYPTO_PROTOCOLS, isValidCryptoAddress } from '../rules/crypto-address.ts';
import {
  CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  DepositAmountSchema,
  PAYMENT_TYPES,
  depositAmountFen,
  parseRateE4,
} from './deposit.ts';

/**
 * The operator back office under /api/admin/. Operators are separate accounts from members
 * (created by `npm run operator:create`) and send their token in the `X-Operator-Token` header.
 */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token' as const;

export const OPERATOR_ROLES = ['finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** 3-32 letters, digits, dot, dash or underscore, starting with a letter. */
export const OperatorUsernameSchema = z
  .string({ error: 'operator.username_rule' })
  .regex(/^[A-Za-z][A-Za-z0-9._-]{2,31}$/, 'operator.username_rule');
/** Back-office passwords are longer than members': 12-64 characters with letters and digits. */
export const OperatorPasswordSchema = z
  .string({ error: 'operator.password_rule' })
  .min(12, 'operator.password_rule')
  .max(64, 'operator.password_rule')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'operator.password_rule')
  .check(oneLine);
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES, { error: 'operator.role_rule' });

export const OperatorLoginInputSchema = z.strictObject({
  username: z
    .string({ error: 'common.required' })
    .trim()
    .min(1, 'common.required')
    .max(64, 'operator.login_failed')
    .check(oneLine),
  password: z
    .string({ error: 'common.required' })
    .min(1, 'common.required')
    .max(128, 'operator.login_failed')
    .check(oneLine),
});
export type OperatorLoginInput = z.input<typeof OperatorLoginInputSchema>;

export const OperatorSessionSchema = z.object({
  token: z.string(),
  operatorId: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
  expiresAt: z.string(),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

export const OperatorMeSchema = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
});

/** Paging of every back-office list. */
export const AdminPageQuerySchema = PageQuerySchema;

/** A day in the platform time zone, as the date filters send it. */
export const AdminDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'common.invalid_request');

export const AuditQuerySchema = AdminPageQuerySchema.extend({
  action: z.string().max(64).check(oneLine).optional(),
  target: z.string().max(128).check(oneLine).optional(),
});
export const AuditItemSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  createdAt: z.string(),
});

/** Operators' own session and the audit log. */
export const OPERATOR_API = {
  login: endpoint({
    method: 'POST',
    path: 'admin/login',
    auth: 'visitor',
    limit: 'credential',
    body: OperatorLoginInputSchema,
    answer: OperatorSessionSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'admin/logout',
    auth: { operator: [] },
    body: EmptyBodySchema,
    answer: z.null(),
    message: 'operator.logged_out',
  }),
  me: endpoint({ method: 'GET', path: 'admin/me', auth: { operator: [] }, answer: OperatorMeSchema }),
  audit: endpoint({
    method: 'GET',
    path: 'admin/audit',
    auth: { operator: ['admin'] },
    query: AuditQuerySchema,
    answer: pageSchema(AuditItemSchema),
  }),
} as const;

export const DepositAdminQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(DEPOSIT_STATUSES, { error: 'common.invalid_request' }).optional(),
  /** A member id (digits) or username. */
  member: z.string().trim().min(1).max(64).check(oneLine).optional(),
  orderNo: z.string().trim().min(1).max(64).check(oneLine).optional(),
  /** Days in the platform time zone, both inclusive. */
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
});

export const DepositAdminItemSchema = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  type: z.enum(PAYMENT_TYPES),
  kind: z.enum(CHANNEL_KINDS),
  amount: MoneySchema,
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string().nullable(),
  proofUrl: z.string().nullable(),
  coin: z.string().nullable(),
  protocol: z.string().nullable(),
  rate: z.string().nullable(),
  expectedCoin: z.string().nullable(),
  provider: z.string().nullable(),
  providerTxnId: z.string().nullable(),
  confirmedVia: z.enum(['callback', 'operator']).nullable(),
  operatorId: z.number().int().nullable(),
  reason: z.string().nullable(),
  turnoverRequired: MoneySchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DepositAdminItem = z.infer<typeof DepositAdminItemSchema>;

const OrderNoSchema = z
  .string({ error: 'deposit.not_found' })
  .trim()
  .min(1, 'deposit.not_found')
  .max(64, 'deposit.not_found')
  .check(oneLine);
export const DepositApproveInputSchema = z.strictObject({
  orderNo: OrderNoSchema,
  remark: z.string().trim().max(200, 'common.invalid_request').check(freeText).optional(),
});
export const DepositRejectInputSchema = z.strictObject({
  orderNo: OrderNoSchema,
  reason: z
    .string({ error: 'deposit.reject_reason' })
    .trim()
    .min(1, 'deposit.reject_reason')
    .max(200, 'deposit.reject_reason')
    .check(freeText),
});

/** A deposit channel as operators see and edit it. */
export const ChannelAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PAYMENT_TYPES),
  kind: z.enum(CHANNEL_KINDS),
  nameZhHans: z.string(),
  nameEn: z.string(),
  min: MoneySchema,
  max: MoneySchema,
  enabled: z.boolean(),
  /** Enabled and usable now (an online channel also needs its payment provider configured). */
  offered: z.boolean(),
  sort: z.number().int(),
  needsPayerName: z.boolean(),
  needsProof: z.boolean(),
  payeeName: z.string(),
  payeeAccount: z.string(),
  payeeBank: z.string(),
  coin: z.string().nullable(),
  protocol: z.string().nullable(),
  address: z.string(),
  rate: z.string().nullable(),
  contact: z.string(),
  provider: z.string(),
});

const text = (max: number, rule = oneLine) =>
  z.string({ error: 'common.invalid_request' }).trim().max(max, 'common.invalid_request').check(rule);

/** Creates a channel (no id) or replaces an existing one (id). Enabled channels must be complete for their kind. */
export const ChannelSaveInputSchema = z
  .strictObject({
    id: z.number().int().positive().optional(),
    code: z.string({ error: 'operator.channel_code' }).regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'operator.channel_code'),
    type: z.enum(PAYMENT_TYPES, { error: 'common.invalid_request' }),
    kind: z.enum(CHANNEL_KINDS, { error: 'common.invalid_request' }),
    nameZhHans: text(40).min(1, 'common.required'),
    nameEn: text(40).min(1, 'common.required'),
    min: DepositAmountSchema,
    max: DepositAmountSchema,
    enabled: z.boolean({ error: 'common.invalid_request' }),
    sort: z.number().int().min(0).max(1000).default(0),
    needsPayerName: z.boolean().default(false),
    needsProof: z.boolean().default(false),
    payeeName: text(60).default(''),
    payeeAccount: text(100).default(''),
    payeeBank: text(60).default(''),
    coin: z.literal('USDT', { error: 'operator.channel_crypto' }).nullable().default(null),
    protocol: z.enum(CRYPTO_PROTOCOLS, { error: 'operator.channel_crypto' }).nullable().default(null),
    address: text(100).default(''),
    rate: z.string().trim().check(oneLine).nullable().default(null),
    // Customer-service contacts may list several ways to reach them, one a line.
    contact: text(200, freeText).default(''),
    provider: z
      .string()
      .regex(/^[a-z0-9_-]{0,32}$/, 'common.invalid_request')
      .default(''),
  })
  .superRefine((c, ctx) => {
    if (depositAmountFen(c.min) > depositAmountFen(c.max))
      ctx.addIssue({ code: 'custom', message: 'operator.channel_limits', path: ['max'] });
    if (c.kind === 'crypto') {
      const ok =
        c.coin !== null &&
        c.protocol !== null &&
        isValidCryptoAddress(c.protocol, c.address) &&
        c.rate !== null &&
        parseRateE4(c.rate) !== null;
      if (!ok) ctx.addIssue({ code: 'custom', message: 'operator.channel_crypto', path: ['address'] });
    }
    if (c.kind === 'transfer' && c.enabled && (!c.payeeName || !c.payeeAccount)) {
      ctx.addIssue({ code: 'custom', message: 'operator.channel_payee', path: ['payeeAccount'] });
    }
    if (c.kind === 'online' && !c.provider)
      ctx.addIssue({ code: 'custom', message: 'operator.channel_provider', path: ['provider'] });
  });
export type ChannelSaveInput = z.input<typeof ChannelSaveInputSchema>;
