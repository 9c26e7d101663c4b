import { z } from 'zod';
import { oneLine, withoutControlChars } from '../rules/text.ts';
import { endpoint } from '../endpoint.ts';
import { BranchAddressSchema, CardNumberSchema, HolderNameSchema } from '../rules/bank-card.ts';
import {
  CRYPTO_COINS,
  CRYPTO_PROTOCOLS,
  CryptoCoinSchema,
  CryptoProtocolSchema,
  isValidCryptoAddress,
} from '../rules/crypto-address.ts';
import { BankItemSchema } from './common.ts';
import { LoginPasswordConfirmSchema } from './security.ts';

/** Where a member's withdrawals may go (docs/decisions.md, Payout accounts). */
export const PAYOUT_KINDS = ['bank', 'crypto', 'wallet'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
/** How many accounts of one kind a member may keep bound. */
export const PAYOUT_ACCOUNTS_PER_KIND = 5;

const AliasSchema = z
  .string({ error: 'payout.alias' })
  .trim()
  .min(1, 'payout.alias')
  .max(20, 'payout.alias')
  .regex(/^[^\p{Cc}<>]+$/u, 'payout.alias')
  .check(withoutControlChars('payout.alias'));

export const BankListSchema = z.object({ list: z.array(BankItemSchema) });

export const AddBankInputSchema = z.strictObject({
  cardholderName: HolderNameSchema,
  bankCode: z.string({ error: 'payout.bank' }).min(1, 'payout.bank').max(20, 'payout.bank').check(oneLine),
  cardNumber: CardNumberSchema,
  branchAddress: BranchAddressSchema,
  /** The login password, asked again before an account is bound (docs/decisions.md, Account security). */
  password: LoginPasswordConfirmSchema,
});
export type AddBankInput = z.input<typeof AddBankInputSchema>;

export const AddCryptoInputSchema = z
  .strictObject({
    alias: AliasSchema,
    coin: CryptoCoinSchema.default('USDT'),
    protocol: CryptoProtocolSchema,
    address: z.string({ error: 'payout.trc20_address' }).trim().max(100, 'payout.trc20_address').check(oneLine),
    password: LoginPasswordConfirmSchema,
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
    .max(100, 'payout.wallet_address')
    .regex(/^[A-Za-z0-9@._:+-]{6,100}$/, 'payout.wallet_address'),
  password: LoginPasswordConfirmSchema,
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
  /** From then on withdrawals may go to it (the cooling-off of a new account). */
  usableFrom: z.string(),
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
  /** From then on withdrawals may go to it (the cooling-off of a new account). */
  usableFrom: z.string(),
});
export type CryptoAddress = z.infer<typeof CryptoAddressSchema>;

export const WalletAccountSchema = z.object({
  id: z.number().int(),
  kind: z.literal('wallet'),
  realName: z.string(),
  alias: z.string(),
  walletAddress: z.string(),
  createdAt: z.string(),
  /** From then on withdrawals may go to it (the cooling-off of a new account). */
  usableFrom: z.string(),
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

/** Bank cards, USDT addresses and wallet accounts a member withdraws to. */
export const PAYOUT_API = {
  getBank: endpoint({ method: 'GET', path: 'withdraw/getBank', auth: 'member', answer: BankListSchema }),
  addBank: endpoint({
    method: 'POST',
    path: 'withdraw/addBank',
    auth: 'member',
    body: AddBankInputSchema,
    answer: BankCardSchema,
    message: 'payout.added',
  }),
  getCryptList: endpoint({ method: 'GET', path: 'withdraw/getCryptList', auth: 'member', answer: CryptListSchema }),
  addCrypt: endpoint({
    method: 'POST',
    path: 'withdraw/addCrypt',
    auth: 'member',
    body: AddCryptoInputSchema,
    answer: CryptoAddressSchema,
    message: 'payout.added',
  }),
  addWallet: endpoint({
    method: 'POST',
    path: 'withdraw/addWallet',
    auth: 'member',
    body: AddWalletInputSchema,
    answer: WalletAccountSchema,
    message: 'payout.added',
  }),
  getUserWithdrawList: endpoint({
    method: 'GET',
    path: 'member/getUserWithdrawList',
    auth: 'member',
    answer: UserWithdrawListSchema,
  }),
  /** Served by the withdrawal module: it knows whether a pending withdrawal still goes to the account. */
  delAddress: endpoint({
    method: 'POST',
    path: 'payment/delAddress',
    auth: 'member',
    body: DelAddressInputSchema,
    answer: z.null(),
    message: 'payout.deleted',
  }),
} as const;
