import { REWARDS_API, TASK_API } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { refreshAfterMoneyMoved } from './wallet';

const PAGE_SIZE = 20;

// Fetchers

/** task/list: the daily and weekly tasks with the member's progress in the current period (docs/decisions.md, Tasks). */
export async function getTasks(signal?: AbortSignal) {
  return (await call(TASK_API.list, undefined, { signal })).data.list;
}

/** task/records: the tasks claimed, newest first. */
export async function getTaskRecords(page: number, signal?: AbortSignal) {
  return (await call(TASK_API.records, { page, limit: PAGE_SIZE }, { signal })).data;
}

/** common/claim for a task. Here, not beside `claimReward`: api/rewards.ts counts the tasks, and imports may not cycle. */
export async function claimTask(id: number, idempotencyKey: string) {
  return call(REWARDS_API.claim, { source: 'task', id }, { idempotencyKey });
}

// Queries

export const taskQueryKeys = {
  all: ['tasks'] as const,
  list: ['tasks', 'list'] as const,
  records: ['tasks', 'records'] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** Progress comes from deposits, bets and sign-ins made elsewhere: asked again whenever it is shown. */
export const tasksQueryOptions = () =>
  queryOptions({ queryKey: taskQueryKeys.list, queryFn: ({ signal }) => getTasks(signal), staleTime: 0 });

export const taskRecordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: taskQueryKeys.records,
    queryFn: ({ pageParam, signal }) => getTaskRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useTasks = () => useQuery(tasksQueryOptions());
export const useTaskRecords = () => useInfiniteQuery(taskRecordsQueryOptions());

// Money actions (one Idempotency-Key per claim; kept for a retry after no answer)

export const useClaimTask = () =>
  useIdempotentSubmit(async (id: number, key: string) => {
    try {
      const answer = await claimTask(id, key);
      refreshAfterMoneyMoved();
      return answer;
    } finally {
      // A refusal (claimed elsewhere, the period turned) means the tasks shown are out of date too.
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.all });
    }
  });
