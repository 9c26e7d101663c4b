import { PAYOUT_API, type AddBankInput, type AddCryptoInput, type AddWalletInput } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { queryClient } from './query-client';
import { refreshNotices } from './security';

// Fetchers

export async function getBanks(signal?: AbortSignal) {
  return (await call(PAYOUT_API.getBank, undefined, { signal })).data.list;
}

/** member/getUserWithdrawList: the member's bound bank cards, USDT addresses and wallets. */
export async function getPayoutAccounts(signal?: AbortSignal) {
  return (await call(PAYOUT_API.getUserWithdrawList, undefined, { signal })).data;
}

export async function addBankCard(input: AddBankInput) {
  return call(PAYOUT_API.addBank, input);
}

export async function addCryptoAddress(input: AddCryptoInput) {
  return call(PAYOUT_API.addCrypt, input);
}

export async function addWalletAccount(input: AddWalletInput) {
  return call(PAYOUT_API.addWallet, input);
}

export async function deletePayoutAccount(id: number) {
  return call(PAYOUT_API.delAddress, { id });
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
/** An added account also writes a security notice. */
const refreshAdded = () => Promise.all([refreshAccounts(), refreshNotices()]);

export const useAddBankCard = () => useMutation({ mutationFn: addBankCard, onSuccess: refreshAdded });
export const useAddCryptoAddress = () => useMutation({ mutationFn: addCryptoAddress, onSuccess: refreshAdded });
export const useAddWalletAccount = () => useMutation({ mutationFn: addWalletAccount, onSuccess: refreshAdded });
export const useDeletePayoutAccount = () =>
  useMutation({ mutationFn: deletePayoutAccount, onSettled: refreshAccounts });
