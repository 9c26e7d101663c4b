import type { LiveRound, LiveTable } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { refreshAfterLiveRound, useLiveTable as useLiveTableQuery } from '../../api/live';
import { useServerNow } from '../../shared/hooks/use-server-now';
import { livePhase, phaseDue } from './live-phase';
import { useTableStream } from './use-table-stream';

// Polling: slowly while the stream is connected, faster without it, every second while a deal or a round is due.
const POLL_LIVE_MS = 15_000;
const POLL_OFFLINE_MS = 3_000;
const POLL_DUE_MS = 1_000;

/**
 * The table as this page follows it: the view (from the stream, polled besides), the server's
 * clock (the device's corrected by the offset measured on the last read), and the phase at that time.
 */
export function useLiveTable(table: LiveTable) {
  const live = useTableStream(table);
  const [dueNow, setDueNow] = useState(false);
  const query = useLiveTableQuery(table, dueNow ? POLL_DUE_MS : live ? POLL_LIVE_MS : POLL_OFFLINE_MS);
  const now = useServerNow(query.data?.clockOffsetMs ?? 0);
  const phase = query.data ? livePhase(query.data, now) : null;
  const due = phase ? phaseDue(phase, now) : false;

  const { refetch } = query;
  useEffect(() => {
    setDueNow(due);
    if (due) void refetch();
  }, [due, refetch]);
  useRoundChanges(query.data?.current ?? null);

  return { query, now, phase };
}

/**
 * The current round was dealt or settled: the member's bets on it follow, and once paid the balance.
 * A round left behind unseen in its last state (the stream away, a poll skipping it) is paid by now too.
 */
function useRoundChanges(round: LiveRound | null) {
  const state = round ? `${round.roundId}:${round.status}` : null;
  const seen = useRef(round);
  useEffect(() => {
    const before = seen.current;
    if (state === (before ? `${before.roundId}:${before.status}` : null)) return;
    seen.current = round;
    if (before && before.roundId !== round?.roundId && before.status !== 'settled') {
      refreshAfterLiveRound(before.roundId, true);
    }
    if (round && round.status !== 'open') refreshAfterLiveRound(round.roundId, round.status === 'settled');
  }, [state, round]);
}
