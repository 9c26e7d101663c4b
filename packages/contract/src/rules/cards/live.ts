/**
 * The live baccarat table: shared rounds on a fixed clock. Round n of a table opens at n * cycle
 * seconds after the epoch, takes bets for `bettingSeconds`, is dealt at its close, and the next
 * opens when the deal's `showSeconds` are over. Each round's shoe is shuffled by shuffle.ts with the
 * round's own committed seed, the round id as the client seed and nonce 0.
 */
export const LIVE_TABLES = ['live_baccarat'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

export const LIVE_ROUND = { bettingSeconds: 25, showSeconds: 10 } as const;
export const LIVE_CYCLE_SECONDS = LIVE_ROUND.bettingSeconds + LIVE_ROUND.showSeconds;

/** The id of a table's round n, e.g. `live_baccarat-50524937`. */
export const liveRoundId = (table: LiveTable, n: number) => `${table}-${n}`;

/** The round of a table open or showing at `at`, with its times. */
export function liveRoundAt(table: LiveTable, at: Date, cycleSeconds: number = LIVE_CYCLE_SECONDS) {
  const n = Math.floor(at.getTime() / 1000 / cycleSeconds);
  return liveRound(table, n, cycleSeconds);
}

export function liveRound(table: LiveTable, n: number, cycleSeconds: number = LIVE_CYCLE_SECONDS) {
  const opensAt = new Date(n * cycleSeconds * 1000);
  const betting = Math.round((cycleSeconds * LIVE_ROUND.bettingSeconds) / LIVE_CYCLE_SECONDS);
  return { id: liveRoundId(table, n), n, opensAt, closesAt: new Date(opensAt.getTime() + betting * 1000) };
}
