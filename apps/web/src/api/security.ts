import { SECURITY_API } from '@app/contract';
import { queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { sessionStore } from '../shared/session/session-store';
import { call } from './client';
import { queryClient } from './query-client';

// Fetchers

export async function getSessions(signal?: AbortSignal) {
  return (await call(SECURITY_API.sessions, undefined, { signal })).data.list;
}

export async function endSession(id: number) {
  return call(SECURITY_API.endSession, { id });
}

export async function getNotices(page: number, signal?: AbortSignal) {
  return (await call(SECURITY_API.notices, { page, limit: 20 }, { signal })).data;
}

export async function getUnreadNotices(signal?: AbortSignal) {
  return (await call(SECURITY_API.unreadNotices, undefined, { signal })).data.count;
}

export async function readNotices() {
  return call(SECURITY_API.readNotices, {});
}

// Queries

export const securityQueryKeys = {
  all: ['security'] as const,
  sessions: ['security', 'sessions'] as const,
  notices: ['security', 'notices'] as const,
  unread: ['security', 'unread'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: securityQueryKeys.sessions, queryFn: ({ signal }) => getSessions(signal), staleTime: 0 });

/** The unread count of the badges (set page, My page): asked again whenever shown. */
export const unreadNoticesQueryOptions = () =>
  queryOptions({
    queryKey: securityQueryKeys.unread,
    queryFn: ({ signal }) => getUnreadNotices(signal),
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
export const useUnreadNotices = () => useQuery(unreadNoticesQueryOptions());

export const useNotices = () =>
  useInfiniteQuery({
    queryKey: securityQueryKeys.notices,
    queryFn: ({ pageParam, signal }) => getNotices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

// Mutations

/** Another device's session ends on the server; ending this one signs this device out here too. */
export const useEndSession = () =>
  useMutation({
    mutationFn: ({ id }: { id: number; current: boolean }) => endSession(id),
    onSuccess: (_, { current }) => {
      if (current) {
        sessionStore.clearAuth();
        queryClient.clear();
        return;
      }
      return queryClient.invalidateQueries({ queryKey: securityQueryKeys.sessions });
    },
  });

export const useReadNotices = () =>
  useMutation({
    mutationFn: readNotices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKeys.unread }),
  });

/** After an action that writes a notice (an account added, a password changed). */
export const refreshNotices = () => queryClient.invalidateQueries({ queryKey: securityQueryKeys.all });
