import { WALLET_API, type TransferInput } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { recordsQueryKeys } from './records';
import { queryClient } from './query-client';
import { userQueryKeys } from './user';

// Fetchers

export async function getWalletList(signal?: AbortSignal) {
  return (await call(WALLET_API.walletList, undefined, { signal })).data;
}

export async function getVenuesList(signal?: AbortSignal) {
  // A member sees a handful of venues: one page of the largest size holds them all.
  return (await call(WALLET_API.venuesList, { page: 1, limit: 100 }, { signal })).data;
}

export async function transfer(input: TransferInput, idempotencyKey: string) {
  return call(WALLET_API.transfer, input, { idempotencyKey });
}

export async function recycleAll(idempotencyKey: string) {
  return call(WALLET_API.oneClickRecycle, {}, { idempotencyKey });
}

// Queries

export const walletQueryKeys = {
  all: ['wallet'] as const,
  list: ['wallet', 'list'] as const,
  venues: ['wallet', 'venues'] as const,
};

export const walletListQueryOptions = () =>
  queryOptions({ queryKey: walletQueryKeys.list, queryFn: ({ signal }) => getWalletList(signal), staleTime: 0 });

export const venuesQueryOptions = () =>
  queryOptions({ queryKey: walletQueryKeys.venues, queryFn: ({ signal }) => getVenuesList(signal), staleTime: 0 });

export const useWalletList = () => useQuery(walletListQueryOptions());
export const useVenues = () => useQuery(venuesQueryOptions());

/** Balances moved: the wallets, the central balance and the records are out of date. */
export function refreshAfterMoneyMoved() {
  void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: userQueryKeys.balance });
  void queryClient.invalidateQueries({ queryKey: recordsQueryKeys.all });
}

// Money actions (one Idempotency-Key per user action)

export const useTransfer = () =>
  useIdempotentSubmit(async (input: TransferInput, key: string) => {
    try {
      return await transfer(input, key);
    } finally {
      // Even a refusal may follow a move made elsewhere; and a pending transfer changed balances.
      refreshAfterMoneyMoved();
    }
  });

export const useRecycleAll = () =>
  useIdempotentSubmit(async (_input: void, key: string) => {
    try {
      return await recycleAll(key);
    } finally {
      refreshAfterMoneyMoved();
    }
  });
