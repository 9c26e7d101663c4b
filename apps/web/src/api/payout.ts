import {
  BankCardSchema,
  BankListSchema,
  CryptoAddressSchema,
  UserWithdrawListSchema,
  WITHDRAW_PATHS,
  WalletAccountSchema,
  type AddBankInput,
  type AddCryptoInput,
  type AddWalletInput,
} from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './client';
import { queryClient } from './query-client';

// Fetchers

export async function getBanks(signal?: AbortSignal) {
  return (await request(WITHDRAW_PATHS.getBank, { schema: BankListSchema, signal })).data.list;
}

/** member/getUserWithdrawList: the member's bound bank cards, USDT addresses and wallets. */
export async function getPayoutAccounts(signal?: AbortSignal) {
  return (await request(WITHDRAW_PATHS.getUserWithdrawList, { schema: UserWithdrawListSchema, signal })).data;
}

export async function addBankCard(input: AddBankInput) {
  return request(WITHDRAW_PATHS.addBank, { method: 'POST', body: input, schema: BankCardSchema });
}

export async function addCryptoAddress(input: AddCryptoInput) {
  return request(WITHDRAW_PATHS.addCrypt, { method: 'POST', body: input, schema: CryptoAddressSchema });
}

export async function addWalletAccount(input: AddWalletInput) {
  return request(WITHDRAW_PATHS.addWallet, { method: 'POST', body: input, schema: WalletAccountSchema });
}

export async function deletePayoutAccount(id: number) {
  return request(WITHDRAW_PATHS.delAddress, { method: 'POST', body: { id }, schema: z.null() });
}

// Queries

export const payoutQueryKeys = {
  all: ['payout'] as const,
  banks: ['payout', 'banks'] as const,
  accounts: ['payout', 'accounts'] as const,
};

/** The bank list changes with a deployment, not while a member looks at it. */
export const banksQueryOptions = () =>
  queryOptions({ queryKey: payoutQueryKeys.banks, queryFn: ({ signal }) => getBanks(signal), staleTime: Infinity });

export const payoutAccountsQueryOptions = () =>
  queryOptions({ queryKey: payoutQueryKeys.accounts, queryFn: ({ signal }) => getPayoutAccounts(signal) });

export const useBanks = () => useQuery(banksQueryOptions());
export const usePayoutAccounts = () => useQuery(payoutAccountsQueryOptions());

// Mutations

const refreshAccounts = () => queryClient.invalidateQueries({ queryKey: payoutQueryKeys.accounts });

export const useAddBankCard = () => useMutation({ mutationFn: addBankCard, onSuccess: refreshAccounts });
export const useAddCryptoAddress = () => useMutation({ mutationFn: addCryptoAddress, onSuccess: refreshAccounts });
export const useAddWalletAccount = () => useMutation({ mutationFn: addWalletAccount, onSuccess: refreshAccounts });
export const useDeletePayoutAccount = () =>
  useMutation({ mutationFn: deletePayoutAccount, onSettled: refreshAccounts });
