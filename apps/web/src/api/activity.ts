import { ACTIVITY_API, BONUS_API, type ActivityTab } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { claimReward, rewardsQueryKeys } from './rewards';
import { refreshAfterMoneyMoved } from './wallet';

const PAGE_SIZE = 20;

// Fetchers

/** activity/getActivityClassification: the Promotion tab's six tabs with their labels, in order. */
export async function getActivityTabs(signal?: AbortSignal) {
  return (await call(ACTIVITY_API.tabs, undefined, { signal })).data.list;
}

export async function getActivityList(tab: ActivityTab, page: number, signal?: AbortSignal) {
  return (await call(ACTIVITY_API.list, { tab, page, limit: PAGE_SIZE }, { signal })).data;
}

/** activity/detail: one promotion with the member's state; not found is left to the page to show. */
export async function getActivityDetail(id: number, signal?: AbortSignal) {
  return (await call(ACTIVITY_API.detail, { id }, { quiet: true, signal })).data;
}

/** activity/bonusList: the member's bonuses with the turnover each still asks for. */
export async function getBonusList(page: number, signal?: AbortSignal) {
  return (await call(BONUS_API.list, { page, limit: PAGE_SIZE }, { signal })).data;
}

// Queries

export const activityQueryKeys = {
  all: ['activity'] as const,
  tabs: ['activity', 'tabs'] as const,
  list: (tab: ActivityTab) => ['activity', 'list', tab] as const,
  detail: (id: number) => ['activity', 'detail', id] as const,
  bonuses: ['activity', 'bonuses'] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const activityTabsQueryOptions = () =>
  queryOptions({ queryKey: activityQueryKeys.tabs, queryFn: ({ signal }) => getActivityTabs(signal) });

export const activityListQueryOptions = (tab: ActivityTab) =>
  infiniteQueryOptions({
    queryKey: activityQueryKeys.list(tab),
    queryFn: ({ pageParam, signal }) => getActivityList(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The member's state moves with deposits and bets made elsewhere: asked again whenever it is shown. */
export const activityDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: activityQueryKeys.detail(id),
    queryFn: ({ signal }) => getActivityDetail(id, signal),
    staleTime: 0,
  });

/** Bets work the turnover off elsewhere: asked again whenever it is shown. */
export const bonusesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: activityQueryKeys.bonuses,
    queryFn: ({ pageParam, signal }) => getBonusList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const useActivityTabs = () => useQuery(activityTabsQueryOptions());
export const useActivityList = (tab: ActivityTab) => useInfiniteQuery(activityListQueryOptions(tab));
/** `id` null: none (or no number) in the address, nothing is asked. */
export const useActivityDetail = (id: number | null) =>
  useQuery({ ...activityDetailQueryOptions(id ?? 0), enabled: id !== null });
export const useBonuses = () => useInfiniteQuery(bonusesQueryOptions());

// Money actions (one Idempotency-Key per claim; kept for a retry after no answer)

export const useClaimActivity = (id: number) =>
  useIdempotentSubmit(async (_input: void, key: string) => {
    try {
      const answer = await claimReward({ source: 'activity', id }, key);
      refreshAfterMoneyMoved();
      return answer;
    } finally {
      // A refusal (claimed elsewhere, the day turned) means the state shown is out of date too.
      void queryClient.invalidateQueries({ queryKey: activityQueryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: activityQueryKeys.bonuses });
      void queryClient.invalidateQueries({ queryKey: rewardsQueryKeys.claimableActivities });
    }
  });
