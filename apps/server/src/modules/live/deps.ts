import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SqlGate } from '../../lib/gates.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Turnover } from '../turnover/index.ts';

/**
 * What the live table needs. `database.kind` tells whether the scheduler's leader lock exists
 * (PostgreSQL) or there is only one instance (PGlite).
 */
export type LiveDeps = {
  database: Pick<Database, 'db' | 'kind'>;
  config: Pick<Config, 'timeZone' | 'live'>;
  clock: Clock;
  /** Runs the round scheduler once the platform is up, and ends it and the streams before it closes. */
  lifecycle: Lifecycle;
  /** Settled bets work off the member's turnover requirement, a round at a time. */
  turnover: Pick<Turnover, 'workOffMany'>;
  /** Checks of other modules a new bet must pass (responsible play), lib/gates.ts; the amount is its stake. */
  betGates: readonly SqlGate<{ memberId: number; amount: bigint }>[];
};

/** The ledger ref of a request's stakes (by its first bet's order number). */
export const stakeRef = (orderNo: string) => `live:${orderNo}`;
/** The ledger and turnover ref of what settling one member's bets on one round moved. */
export const roundMemberRef = (roundId: string, memberId: number) => `live:${roundId}:${memberId}`;
