import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SqlGate } from '../../lib/gates.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Audit } from '../operator/index.ts';
import type { Turnover } from '../turnover/index.ts';

/**
 * What the lottery needs of the platform. `database.kind` tells whether the scheduler's leader
 * lock exists (PostgreSQL) or there is only one instance (PGlite).
 */
export type LotteryDeps = {
  database: Pick<Database, 'db' | 'kind'>;
  config: Config;
  clock: Clock;
  /** Runs the scheduler and the settlement once the platform is up, and ends them and the result streams before it closes. */
  lifecycle: Lifecycle;
  /** Settled bets work off the member's turnover requirement, a batch at a time. */
  turnover: Pick<Turnover, 'workOffMany'>;
  /** An operator's void is audited in its own transaction. */
  audit: Audit;
  /** Checks of other modules a new bet must pass (responsible play), lib/gates.ts; the amount is its stake. */
  betGates: readonly SqlGate<{ memberId: number; amount: bigint }>[];
};

/** The ref of a bet's entries in the books; also built in SQL from its prefix (place-statement.ts). */
export const BET_REF_PREFIX = 'bet:';
/** The ledger ref of everything a bet moves: its stake, its payout or its refund. */
export const betRef = (betId: number) => `${BET_REF_PREFIX}${betId}`;
