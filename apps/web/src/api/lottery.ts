import { LOTTERY_API, type BetStatus, type LotteryGameCode, type PlaceOrderInput } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clockOffsetMs } from '../shared/lottery/clock';
import { betRecordQueryKeys } from './betrecord';
import { call, endpointUrl } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { userQueryKeys } from './user';

const PAGE_SIZE = 20;

export type BetFilter = { game?: LotteryGameCode | undefined; status?: BetStatus | undefined; drawId?: string };

// Fetchers

/**
 * A game's open draw, the next and the last result, with how far the server's clock is ahead of
 * this device's (`clockOffsetMs`): the server time of the answer against the middle of the round trip.
 */
export async function getLotteryInfo(game: LotteryGameCode, signal?: AbortSignal) {
  const sentAt = Date.now();
  const { data } = await call(LOTTERY_API.getLotteryInfo, { game }, { signal });
  const receivedAt = Date.now();
  return { ...data, clockOffsetMs: clockOffsetMs(data.serverTime, sentAt, receivedAt) };
}

export async function getDrawHistory(game: LotteryGameCode, page: number, limit = PAGE_SIZE, signal?: AbortSignal) {
  return (await call(LOTTERY_API.getLotteryOneList, { game, page, limit }, { signal })).data;
}

export async function getOdds(game: LotteryGameCode, signal?: AbortSignal) {
  return (await call(LOTTERY_API.getLotteryPeilv, { game }, { signal })).data;
}

export async function getMyBets(filter: BetFilter, page: number, limit = PAGE_SIZE, signal?: AbortSignal) {
  return (await call(LOTTERY_API.getUserGameList, { ...filter, page, limit }, { signal })).data;
}

/** The server's own check of a draw (the browser recomputes it too). */
export async function getDrawVerification(drawId: string, signal?: AbortSignal) {
  return (await call(LOTTERY_API.verifyDraw, { drawId }, { signal })).data;
}

export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string) {
  return call(LOTTERY_API.placeOrder, input, { idempotencyKey });
}

export async function cancelOrder(orderNo: string, idempotencyKey: string) {
  return call(LOTTERY_API.cancelOrder, { orderNo }, { idempotencyKey });
}

/**
 * The address of the game's result stream (Server-Sent Events). EventSource sends no custom
 * headers: the stream is public and its texts come in the default language, so pages use its
 * events as a signal to read the game again.
 */
export function drawStreamUrl(game: LotteryGameCode): string {
  return endpointUrl(LOTTERY_API.stream, { game });
}

// Queries

export const lotteryQueryKeys = {
  all: ['lottery'] as const,
  info: (game: LotteryGameCode) => ['lottery', 'info', game] as const,
  history: (game: LotteryGameCode) => ['lottery', 'history', game] as const,
  odds: (game: LotteryGameCode) => ['lottery', 'odds', game] as const,
  bets: ['lottery', 'bets'] as const,
  betList: (filter: BetFilter) => ['lottery', 'bets', 'list', filter] as const,
  recentBets: (game: LotteryGameCode) => ['lottery', 'bets', 'recent', game] as const,
  verification: (drawId: string) => ['lottery', 'verification', drawId] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const lotteryInfoQueryOptions = (game: LotteryGameCode) =>
  queryOptions({
    queryKey: lotteryQueryKeys.info(game),
    queryFn: ({ signal }) => getLotteryInfo(game, signal),
    staleTime: 0,
  });

/** The latest results, for the strip on the game page. */
export const recentDrawsQueryOptions = (game: LotteryGameCode, limit: number) =>
  queryOptions({
    queryKey: [...lotteryQueryKeys.history(game), 'recent', limit] as const,
    queryFn: ({ signal }) => getDrawHistory(game, 1, limit, signal),
    staleTime: 0,
  });

export const drawHistoryQueryOptions = (game: LotteryGameCode) =>
  infiniteQueryOptions({
    queryKey: [...lotteryQueryKeys.history(game), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getDrawHistory(game, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Odds change only with a deployment. */
export const oddsQueryOptions = (game: LotteryGameCode) =>
  queryOptions({
    queryKey: lotteryQueryKeys.odds(game),
    queryFn: ({ signal }) => getOdds(game, signal),
    staleTime: Infinity,
  });

/** The member's latest bets on one game (the game page's "my orders"). */
export const recentBetsQueryOptions = (game: LotteryGameCode, limit: number) =>
  queryOptions({
    queryKey: [...lotteryQueryKeys.recentBets(game), limit] as const,
    queryFn: ({ signal }) => getMyBets({ game }, 1, limit, signal),
    staleTime: 0,
  });

export const betListQueryOptions = (filter: BetFilter) =>
  infiniteQueryOptions({
    queryKey: lotteryQueryKeys.betList(filter),
    queryFn: ({ pageParam, signal }) => getMyBets(filter, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const verificationQueryOptions = (drawId: string) =>
  queryOptions({
    queryKey: lotteryQueryKeys.verification(drawId),
    queryFn: ({ signal }) => getDrawVerification(drawId, signal),
  });

export const useLotteryInfo = (game: LotteryGameCode, pollMs: number | false) =>
  useQuery({ ...lotteryInfoQueryOptions(game), refetchInterval: pollMs });
export const useRecentDraws = (game: LotteryGameCode, limit: number) => useQuery(recentDrawsQueryOptions(game, limit));
export const useDrawHistory = (game: LotteryGameCode) => useInfiniteQuery(drawHistoryQueryOptions(game));
export const useOdds = (game: LotteryGameCode) => useQuery(oddsQueryOptions(game));
/** While a bet waits for its draw, asked again every `pollMs` too (the result stream may be away). */
export const useRecentBets = (game: LotteryGameCode, limit: number, pollMs: number) =>
  useQuery({
    ...recentBetsQueryOptions(game, limit),
    refetchInterval: (query) => (query.state.data?.list.some((b) => b.status === 'unfinished') ? pollMs : false),
  });
export const useBetList = (filter: BetFilter) => useInfiniteQuery(betListQueryOptions(filter));

/** A draw of the game was made: its info, results, the member's bets and balance are out of date. */
export function refreshAfterDraw(game: LotteryGameCode) {
  void queryClient.invalidateQueries({ queryKey: lotteryQueryKeys.info(game) });
  void queryClient.invalidateQueries({ queryKey: lotteryQueryKeys.history(game) });
  void queryClient.invalidateQueries({ queryKey: lotteryQueryKeys.bets });
  void queryClient.invalidateQueries({ queryKey: userQueryKeys.balance });
  void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
}

/** Some of the member's bets were settled or refunded: the balance and the bet records follow. */
export function refreshAfterSettlement() {
  void queryClient.invalidateQueries({ queryKey: userQueryKeys.balance });
  void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
}

/** Stakes moved: the balance, the member's bets and the bet records. */
function refreshAfterBet() {
  void queryClient.invalidateQueries({ queryKey: userQueryKeys.balance });
  void queryClient.invalidateQueries({ queryKey: lotteryQueryKeys.bets });
  void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
}

// Money actions (one Idempotency-Key per confirmed slip or withdrawal; kept for a retry after no answer)

export const usePlaceOrder = () =>
  useIdempotentSubmit(async (input: PlaceOrderInput, key: string) => {
    try {
      const answer = await placeOrder(input, key);
      queryClient.setQueryData(userQueryKeys.balance, { balance: answer.data.balance, currency: 'CNY' as const });
      return answer;
    } finally {
      refreshAfterBet();
    }
  });

export const useCancelOrder = () =>
  useIdempotentSubmit(async (orderNo: string, key: string) => {
    try {
      const answer = await cancelOrder(orderNo, key);
      queryClient.setQueryData(userQueryKeys.balance, { balance: answer.data.balance, currency: 'CNY' as const });
      return answer;
    } finally {
      refreshAfterBet();
    }
  });
