import { MESSAGES_API } from '@app/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from './client';
import { queryClient } from './query-client';
import { MESSAGES_UNREAD_KEY } from './unread-counts';

// Fetchers

export async function getMessages(page: number, signal?: AbortSignal) {
  return (await call(MESSAGES_API.list, { page, limit: 20 }, { signal })).data;
}

/** Opens one message; the server marks it read. */
export async function getMessage(id: number, signal?: AbortSignal) {
  return (await call(MESSAGES_API.info, { id }, { signal })).data;
}

export async function getNotices(page: number, signal?: AbortSignal) {
  return (await call(MESSAGES_API.notice, { page, limit: 20 }, { signal })).data;
}

// Queries

export const messagesQueryKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  one: (id: number) => ['messages', 'one', id] as const,
  unread: MESSAGES_UNREAD_KEY,
  notices: ['messages', 'notices'] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const useMessages = () =>
  useInfiniteQuery({
    queryKey: messagesQueryKeys.list,
    queryFn: ({ pageParam, signal }) => getMessages(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const useNotices = () =>
  useInfiniteQuery({
    queryKey: messagesQueryKeys.notices,
    queryFn: ({ pageParam, signal }) => getNotices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const messageQueryOptions = (id: number) =>
  queryOptions({ queryKey: messagesQueryKeys.one(id), queryFn: ({ signal }) => getMessage(id, signal) });

/** One message; once it is shown read, the badges and the list are asked again. */
export function useMessage(id: number) {
  const query = useQuery({ ...messageQueryOptions(id), enabled: id > 0 });
  const read = query.data?.read === true;
  useEffect(() => {
    if (!read) return;
    void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.unread });
    void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.list });
  }, [read]);
  return query;
}
