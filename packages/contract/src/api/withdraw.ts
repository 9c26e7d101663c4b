import { pageQueryFields } from '../envelope.ts';
import { z } from 'zod';
import { AmountInputSchema, MoneySchema } from '../rules/money.ts';
import { BranchAddressSchema, CardNumberSchema, HolderNameSchema } from '../rules/bank-card.ts';
import {
  CRYPTO_COINS,
  CRYPTO_PROTOCOLS,
  CryptoCoinSchema,
  CryptoProtocolSchema,
  isValidCryptoAddress,
} from '../rules/crypto-address.ts';
import { BankItemSchema } from './common.ts';
import { AdminDateSchema, AdminPageQuerySchema } from './admin.ts';

/** Payout accounts and withdrawals (SPEC §7 Money), relative to {host}/api/. */
export const WITHDRAW_PATHS = {
  getBank: 'withdraw/getBank',
  addBank: 'withdraw/addBank',
  getCryptList: 'withdraw/getCryptList',
  addCrypt: 'withdraw/addCrypt',
  addWallet: 'withdraw/addWallet',
  delAddress: 'payment/delAddress',
  getUserWithdrawList: 'member/getUserWithdrawList',
  getWithdrawList: 'withdraw/getWithdrawList',
  /** Fee and actual amount before submitting (not in the spec's list: the page shows them). */
  preview: 'withdraw/preview',
  submit: 'withdraw/submit',
  adminList: 'admin/withdrawals',
  adminPay: 'admin/withdrawals/pay',
  adminReject: 'admin/withdrawals/reject',
} as const;

/** SPEC §3: quick transfer to card, USDT. */
export const WITHDRAW_METHODS = ['bank', 'usdt'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export const PAYOUT_KINDS = ['bank', 'crypto', 'wallet'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
/** How many accounts of one kind a member may keep bound. */
export const PAYOUT_ACCOUNTS_PER_KIND = 5;

const AliasSchema = z
  .string({ error: 'payout.alias' })
  .trim()
  .min(1, 'payout.alias')
  .max(20, 'payout.alias')
  .regex(/^[^\p{Cc}<>]+$/u, 'payout.alias');

// ---- payout accounts

export const BankListSchema = z.object({ list: z.array(BankItemSchema) });

export const AddBankInputSchema = z.strictObject({
  cardholderName: HolderNameSchema,
  bankCode: z.string({ error: 'payout.bank' }).min(1, 'payout.bank').max(20, 'payout.bank'),
  cardNumber: CardNumberSchema,
  branchAddress: BranchAddressSchema,
});
export type AddBankInput = z.input<typeof AddBankInputSchema>;

export const AddCryptoInputSchema = z
  .strictObject({
    alias: AliasSchema,
    coin: CryptoCoinSchema.default('USDT'),
    protocol: CryptoProtocolSchema,
    address: z.string({ error: 'payout.trc20_address' }).trim().max(100, 'payout.trc20_address'),
  })
  .superRefine((v, ctx) => {
    if (!isValidCryptoAddress(v.protocol, v.address)) {
      const message = v.protocol === 'TRC20' ? 'payout.trc20_address' : 'payout.erc20_address';
      ctx.addIssue({ code: 'custom', message, path: ['address'] });
    }
  });
export type AddCryptoInput = z.input<typeof AddCryptoInputSchema>;

export const AddWalletInputSchema = z.strictObject({
  realName: HolderNameSchema,
  alias: AliasSchema,
  walletAddress: z
    .string({ error: 'payout.wallet_address' })
    .trim()
    .regex(/^[A-Za-z0-9@._:+-]{6,100}$/, 'payout.wallet_address'),
});
export type AddWalletInput = z.input<typeof AddWalletInputSchema>;

export const DelAddressInputSchema = z.strictObject({
  id: z.coerce.number({ error: 'payout.not_found' }).int('payout.not_found').positive('payout.not_found'),
});

export const BankCardSchema = z.object({
  id: z.number().int(),
  kind: z.literal('bank'),
  cardholderName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** "**** **** **** 1234": the full number never leaves the server towards members. */
  cardNumberMasked: z.string(),
  branchAddress: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

export const CryptoAddressSchema = z.object({
  id: z.number().int(),
  kind: z.literal('crypto'),
  alias: z.string(),
  coin: z.enum(CRYPTO_COINS),
  protocol: z.enum(CRYPTO_PROTOCOLS),
  address: z.string(),
  addressMasked: z.string(),
  createdAt: z.string(),
});
export type CryptoAddress = z.infer<typeof CryptoAddressSchema>;

export const WalletAccountSchema = z.object({
  id: z.number().int(),
  kind: z.literal('wallet'),
  realName: z.string(),
  alias: z.string(),
  walletAddress: z.string(),
  createdAt: z.string(),
});
export type WalletAccount = z.infer<typeof WalletAccountSchema>;

export const CryptListSchema = z.object({ list: z.array(CryptoAddressSchema) });

/** The withdrawal page's choices: accounts by kind, with the methods they serve. */
export const UserWithdrawListSchema = z.object({
  bankCards: z.array(BankCardSchema),
  cryptoAddresses: z.array(CryptoAddressSchema),
  wallets: z.array(WalletAccountSchema),
});
export type UserWithdrawList = z.infer<typeof UserWithdrawListSchema>;

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
 * The amount is taken raw here and checked by the server after the spec's checks (password set,
 * account bound, turnover, password right), so a member sees those first. The form uses
 * AmountInputSchema for it.
 */
export const WithdrawSubmitInputSchema = z.strictObject({
  method: WithdrawMethodSchema,
  accountId: z
    .number({ error: 'withdraw.account_required' })
    .int('withdraw.account_required')
    .positive('withdraw.account_required')
    .optional(),
  amount: z.union([z.string(), z.number()], { error: 'rules.amount' }),
  withdrawPassword: z
    .string({ error: 'common.required' })
    .min(1, 'common.required')
    .max(64, 'user.withdraw_password_wrong'),
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
  orderNo: z.string().max(40, 'common.invalid_request').optional(),
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
  orderNo: z.string({ error: 'withdraw.not_found' }).min(1, 'withdraw.not_found').max(40, 'withdraw.not_found'),
});
export const AdminWithdrawRejectInputSchema = AdminWithdrawPayInputSchema.extend({
  reason: z
    .string({ error: 'withdraw.reject_reason' })
    .trim()
    .min(1, 'withdraw.reject_reason')
    .max(200, 'withdraw.reject_reason'),
});
