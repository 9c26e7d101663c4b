import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SqlGate } from '../../lib/gates.ts';
import type { Turnover } from '../turnover/index.ts';

/** What the card games need: the database, the time zone of order numbers, the clock, turnover and the bet gates. */
export type CardsDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  clock: Clock;
  /** A finished round's stake works off the member's turnover requirement. */
  turnover: Pick<Turnover, 'workOff'>;
  /** Checks of other modules a new round must pass (responsible play), lib/gates.ts; the amount is its stake. */
  betGates: readonly SqlGate<{ memberId: number; amount: bigint }>[];
};

/** The ledger ref of everything a card round moves: its stakes and its payout. */
export const roundRef = (roundId: number) => `card:${roundId}`;
