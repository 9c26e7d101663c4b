import { BETRECORD_API, type BetStatus, type DateRangeQuery } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';

const PAGE_SIZE = 20;

export type BetRecordFilter = DateRangeQuery & { platform?: string | undefined; status?: BetStatus | undefined };

// Fetchers

export async function getBetList(filter: BetRecordFilter, page: number, signal?: AbortSignal) {
  return (await call(BETRECORD_API.getBetList, { ...filter, page, limit: PAGE_SIZE }, { signal })).data;
}

export async function getBetTotals(filter: DateRangeQuery & { platform?: string | undefined }, signal?: AbortSignal) {
  return (await call(BETRECORD_API.getTotalList, filter, { signal })).data;
}

export async function getBetDetail(orderNo: string, platform: string | undefined, signal?: AbortSignal) {
  return (await call(BETRECORD_API.getBetDetail, { orderNo, platform }, { signal })).data;
}

export async function getBetFilters(signal?: AbortSignal) {
  return (await call(BETRECORD_API.getBetFilters, undefined, { signal })).data;
}

// Queries

export const betRecordQueryKeys = {
  all: ['betrecord'] as const,
  list: (filter: BetRecordFilter) => ['betrecord', 'list', filter] as const,
  totals: (filter: BetRecordFilter) => ['betrecord', 'totals', filter] as const,
  detail: (orderNo: string, platform: string | undefined) => ['betrecord', 'detail', orderNo, platform ?? ''] as const,
  filters: ['betrecord', 'filters'] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const betListQueryOptions = (filter: BetRecordFilter) =>
  infiniteQueryOptions({
    queryKey: betRecordQueryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getBetList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Totals of the range (the status filter does not apply to them). */
export const betTotalsQueryOptions = (filter: BetRecordFilter) => {
  const { range, from, to, platform } = filter;
  const query = { range, from, to, platform };
  return queryOptions({
    queryKey: betRecordQueryKeys.totals(query),
    queryFn: ({ signal }) => getBetTotals(query, signal),
  });
};

export const betDetailQueryOptions = (orderNo: string, platform: string | undefined) =>
  queryOptions({
    queryKey: betRecordQueryKeys.detail(orderNo, platform),
    queryFn: ({ signal }) => getBetDetail(orderNo, platform, signal),
    // An unfinished bet settles at its draw: look again meanwhile.
    refetchInterval: (query) => (query.state.data?.status === 'unfinished' ? 5000 : false),
  });

export const betFiltersQueryOptions = () =>
  queryOptions({
    queryKey: betRecordQueryKeys.filters,
    queryFn: ({ signal }) => getBetFilters(signal),
    staleTime: 300_000,
  });

/** `filter` null: the date filter is not valid, nothing is asked. */
export const useBetRecords = (filter: BetRecordFilter | null) =>
  useInfiniteQuery({ ...betListQueryOptions(filter ?? {}), enabled: filter !== null });
export const useBetTotals = (filter: BetRecordFilter | null) =>
  useQuery({ ...betTotalsQueryOptions(filter ?? {}), enabled: filter !== null });
export const useBetDetail = (orderNo: string, platform: string | undefined) =>
  useQuery({ ...betDetailQueryOptions(orderNo, platform), enabled: orderNo !== '' });
export const useBetFilters = () => useQuery(betFiltersQueryOptions());
