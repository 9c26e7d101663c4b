import { WHEEL_API, type EndpointAnswer } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { refreshAfterMoneyMoved } from './wallet';

const PAGE_SIZE = 20;

export type WheelChances = EndpointAnswer<typeof WHEEL_API.chances>;
export type Award = EndpointAnswer<typeof WHEEL_API.awards>['list'][number];
export type RevealedSeed = NonNullable<EndpointAnswer<typeof WHEEL_API.rotate>['revealed']>;

// Fetchers

/** chou/prizes: the wheel of the member's seed (what the next spin is drawn from) and the seed pair in use. */
export async function getWheel(signal?: AbortSignal) {
  return (await call(WHEEL_API.prizes, undefined, { signal })).data;
}

/** chou/jiangp: the spins left, and how more are earned. */
export async function getWheelChances(signal?: AbortSignal) {
  return (await call(WHEEL_API.chances, undefined, { signal })).data;
}

/** chou/cjmx: the member's spins, newest first, each with what is needed to recompute it. */
export async function getSpins(page: number, signal?: AbortSignal) {
  return (await call(WHEEL_API.spins, { page, limit: PAGE_SIZE }, { signal })).data;
}

/** redemption/getAwardList: the member's item prizes and whether they were sent. */
export async function getAwards(page: number, signal?: AbortSignal) {
  return (await call(WHEEL_API.awards, { page, limit: PAGE_SIZE }, { signal })).data;
}

export async function spinWheel(idempotencyKey: string) {
  return call(WHEEL_API.draw, {}, { idempotencyKey });
}

/** chou/rotate: reveals the seed in use and commits to a new one, with the member's client seed if given. */
export async function rotateSeed(clientSeed: string | undefined) {
  return (await call(WHEEL_API.rotate, clientSeed ? { clientSeed } : {})).data;
}

// Queries

export const wheelQueryKeys = {
  all: ['wheel'] as const,
  prizes: ['wheel', 'prizes'] as const,
  chances: ['wheel', 'chances'] as const,
  spins: ['wheel', 'spins'] as const,
  awards: ['wheel', 'awards'] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** The seed pair (its nonce) moves with every spin, here or on another device: asked again whenever it is shown. */
export const wheelQueryOptions = () =>
  queryOptions({ queryKey: wheelQueryKeys.prizes, queryFn: ({ signal }) => getWheel(signal), staleTime: 0 });

/** Deposits confirmed and bets settled elsewhere earn spins: asked again whenever it is shown. */
export const wheelChancesQueryOptions = () =>
  queryOptions({ queryKey: wheelQueryKeys.chances, queryFn: ({ signal }) => getWheelChances(signal), staleTime: 0 });

export const spinsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: wheelQueryKeys.spins,
    queryFn: ({ pageParam, signal }) => getSpins(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** An operator marks an item sent: asked again whenever it is shown. */
export const awardsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: wheelQueryKeys.awards,
    queryFn: ({ pageParam, signal }) => getAwards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const useWheel = () => useQuery(wheelQueryOptions());
export const useWheelChances = () => useQuery(wheelChancesQueryOptions());
export const useSpins = () => useInfiniteQuery(spinsQueryOptions());
export const useAwards = () => useInfiniteQuery(awardsQueryOptions());

/** A new seed pair: the wheel's fairness and every spin of the revealed seed (now verifiable) changed. */
export const useRotateSeed = () =>
  useMutation({
    mutationFn: rotateSeed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: wheelQueryKeys.prizes });
      void queryClient.invalidateQueries({ queryKey: wheelQueryKeys.spins });
    },
  });

// Money actions (one Idempotency-Key per tap on Spin; kept for a retry after no answer)

export const useSpinWheel = () =>
  useIdempotentSubmit(async (_input: void, key: string) => {
    try {
      const answer = await spinWheel(key);
      refreshAfterMoneyMoved();
      return answer;
    } finally {
      // The chances, the spins, the item prizes and the next nonce; after a refusal (no spins left: used on
      // another device) the chances shown are out of date too.
      void queryClient.invalidateQueries({ queryKey: wheelQueryKeys.all });
    }
  });
