import type { Draw, LotteryGameCode } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { refreshAfterDraw, useLotteryInfo } from '../../api/lottery';
import { drawPhase } from './draw-phase';
import { useDrawStream } from './use-draw-stream';
import { useServerNow } from '../../shared/hooks/use-server-now';

// Polling: slowly while the result stream is connected, faster without it, every 2 s while a result is due.
const POLL_LIVE_MS = 20_000;
const POLL_OFFLINE_MS = 5_000;
const POLL_DUE_MS = 2_000;

/**
 * The game's draws as this page follows them: the info (polled, faster while a result is due), the
 * server's clock, and the phase (the draw open for bets, the one awaiting its result).
 */
export function useDrawPhase(game: LotteryGameCode) {
  const live = useDrawStream(game);
  const [dueNow, setDueNow] = useState(false);
  const info = useLotteryInfo(game, dueNow ? POLL_DUE_MS : live ? POLL_LIVE_MS : POLL_OFFLINE_MS);
  const now = useServerNow(info.data?.clockOffsetMs ?? 0);

  // Draws this page showed as open: once closed, they are the ones waiting for a result.
  const seen = useRef<Draw[]>([]);
  const current = info.data?.current;
  if (current && !seen.current.some((d) => d.drawId === current.drawId)) {
    seen.current = [...seen.current.slice(-4), current];
  }
  const phase = info.data ? drawPhase(info.data, seen.current, now) : null;
  const openId = phase?.open?.drawId ?? null;
  const due = phase?.awaiting ? now >= phase.awaiting.drawAt : false;

  // Betting moved to another draw, or a result is due: read the game again (and keep asking while due).
  const { refetch } = info;
  const moved = info.data !== undefined && openId !== (info.data.current?.drawId ?? null);
  useEffect(() => {
    if (moved) void refetch();
  }, [moved, openId, refetch]);
  useEffect(() => {
    setDueNow(due);
    if (due) void refetch();
  }, [due, refetch]);

  useRefreshOnResult(game, info.data?.last?.drawId);

  return { info, now, phase, openId };
}

/** A new result: the strip, the member's bets and balance follow. */
function useRefreshOnResult(game: LotteryGameCode, lastId: string | undefined) {
  const firstLast = useRef(lastId);
  useEffect(() => {
    if (lastId === undefined || lastId === firstLast.current) return;
    firstLast.current = lastId;
    refreshAfterDraw(game);
  }, [lastId, game]);
}
