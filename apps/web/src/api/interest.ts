import { INTEREST_API } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { refreshAfterMoneyMoved } from './wallet';

const PAGE_SIZE = 20;

// Fetchers

/** The wallet at a glance: balance, rate, yesterday's and total interest, claimable, the 30-day chart. */
export async function getInterestData(signal?: AbortSignal) {
  return (await call(INTEREST_API.data, undefined, { signal })).data;
}

/** The history: moves, accruals and claims of the last 30 days, newest first. */
export async function getInterestRecords(page: number, signal?: AbortSignal) {
  return (await call(INTEREST_API.list, { range: 'last30', page, limit: PAGE_SIZE }, { signal })).data;
}

export async function moveInterest(direction: 'into' | 'turnout', amount: string, idempotencyKey: string) {
  return call(INTEREST_API[direction], { amount }, { idempotencyKey });
}

export async function claimInterest(idempotencyKey: string) {
  return call(INTEREST_API.receive, {}, { idempotencyKey });
}

// Queries

export const interestQueryKeys = {
  all: ['interest'] as const,
  data: ['interest', 'data'] as const,
  records: ['interest', 'records'] as const,
};

export const interestDataQueryOptions = () =>
  queryOptions({ queryKey: interestQueryKeys.data, queryFn: ({ signal }) => getInterestData(signal), staleTime: 0 });

export const interestRecordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: interestQueryKeys.records,
    queryFn: ({ pageParam, signal }) => getInterestRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

export const useInterestData = () => useQuery(interestDataQueryOptions());
export const useInterestRecords = () => useInfiniteQuery(interestRecordsQueryOptions());

function refreshInterest() {
  refreshAfterMoneyMoved();
  void queryClient.invalidateQueries({ queryKey: interestQueryKeys.all });
}

// Money actions (one Idempotency-Key per user action)

export const useMoveInterest = () =>
  useIdempotentSubmit(async (input: { direction: 'into' | 'turnout'; amount: string }, key: string) => {
    try {
      return await moveInterest(input.direction, input.amount, key);
    } finally {
      refreshInterest();
    }
  });

export const useClaimInterest = () =>
  useIdempotentSubmit(async (_input: void, key: string) => {
    try {
      return await claimInterest(key);
    } finally {
      refreshInterest();
    }
  });
