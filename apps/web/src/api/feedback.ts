import {
  COMMON_API,
  FEEDBACK_API,
  type FeedbackReplyInput,
  type FeedbackStatus,
  type FeedbackSubmitInput,
} from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { FEEDBACK_UNREAD_KEY } from './unread-counts';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';

const PAGE_SIZE = 20;

// Fetchers

export async function getFeedbackTypes(signal?: AbortSignal) {
  return (await call(COMMON_API.sysDictionary, { type: 'feedbackTypes' }, { signal })).data.feedbackTypes ?? [];
}

export async function getFeedbackOrders(signal?: AbortSignal) {
  return (await call(FEEDBACK_API.getOrder, undefined, { signal })).data.list;
}

export async function getFeedbackList(status: FeedbackStatus | undefined, page: number, signal?: AbortSignal) {
  return (await call(FEEDBACK_API.list, { page, limit: PAGE_SIZE, status }, { signal })).data;
}

export async function getFeedbackDetail(id: number, signal?: AbortSignal) {
  return (await call(FEEDBACK_API.detail, { id }, { signal })).data;
}

// Queries

export const feedbackQueryKeys = {
  all: ['feedback'] as const,
  types: ['feedback', 'types'] as const,
  orders: ['feedback', 'orders'] as const,
  list: (status: FeedbackStatus | undefined) => ['feedback', 'list', status ?? 'all'] as const,
  detail: (id: number) => ['feedback', 'detail', id] as const,
  unread: FEEDBACK_UNREAD_KEY,
};

export const useFeedbackTypes = () =>
  useQuery({
    queryKey: feedbackQueryKeys.types,
    queryFn: ({ signal }) => getFeedbackTypes(signal),
    staleTime: Infinity,
  });

export const useFeedbackOrders = () =>
  useQuery({ queryKey: feedbackQueryKeys.orders, queryFn: ({ signal }) => getFeedbackOrders(signal), staleTime: 0 });

export const feedbackListQueryOptions = (status: FeedbackStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: feedbackQueryKeys.list(status),
    queryFn: ({ pageParam, signal }) => getFeedbackList(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

export const useFeedbackList = (status?: FeedbackStatus) => useInfiniteQuery(feedbackListQueryOptions(status));

export const feedbackDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: feedbackQueryKeys.detail(id),
    queryFn: async ({ signal }) => {
      const detail = await getFeedbackDetail(id, signal);
      // Opening the ticket read its replies: the badges and the list's dot follow.
      void queryClient.invalidateQueries({ queryKey: feedbackQueryKeys.unread });
      void queryClient.invalidateQueries({ queryKey: ['feedback', 'list'] });
      return detail;
    },
    staleTime: 0,
  });

export const useFeedbackDetail = (id: number) => useQuery({ ...feedbackDetailQueryOptions(id), enabled: id > 0 });

// Writes (one Idempotency-Key per submission, so a double tap opens one ticket)

export const useSubmitFeedback = () =>
  useIdempotentSubmit(async (input: FeedbackSubmitInput, key: string) => {
    const answer = await call(FEEDBACK_API.submit, input, { idempotencyKey: key });
    void queryClient.invalidateQueries({ queryKey: feedbackQueryKeys.all });
    return answer;
  });

export const useFeedbackReply = () =>
  useIdempotentSubmit(async (input: FeedbackReplyInput, key: string) => {
    const answer = await call(FEEDBACK_API.reply, input, { idempotencyKey: key });
    queryClient.setQueryData(feedbackQueryKeys.detail(answer.data.id), answer.data);
    void queryClient.invalidateQueries({ queryKey: ['feedback', 'list'] });
    return answer;
  });
