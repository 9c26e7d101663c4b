import {
  RECORDS_API,
  type DateRangeQuery,
  type MoneyLogType,
  type TradeItem,
  type TradeStatus,
  type TradeType,
} from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';

const PAGE_SIZE = 20;

export type TradeFilter = DateRangeQuery & { type?: TradeType | undefined; status?: TradeStatus | undefined };
export type MoneyLogFilter = DateRangeQuery & { type?: MoneyLogType | undefined };

// Fetchers

export async function getTradeTypes(signal?: AbortSignal) {
  return (await call(RECORDS_API.getTradeTypeList, undefined, { signal })).data.list;
}

export async function getTradeList(filter: TradeFilter, page: number, signal?: AbortSignal) {
  return (await call(RECORDS_API.getTradeList, { ...filter, page, limit: PAGE_SIZE }, { signal })).data;
}

/** record/getTradeDetail: one order of the member's records; not found is left to the page to show. */
export async function getTradeDetail(orderNo: string, signal?: AbortSignal) {
  return (await call(RECORDS_API.getTradeDetail, { orderNo }, { quiet: true, signal })).data;
}

export async function getMoneyLogTypes(signal?: AbortSignal) {
  return (await call(RECORDS_API.getMoneyLogType, undefined, { signal })).data.list;
}

export async function getMoneyLogList(filter: MoneyLogFilter, page: number, signal?: AbortSignal) {
  return (await call(RECORDS_API.getMoneyLogList, { ...filter, page, limit: PAGE_SIZE }, { signal })).data;
}

// Queries

export const recordsQueryKeys = {
  all: ['records'] as const,
  tradeTypes: ['records', 'tradeTypes'] as const,
  trades: (filter: TradeFilter) => ['records', 'trades', filter] as const,
  trade: (orderNo: string) => ['records', 'trade', orderNo] as const,
  moneyLogTypes: ['records', 'moneyLogTypes'] as const,
  moneyLog: (filter: MoneyLogFilter) => ['records', 'moneyLog', filter] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const tradeTypesQueryOptions = () =>
  queryOptions({ queryKey: recordsQueryKeys.tradeTypes, queryFn: ({ signal }) => getTradeTypes(signal) });

export const tradesQueryOptions = (filter: TradeFilter) =>
  infiniteQueryOptions({
    queryKey: recordsQueryKeys.trades(filter),
    queryFn: ({ pageParam, signal }) => getTradeList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const tradeDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: recordsQueryKeys.trade(orderNo),
    queryFn: ({ signal }) => getTradeDetail(orderNo, signal),
    staleTime: 0,
  });

export const moneyLogTypesQueryOptions = () =>
  queryOptions({ queryKey: recordsQueryKeys.moneyLogTypes, queryFn: ({ signal }) => getMoneyLogTypes(signal) });

export const moneyLogQueryOptions = (filter: MoneyLogFilter) =>
  infiniteQueryOptions({
    queryKey: recordsQueryKeys.moneyLog(filter),
    queryFn: ({ pageParam, signal }) => getMoneyLogList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useTradeTypes = () => useQuery(tradeTypesQueryOptions());
export const useMoneyLogTypes = () => useQuery(moneyLogTypesQueryOptions());
/**
 * `orderNo` '': none in the address, nothing is asked. `shown`: the line the list handed over,
 * shown while the order is fetched.
 */
export const useTradeDetail = (orderNo: string, shown?: TradeItem) =>
  useQuery({
    ...tradeDetailQueryOptions(orderNo),
    enabled: orderNo !== '',
    placeholderData: shown?.orderNo === orderNo ? shown : undefined,
  });
/** `filter` null: the date filter is not valid, nothing is asked. */
export const useTrades = (filter: TradeFilter | null) =>
  useInfiniteQuery({ ...tradesQueryOptions(filter ?? {}), enabled: filter !== null });
export const useMoneyLog = (filter: MoneyLogFilter | null) =>
  useInfiniteQuery({ ...moneyLogQueryOptions(filter ?? {}), enabled: filter !== null });
