import { LIVE_API, type LiveBetInput, type LiveTable, type LiveTableView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clockOffsetMs } from '../shared/lottery/clock';
import { betRecordQueryKeys } from './betrecord';
import { call, endpointUrl } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { userQueryKeys } from './user';
import { refreshAfterMoneyMoved } from './wallet';

/** The table as the page keeps it: the view and how far the server's clock is ahead of this device's. */
export type LiveTableState = LiveTableView & { clockOffsetMs: number };

// Fetchers

/** live/table, with the clock offset measured against the middle of the round trip (as the lottery does). */
export async function getLiveTable(table: LiveTable, signal?: AbortSignal): Promise<LiveTableState> {
  const sentAt = Date.now();
  const { data } = await call(LIVE_API.table, { table }, { signal });
  return { ...data, clockOffsetMs: clockOffsetMs(data.serverTime, sentAt, Date.now()) };
}

export async function getMyLiveRound(roundId: string, signal?: AbortSignal) {
  return (await call(LIVE_API.myRound, { roundId }, { signal })).data;
}

export async function placeLiveBets(input: LiveBetInput, idempotencyKey: string) {
  return call(LIVE_API.bet, input, { idempotencyKey });
}

/**
 * The table's stream (Server-Sent Events, `event: table`). EventSource sends no headers: the
 * stream is public and speaks the default language, so the page keeps its own table name.
 */
export function liveStreamUrl(table: LiveTable): string {
  return endpointUrl(LIVE_API.stream, { table });
}

// Queries

export const liveQueryKeys = {
  all: ['live'] as const,
  table: (table: LiveTable) => ['live', 'table', table] as const,
  rounds: ['live', 'round'] as const,
  myRound: (roundId: string) => ['live', 'round', roundId] as const,
};

export const liveTableQueryOptions = (table: LiveTable) =>
  queryOptions({
    queryKey: liveQueryKeys.table(table),
    queryFn: ({ signal }) => getLiveTable(table, signal),
    staleTime: 0,
  });

export const myLiveRoundQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: liveQueryKeys.myRound(roundId),
    queryFn: ({ signal }) => getMyLiveRound(roundId, signal),
    staleTime: 0,
  });

export const useLiveTable = (table: LiveTable, pollMs: number | false) =>
  useQuery({ ...liveTableQueryOptions(table), refetchInterval: pollMs });

/** The member's bets on a round; asked again every second while a dealt round's bets wait for their payout. */
export const useMyLiveRound = (roundId: string | null) =>
  useQuery({
    ...myLiveRoundQueryOptions(roundId ?? ''),
    enabled: roundId !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.round.status !== 'open' && data.bets.some((b) => b.status === 'unfinished') ? 1000 : false;
    },
  });

/**
 * A view of the table from the stream: kept unless it is older than the one shown, with the page's
 * own table name (in the member's language) and clock offset.
 */
export function takeStreamedTable(table: LiveTable, view: LiveTableView) {
  queryClient.setQueryData<LiveTableState>(liveQueryKeys.table(table), (old) => {
    if (old && Date.parse(old.serverTime) > Date.parse(view.serverTime)) return old;
    return { ...view, name: old?.name ?? view.name, clockOffsetMs: old?.clockOffsetMs ?? 0 };
  });
}

/** A round of the table was dealt or settled: the member's bets on it, and once paid the balances and records. */
export function refreshAfterLiveRound(roundId: string, settled: boolean) {
  void queryClient.invalidateQueries({ queryKey: liveQueryKeys.myRound(roundId) });
  if (!settled) return;
  refreshAfterMoneyMoved();
  void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
}

// Money actions (one Idempotency-Key per confirmed set of chips; kept for a retry after no answer)

export const usePlaceLiveBets = () =>
  useIdempotentSubmit(async (input: LiveBetInput, key: string) => {
    try {
      const answer = await placeLiveBets(input, key);
      queryClient.setQueryData(userQueryKeys.balance, { balance: answer.data.balance, currency: 'CNY' as const });
      return answer;
    } finally {
      // Stakes went out (or a refusal followed a move made elsewhere): balances, the round's bets, the records.
      refreshAfterMoneyMoved();
      void queryClient.invalidateQueries({ queryKey: liveQueryKeys.myRound(input.roundId) });
      void queryClient.invalidateQueries({ queryKey: betRecordQueryKeys.all });
    }
  });
