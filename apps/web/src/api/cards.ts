import { CARDS_API, type CardGame, type EndpointInput, type PlayTableInput } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { betRecordQueryKeys } from './betrecord';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { userQueryKeys } from './user';
import { refreshAfterMoneyMoved } from './wallet';

// Fetchers

/** cards/seeds: the seed the next round deals from (made on the first ask) and the seeds revealed, newest first. */
export async function getCardSeeds(signal?: AbortSignal) {
  return (await call(CARDS_API.seeds, undefined, { signal })).data;
}

/** cards/seeds/rotate: reveals the server seed in use and starts a new one with `clientSeed` (or the same). */
export async function rotateCardSeed(clientSeed: string | undefined) {
  return call(CARDS_API.rotateSeed, clientSeed ? { clientSeed } : {});
}

export async function playTable(input: PlayTableInput, idempotencyKey: string) {
  return call(CARDS_API.playTable, input, { idempotencyKey });
}

/** The member's rounds, newest first; of one game when given. */
export async function getCardRounds(game: CardGame | undefined, limit: number, signal?: AbortSignal) {
  return (await call(CARDS_API.rounds, { game, page: 1, limit }, { signal })).data;
}

export async function getCardRound(orderNo: string, signal?: AbortSignal) {
  return (await call(CARDS_API.round, { orderNo }, { signal })).data;
}

// Queries

export const cardsQueryKeys = {
  all: ['cards'] as const,
  seeds: ['cards', 'seeds'] as const,
  rounds: ['cards', 'rounds'] as const,
  recent: (game: CardGame, limit: number) => ['cards', 'rounds', game, limit] as const,
  round: (orderNo: string) => ['cards', 'round', orderNo] as const,
};

/** The nonce moves with every round, here or on another device: asked again whenever shown. */
export const cardSeedsQueryOptions = () =>
  queryOptions({ queryKey: cardsQueryKeys.seeds, queryFn: ({ signal }) => getCardSeeds(signal), staleTime: 0 });

export const recentRoundsQueryOptions = (game: CardGame, limit: number) =>
  queryOptions({
    queryKey: cardsQueryKeys.recent(game, limit),
    queryFn: ({ signal }) => getCardRounds(game, limit, signal),
    staleTime: 0,
  });

export const cardRoundQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: cardsQueryKeys.round(orderNo), queryFn: ({ signal }) => getCardRound(orderNo, signal) });

export const useCardSeeds = () => useQuery(cardSeedsQueryOptions());
export const useRecentRounds = (game: CardGame, limit: number) => useQuery(recentRoundsQueryOptions(game, limit));
export const useCardRound = (orderNo: string) =>
  useQuery({ ...cardRoundQueryOptions(orderNo), enabled: orderNo !== '' });

/** A rotation reveals a seed: the seeds and every round of that seed (now verifiable, in the bet details too) changed. */
export const useRotateCardSeed = () =>
  useMutation({
    mutationFn: rotateCardSeed,
    onSuccess: (answer) => {
      queryClient.setQueryData(cardsQueryKeys.seeds, answer.data);
      void queryClient.invalidateQueries({ queryKey: cardsQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
    },
  });

// Money actions (one Idempotency-Key per tap on Deal; kept for a retry after no answer)

export const usePlayTable = () =>
  useIdempotentSubmit(async (input: PlayTableInput, key: string) => {
    try {
      const answer = await playTable(input, key);
      queryClient.setQueryData(userQueryKeys.balance, { balance: answer.data.balance, currency: 'CNY' as const });
      return answer;
    } finally {
      // Stakes went out and payouts came in (or a refusal followed a move made elsewhere): balances,
      // the next nonce, the member's rounds and the bet records.
      refreshAfterMoneyMoved();
      void queryClient.invalidateQueries({ queryKey: cardsQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
    }
  });

// Blackjack: the deal and each move are money actions of their own (a double, split or insurance
// takes a stake); the caller gives each tap its key (features/cards/blackjack/use-blackjack-round.ts).

export type BlackjackActInput = EndpointInput<typeof CARDS_API.blackjackAct>;

export async function blackjackDeal(stake: string, idempotencyKey: string) {
  return call(CARDS_API.blackjackDeal, { stake }, { idempotencyKey });
}

export async function blackjackAct(input: BlackjackActInput, idempotencyKey: string) {
  return call(CARDS_API.blackjackAct, input, { idempotencyKey });
}

/** As `usePlayTable`: the answer's balance at once, then balances, seeds, rounds and bet records asked again. */
async function blackjackMoney<R extends { data: { balance: string } }>(send: () => Promise<R>): Promise<R> {
  try {
    const answer = await send();
    queryClient.setQueryData(userQueryKeys.balance, { balance: answer.data.balance, currency: 'CNY' as const });
    return answer;
  } finally {
    refreshAfterMoneyMoved();
    void queryClient.invalidateQueries({ queryKey: cardsQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
  }
}

export const useBlackjackDeal = () =>
  useIdempotentSubmit((stake: string, key: string) => blackjackMoney(() => blackjackDeal(stake, key)));

export const useBlackjackAct = () =>
  useIdempotentSubmit((input: BlackjackActInput, key: string) => blackjackMoney(() => blackjackAct(input, key)));
