import type { LiveRound, LiveTableView } from '@app/contract';

/**
 * Where the table stands at `now` (server time), from the view the page holds:
 * `betting` the current round takes bets until `closesAt`; `closed` its betting is over and the deal
 * is awaited ("no more bets"); `dealt` its cards are out until the next round opens; `waiting` no
 * round to show (none yet, or the next one is due and not read yet).
 */
export type LivePhase =
  | { kind: 'betting'; round: LiveRound; closesAt: number }
  | { kind: 'closed'; round: LiveRound }
  | { kind: 'dealt'; round: LiveRound; nextOpensAt: number }
  | { kind: 'waiting'; nextOpensAt: number };

export function livePhase(view: LiveTableView, now: number): LivePhase {
  const round = view.current;
  const nextOpensAt = Date.parse(view.nextOpensAt);
  if (round?.status === 'open') {
    const closesAt = Date.parse(round.closesAt);
    return now < closesAt ? { kind: 'betting', round, closesAt } : { kind: 'closed', round };
  }
  if (round && now < nextOpensAt) return { kind: 'dealt', round, nextOpensAt };
  return { kind: 'waiting', nextOpensAt };
}

/** Whether the page should read the table again soon: the deal or the next round is due. */
export function phaseDue(phase: LivePhase, now: number): boolean {
  return phase.kind === 'closed' || (phase.kind === 'waiting' && now >= phase.nextOpensAt);
}

/** "live_baccarat-50524937" -> "50524937": the table is on the page already. */
export const roundNo = (roundId: string) => roundId.replace(/^[a-z_]+-/, '');
