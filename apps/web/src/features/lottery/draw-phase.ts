import type { Draw, LotteryGameInfo } from '@app/contract';

/** A draw that has closed and whose result is not known yet. `drawId` is null when this page never saw it open. */
export type AwaitingDraw = { drawId: string | null; drawAt: number };

export type DrawPhase = {
  /** The draw taking bets now, or null (betting closed until the next draw opens). */
  open: Draw | null;
  awaiting: AwaitingDraw | null;
};

/** How long after its draw time a draw without a result is still shown as being drawn (then it is probably void). */
export const AWAITING_GRACE_MS = 30_000;

const ms = (iso: string) => Date.parse(iso);

/**
 * Where a game stands at `now` (server time): which draw takes bets (the info's current draw, or
 * its next one once the current has closed, so the page moves on without waiting for an answer)
 * and which closed draw is waiting for its result. `seen` are draws this page showed as open.
 */
export function drawPhase(info: LotteryGameInfo, seen: readonly Draw[], now: number): DrawPhase {
  const candidates = [info.current, info.next].filter((d): d is Draw => d !== null);
  const open = candidates.find((d) => d.status === 'open' && ms(d.opensAt) <= now && now < ms(d.closesAt)) ?? null;
  const lastDrawAt = info.last ? ms(info.last.drawAt) : -Infinity;
  const waiting = (drawAt: number) => drawAt > lastDrawAt && now < drawAt + AWAITING_GRACE_MS;

  const known = [...seen, ...candidates]
    .filter((d) => ms(d.closesAt) <= now && waiting(ms(d.drawAt)))
    .sort((a, b) => ms(b.drawAt) - ms(a.drawAt))[0];
  if (known) return { open, awaiting: { drawId: known.drawId, drawAt: ms(known.drawAt) } };

  // Opened during the gap between a close and its draw: the draw before the open one is due
  // closeSecondsBefore after the open one opened.
  const reference = open ?? candidates[0];
  if (reference) {
    const drawAt = ms(reference.opensAt) + info.closeSecondsBefore * 1000;
    if (drawAt <= ms(reference.closesAt) && waiting(drawAt) && now >= ms(reference.opensAt)) {
      return { open, awaiting: { drawId: previousDrawId(reference.drawId), drawAt } };
    }
  }
  return { open, awaiting: null };
}

/** The id of the draw before `drawId` on the same day; null for a day's first draw. */
export function previousDrawId(drawId: string): string | null {
  const match = /^(.*-)(\d{4})$/.exec(drawId);
  if (!match) return null;
  const seq = Number(match[2]);
  return seq > 1 ? `${match[1]}${String(seq - 1).padStart(4, '0')}` : null;
}

/** "fast3-20261122-0734" -> "20261122-0734": the game is on the page already. */
export function drawNo(drawId: string): string {
  return drawId.replace(/^[a-z0-9]+-/, '');
}
