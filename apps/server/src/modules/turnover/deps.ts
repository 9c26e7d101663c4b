import type { Clock } from '../../lib/clock.ts';

/**
 * The turnover module works in its callers' transactions (a deposit's, a bet's settlement), so it
 * needs only the clock, for when a requirement last changed.
 */
export type TurnoverDeps = { clock: Clock };
