import { z } from 'zod';
import { oneLine } from '../rules/text.ts';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { MoneySchema, formatFen, parseAmountToFen } from '../rules/money.ts';

/** The payment methods of the deposit page (docs/decisions.md, Deposit channels), in the order shown to members. */
export const PAYMENT_TYPES = ['fps', 'koipay', 'transfer_link', 'alipay', 'crypto', 'ebpay', 'cash'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * How a channel is paid: `transfer` to a payee account with payer name and proof image; `online`
 * through a payment provider's pay page; `crypto` to a receiving address; `service` through
 * customer service (shown with a contact, cannot be submitted online).
 */
export const CHANNEL_KINDS = ['transfer', 'online', 'crypto', 'service'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_MIN_FEN = BigInt(LIMITS.depositMinYuan) * 100n;
export const DEPOSIT_MAX_FEN = BigInt(LIMITS.depositMaxYuan) * 100n;

function depositFen(v: string | number): bigint | null {
  const fen = parseAmountToFen(v);
  return fen === null || fen < DEPOSIT_MIN_FEN || fen > DEPOSIT_MAX_FEN ? null : fen;
}

/**
 * A deposit amount: at most 2 decimals and 100-50000 yuan; anything else gets one message
 * (docs/product.md, Deposits). It stays as the member sent it (the idempotency check hashes the
 * parsed body, which must remain plain JSON); `depositAmountFen` turns a checked value into fen.
 */
export const DepositAmountSchema = z
  .union([z.string().max(15), z.number()], { error: 'deposit.amount' })
  .refine((v) => depositFen(v) !== null, 'deposit.amount');

export function depositAmountFen(v: string | number): bigint {
  const fen = depositFen(v);
  if (fen === null) throw new Error(`not a checked deposit amount: ${v}`);
  return fen;
}

/** An exchange rate (yuan per coin) as typed by an operator, "7.2" or "7.2345", to units of 1/10000; null when not valid. */
export function parseRateE4(rate: string): bigint | null {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) return null;
  const e4 = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  return e4 > 0n ? e4 : null;
}

export function formatRateE4(e4: bigint): string {
  return `${e4 / 10_000n}.${(e4 % 10_000n).toString().padStart(4, '0')}`;
}

/** Coin to pay for `amountFen` at `rateE4`, in coin cents, rounded up so the platform is never paid short. */
export function expectedCoinCents(amountFen: bigint, rateE4: bigint): bigint {
  return (amountFen * 10_000n + rateE4 - 1n) / rateE4;
}

/** The same as a wire string ("13.89"), for the page that previews the expected payment. */
export function expectedCoin(amountFen: bigint, rate: string): string | null {
  const e4 = parseRateE4(rate);
  return e4 === null ? null : formatFen(expectedCoinCents(amountFen, e4));
}

export const RechargeChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PAYMENT_TYPES),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  min: MoneySchema,
  max: MoneySchema,
  needsPayerName: z.boolean(),
  needsProof: z.boolean(),
  /** false for customer-service methods: show `hint` and `contact` instead of a form. */
  submittable: z.boolean(),
  payee: z.object({ name: z.string(), account: z.string(), bank: z.string() }).nullable(),
  crypto: z.object({ coin: z.string(), protocol: z.string(), address: z.string(), rate: z.string() }).nullable(),
  contact: z.string().nullable(),
  hint: z.string(),
});
export type RechargeChannel = z.infer<typeof RechargeChannelSchema>;

export const RechargeChannelListSchema = z.object({ list: z.array(RechargeChannelSchema) });

/** recharge/getRechargeChannels1: the same channels grouped by payment type, types in their fixed order. */
export const RechargeChannelGroupsSchema = z.object({
  list: z.array(z.object({ type: z.enum(PAYMENT_TYPES), name: z.string(), channels: z.array(RechargeChannelSchema) })),
});

/** payment/getTypeList: every payment method; `available` when at least one channel of it is offered now. */
export const PaymentTypeListSchema = z.object({
  list: z.array(
    z.object({ code: z.enum(PAYMENT_TYPES), name: z.string(), sort: z.number().int(), available: z.boolean() }),
  ),
});

export const RechargeSubmitInputSchema = z.strictObject({
  channelId: z.coerce
    .number({ error: 'deposit.channel_unavailable' })
    .int('deposit.channel_unavailable')
    .positive('deposit.channel_unavailable'),
  amount: DepositAmountSchema,
  payerName: z.string({ error: 'deposit.payer_name' }).trim().max(60, 'deposit.payer_name').check(oneLine).optional(),
  /** The URL common/upload answered for the member's proof image. */
  proofUrl: z
    .string({ error: 'deposit.proof_invalid' })
    .trim()
    .max(200, 'deposit.proof_invalid')
    .check(oneLine)
    .optional(),
});
export type RechargeSubmitInput = z.input<typeof RechargeSubmitInputSchema>;

export const DepositOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: MoneySchema,
  channelId: z.number().int(),
  type: z.enum(PAYMENT_TYPES),
  kind: z.enum(CHANNEL_KINDS),
  payerName: z.string().nullable(),
  proofUrl: z.string().nullable(),
  coin: z.string().nullable(),
  protocol: z.string().nullable(),
  rate: z.string().nullable(),
  expectedCoin: z.string().nullable(),
  /** For online channels: the provider's page where the member pays. */
  payUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;

export const DepositOrderQuerySchema = z.strictObject({
  orderNo: z
    .string({ error: 'deposit.not_found' })
    .max(64, 'deposit.not_found')
    .regex(/^[A-Za-z0-9]{1,64}$/, 'deposit.not_found'),
});
export type DepositOrderQuery = z.input<typeof DepositOrderQuerySchema>;

/**
 * The payment provider's notification, POSTed to /api/payment/callback/<provider> as JSON with
 * headers X-Timestamp (unix seconds), X-Nonce and X-Signature = hex HMAC-SHA256 of
 * `<timestamp>.<nonce>.<raw body>` under the shared secret.
 */
export const PAYMENT_SIGNATURE_HEADERS = {
  signature: 'x-signature',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
} as const;
export const PaymentCallbackBodySchema = z.object({
  merchant: z.string(),
  orderNo: z.string().max(64),
  providerTxnId: z.string().max(128),
  amount: MoneySchema,
  currency: z.literal('CNY'),
  status: z.enum(['paid', 'failed']),
});
export type PaymentCallbackBody = z.infer<typeof PaymentCallbackBodySchema>;

/** The provider's code in the callback's path (`payment/callback/<provider>`). */
export const PaymentCallbackParamsSchema = z.object({
  provider: z
    .string()
    .max(32)
    .regex(/^[a-z0-9_-]{1,32}$/),
});
/** What the platform made of a provider's notification. */
export const PaymentCallbackAnswerSchema = z.object({ orderNo: z.string(), outcome: z.string() });

/** The member's deposits, and the payment provider's callback. */
export const DEPOSIT_API = {
  channels: endpoint({
    method: 'GET',
    path: 'recharge/getRechargeChannels',
    auth: 'member',
    answer: RechargeChannelListSchema,
  }),
  channelGroups: endpoint({
    method: 'GET',
    path: 'recharge/getRechargeChannels1',
    auth: 'member',
    answer: RechargeChannelGroupsSchema,
  }),
  typeList: endpoint({ method: 'GET', path: 'payment/getTypeList', auth: 'member', answer: PaymentTypeListSchema }),
  submit: endpoint({
    method: 'POST',
    path: 'recharge/submit',
    auth: 'member',
    idempotent: true,
    body: RechargeSubmitInputSchema,
    answer: DepositOrderSchema,
    message: 'deposit.submitted',
  }),
  /** One deposit of the member, as submit answered it, with its current status (the pay page opened from a link). */
  order: endpoint({
    method: 'GET',
    path: 'recharge/getOrder',
    auth: 'member',
    query: DepositOrderQuerySchema,
    answer: DepositOrderSchema,
  }),
  /** The provider's notification: its signature covers the raw bytes, so the body stays unparsed. */
  callback: endpoint({
    method: 'POST',
    path: 'payment/callback/:provider',
    auth: 'visitor',
    body: 'raw-json',
    params: PaymentCallbackParamsSchema,
    answer: PaymentCallbackAnswerSchema,
    message: 'payment.accepted',
    hidden: true,
  }),
} as const;
