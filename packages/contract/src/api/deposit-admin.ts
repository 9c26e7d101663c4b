import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { freeText, oneLine } from '../rules/text.ts';
import { MoneySchema } from '../rules/money.ts';
import { CRYPTO_PROTOCOLS, isValidCryptoAddress } from '../rules/crypto-address.ts';
import { AdminDateSchema, AdminPageQuerySchema } from './admin.ts';
import {
  CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  DepositAmountSchema,
  PAYMENT_TYPES,
  depositAmountFen,
  parseRateE4,
} from './deposit.ts';

// A file of its own: deposit.ts's vocabulary comes first, and the operators' schemas build on it.

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
    code: z
      .string({ error: 'operator.channel_code' })
      .max(32, 'operator.channel_code')
      .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'operator.channel_code'),
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
    rate: z.string().trim().max(20, 'common.invalid_request').check(oneLine).nullable().default(null),
    // Customer-service contacts may list several ways to reach them, one a line.
    contact: text(200, freeText).default(''),
    provider: z
      .string()
      .max(32, 'common.invalid_request')
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

export const ChannelAdminListSchema = z.object({ list: z.array(ChannelAdminSchema) });

/** The operators' deposit queue and the deposit channels (docs/decisions.md, Operators). */
export const DEPOSIT_ADMIN_API = {
  list: endpoint({
    method: 'GET',
    path: 'admin/deposits',
    auth: { operator: ['finance', 'admin'] },
    query: DepositAdminQuerySchema,
    answer: pageSchema(DepositAdminItemSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: 'admin/deposits/approve',
    auth: { operator: ['finance', 'admin'] },
    body: DepositApproveInputSchema,
    answer: DepositAdminItemSchema,
    message: 'deposit.approved',
  }),
  reject: endpoint({
    method: 'POST',
    path: 'admin/deposits/reject',
    auth: { operator: ['finance', 'admin'] },
    body: DepositRejectInputSchema,
    answer: DepositAdminItemSchema,
    message: 'deposit.rejected',
  }),
  channels: endpoint({
    method: 'GET',
    path: 'admin/channels',
    auth: { operator: ['finance', 'admin'] },
    answer: ChannelAdminListSchema,
  }),
  /** Changing where members send money is for admins only. */
  saveChannel: endpoint({
    method: 'POST',
    path: 'admin/channels/save',
    auth: { operator: ['admin'] },
    body: ChannelSaveInputSchema,
    answer: ChannelAdminSchema,
    message: 'operator.channel_saved',
  }),
} as const;
