import { z } from 'zod';
import { freeText, oneLine, withoutControlChars } from '../rules/text.ts';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { AmountInputSchema, MoneySchema } from '../rules/money.ts';
import { AdminDateSchema, AdminPageQuerySchema } from './admin.ts';

/** Quick transfer to a card, or USDT (docs/decisions.md, Withdrawal fees and limits). */
export const WITHDRAW_METHODS = ['bank', 'usdt'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

// ---- withdrawals

export const WithdrawMethodSchema = z.enum(WITHDRAW_METHODS, { error: 'withdraw.method' });

export const WithdrawPreviewQuerySchema = z.strictObject({
  method: WithdrawMethodSchema,
  amount: AmountInputSchema,
});

export const UsdtQuoteSchema = z.object({ coin: z.literal('USDT'), rate: z.string(), amount: z.string() });

export const WithdrawPreviewSchema = z.object({
  method: WithdrawMethodSchema,
  amount: MoneySchema,
  fee: MoneySchema,
  actualAmount: MoneySchema,
  /** The coin amount at the configured rate, for USDT. */
  usdt: UsdtQuoteSchema.nullable(),
  min: MoneySchema,
  max: MoneySchema,
});
export type WithdrawPreview = z.infer<typeof WithdrawPreviewSchema>;

/**
 * The amount is taken raw here and checked by the server after the other checks (password set,
 * account bound, turnover, password right; docs/decisions.md, Withdrawal fees and limits), so a
 * member sees those first. The form uses
 * AmountInputSchema for it.
 */
export const WithdrawSubmitInputSchema = z.strictObject({
  method: WithdrawMethodSchema,
  accountId: z
    .number({ error: 'withdraw.account_required' })
    .int('withdraw.account_required')
    .positive('withdraw.account_required')
    .optional(),
  amount: z.union([z.string().max(15, 'rules.amount').check(withoutControlChars('rules.amount')), z.number()], {
    error: 'rules.amount',
  }),
  withdrawPassword: z
    .string({ error: 'common.required' })
    .min(1, 'common.required')
    .max(64, 'user.withdraw_password_wrong')
    .check(oneLine),
});
export type WithdrawSubmitInput = z.input<typeof WithdrawSubmitInputSchema>;

export const WithdrawOrderSchema = z.object({
  orderNo: z.string(),
  method: WithdrawMethodSchema,
  methodLabel: z.string(),
  /** The payout account as the member recognises it: bank and last digits, or protocol and address. */
  account: z.string(),
  amount: MoneySchema,
  fee: MoneySchema,
  actualAmount: MoneySchema,
  usdt: UsdtQuoteSchema.nullable(),
  status: z.enum(WITHDRAW_STATUSES),
  statusLabel: z.string(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type WithdrawOrder = z.infer<typeof WithdrawOrderSchema>;

export const WithdrawListQuerySchema = z.strictObject({
  ...pageQueryFields,
  status: z.enum(WITHDRAW_STATUSES, { error: 'common.invalid_request' }).optional(),
});

// ---- back office

export const AdminWithdrawQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(WITHDRAW_STATUSES, { error: 'common.invalid_request' }).optional(),
  method: z.enum(WITHDRAW_METHODS, { error: 'common.invalid_request' }).optional(),
  memberId: z.coerce
    .number({ error: 'common.invalid_request' })
    .int('common.invalid_request')
    .positive('common.invalid_request')
    .optional(),
  orderNo: z.string().max(40, 'common.invalid_request').check(oneLine).optional(),
  /** Days in the platform time zone, both inclusive. */
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
});

export const AdminWithdrawItemSchema = WithdrawOrderSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** Everything an operator needs to pay: full card number or address. */
  payee: z.object({
    holderName: z.string().nullable(),
    bankCode: z.string().nullable(),
    bankName: z.string().nullable(),
    number: z.string(),
    branchAddress: z.string().nullable(),
    protocol: z.string().nullable(),
  }),
  operatorId: z.number().int().nullable(),
});
export type AdminWithdrawItem = z.infer<typeof AdminWithdrawItemSchema>;

export const AdminWithdrawPayInputSchema = z.strictObject({
  orderNo: z
    .string({ error: 'withdraw.not_found' })
    .min(1, 'withdraw.not_found')
    .max(40, 'withdraw.not_found')
    .check(oneLine),
});
export const AdminWithdrawRejectInputSchema = AdminWithdrawPayInputSchema.extend({
  reason: z
    .string({ error: 'withdraw.reject_reason' })
    .trim()
    .min(1, 'withdraw.reject_reason')
    .max(200, 'withdraw.reject_reason')
    .check(freeText),
});

/** The member's withdrawals, and the operators' queue of them (pay or reject). */
export const WITHDRAW_API = {
  /** Fee and actual amount before submitting: the page shows them while the member types. */
  preview: endpoint({
    method: 'GET',
    path: 'withdraw/preview',
    auth: 'member',
    query: WithdrawPreviewQuerySchema,
    answer: WithdrawPreviewSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: 'withdraw/submit',
    auth: 'member',
    idempotent: true,
    // The withdrawal password is guessed here as much as anywhere: limited like the other credentials.
    limit: 'credential',
    body: WithdrawSubmitInputSchema,
    answer: WithdrawOrderSchema,
    message: 'withdraw.submitted',
  }),
  getWithdrawList: endpoint({
    method: 'GET',
    path: 'withdraw/getWithdrawList',
    auth: 'member',
    query: WithdrawListQuerySchema,
    answer: pageSchema(WithdrawOrderSchema),
  }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/withdrawals',
    auth: { operator: ['finance', 'admin'] },
    query: AdminWithdrawQuerySchema,
    answer: pageSchema(AdminWithdrawItemSchema),
  }),
  adminPay: endpoint({
    method: 'POST',
    path: 'admin/withdrawals/pay',
    auth: { operator: ['finance', 'admin'] },
    body: AdminWithdrawPayInputSchema,
    answer: AdminWithdrawItemSchema,
    message: 'withdraw.paid',
  }),
  adminReject: endpoint({
    method: 'POST',
    path: 'admin/withdrawals/reject',
    auth: { operator: ['finance', 'admin'] },
    body: AdminWithdrawRejectInputSchema,
    answer: AdminWithdrawItemSchema,
    message: 'withdraw.rejected',
  }),
} as const;
