import { MESSAGES_API } from '@app/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../shared/session/session-store';
import { call } from './client';
import { queryClient } from './query-client';

/** How often the unread badge asks again while the app is open. */
const UNREAD_POLL_MS = 60_000;

// Fetchers

export async function getMessages(page: number, signal?: AbortSignal) {
  return (await call(MESSAGES_API.list, { page, limit: 20 }, { signal })).data;
}

/** Opens one message; the server marks it read. */
export async function getMessage(id: number, signal?: AbortSignal) {
  return (await call(MESSAGES_API.info, { id }, { signal })).data;
}

export async function getUnreadMessages(signal?: AbortSignal) {
  return (await call(MESSAGES_API.unread, undefined, { signal })).data.count;
}

export async function getNotices(page: number, signal?: AbortSignal) {
  return (await call(MESSAGES_API.notice, { page, limit: 20 }, { signal })).data;
}

// Queries

export const messagesQueryKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  one: (id: number) => ['messages', 'one', id] as const,
  unread: ['messages', 'unread'] as const,
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

/**
 * Unread messages (0 for a visitor), for the badges on the My tab and the messages entry. The client
 * is named, since the tab bar sits outside the pages' QueryClientProvider (app/page-providers.tsx).
 */
export function useUnreadMessages(): number {
  const signedIn = useSession((s) => s.token !== null);
  const query = useQuery(
    {
      queryKey: messagesQueryKeys.unread,
      queryFn: ({ signal }) => getUnreadMessages(signal),
      enabled: signedIn,
      refetchInterval: UNREAD_POLL_MS,
      staleTime: 0,
    },
    queryClient,
  );
  return signedIn ? (query.data ?? 0) : 0;
}
