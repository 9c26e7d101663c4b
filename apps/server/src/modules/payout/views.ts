import {
  maskAddress,
  maskCardNumber,
  type BankCard,
  type CryptoAddress,
  type PayoutKind,
  type WalletAccount,
} from '@app/contract';
import type { PayoutAccount } from './accounts.ts';
import { usableFromOf } from './cooldown.ts';

/** Bank code to its name in the answer's language. */
export type BankNamer = (code: string) => string;

/** The binding time and the cooldown after it (cooldown.ts), in every account's answer. */
const times = (a: PayoutAccount, cooldownMinutes: number) => ({
  createdAt: a.createdAt.toISOString(),
  usableFrom: usableFromOf(a.createdAt, cooldownMinutes).toISOString(),
});

export function bankCardView(a: PayoutAccount, bankName: BankNamer, cooldownMinutes: number): BankCard {
  return {
    id: a.id,
    kind: 'bank',
    cardholderName: a.holderName ?? '',
    bankCode: a.bankCode ?? '',
    bankName: bankName(a.bankCode ?? ''),
    cardNumberMasked: maskCardNumber(a.number),
    branchAddress: a.branchAddress ?? '',
    ...times(a, cooldownMinutes),
  };
}

export function cryptoAddressView(a: PayoutAccount, cooldownMinutes: number): CryptoAddress {
  return {
    id: a.id,
    kind: 'crypto',
    alias: a.alias ?? '',
    coin: 'USDT',
    protocol: a.protocol === 'ERC20' ? 'ERC20' : 'TRC20',
    address: a.number,
    addressMasked: maskAddress(a.number),
    ...times(a, cooldownMinutes),
  };
}

export function walletAccountView(a: PayoutAccount, cooldownMinutes: number): WalletAccount {
  return {
    id: a.id,
    kind: 'wallet',
    realName: a.holderName ?? '',
    alias: a.alias ?? '',
    walletAddress: a.number,
    ...times(a, cooldownMinutes),
  };
}

/** The fields of an account (or of the copy a withdrawal keeps of it) that name it to the member. */
export type PayeeOf = { kind: PayoutKind; bankCode: string | null; number: string; protocol: string | null };

/** "招商银行 **** 1234" or "USDT-TRC20 TR7NHq…gjLj6t": how the member recognises an account. */
export function describePayout(a: PayeeOf, bankName: BankNamer): string {
  if (a.kind === 'bank') return `${bankName(a.bankCode ?? '')} **** ${a.number.slice(-4)}`;
  if (a.kind === 'crypto') return `USDT-${a.protocol} ${maskAddress(a.number)}`;
  return maskAddress(a.number);
}
