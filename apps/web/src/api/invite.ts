import { INVITE_API } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';

const PAGE_SIZE = 20;

// Fetchers

/** other/getUserInvite: the member's invite code, invitee counts and rebates earned. */
export async function getInviteSummary(signal?: AbortSignal) {
  return (await call(INVITE_API.summary, undefined, { signal })).data;
}

/** other/getInviteList: the member's direct invitees, masked, newest first. */
export async function getInvitees(page: number, signal?: AbortSignal) {
  return (await call(INVITE_API.invitees, { page, limit: PAGE_SIZE }, { signal })).data;
}

/** other/getRebatesList: rebates per day and invitee of the last 30 days. */
export async function getRebates(page: number, signal?: AbortSignal) {
  return (await call(INVITE_API.rebates, { page, limit: PAGE_SIZE }, { signal })).data;
}

/** other/getRebateRules: the shares operators set, for the rules page. */
export async function getRebateRules(signal?: AbortSignal) {
  return (await call(INVITE_API.rules, undefined, { signal })).data;
}

// Queries

export const inviteQueryKeys = {
  all: ['invite'] as const,
  summary: ['invite', 'summary'] as const,
  invitees: ['invite', 'invitees'] as const,
  rebates: ['invite', 'rebates'] as const,
  rules: ['invite', 'rules'] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

// Invitees sign up and rebates settle elsewhere: every list and count is asked again whenever it is shown.
export const inviteSummaryQueryOptions = () =>
  queryOptions({ queryKey: inviteQueryKeys.summary, queryFn: ({ signal }) => getInviteSummary(signal), staleTime: 0 });

export const useInviteSummary = () => useQuery(inviteSummaryQueryOptions());
export const useRebateRules = () =>
  useQuery({ queryKey: inviteQueryKeys.rules, queryFn: ({ signal }) => getRebateRules(signal) });

export const useInvitees = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: inviteQueryKeys.invitees,
      queryFn: ({ pageParam, signal }) => getInvitees(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      staleTime: 0,
    }),
  );

export const useRebates = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: inviteQueryKeys.rebates,
      queryFn: ({ pageParam, signal }) => getRebates(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      staleTime: 0,
    }),
  );
