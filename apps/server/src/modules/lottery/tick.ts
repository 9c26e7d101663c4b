import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ensureDraws } from './create-draws.ts';
import type { LotteryDeps } from './deps.ts';
import { closeBetting, drawDue } from './drawing.ts';
import { settleDue } from './settlement.ts';

// Any constant: the instance holding it (for one tick) is the one that runs the draws.
const LEADER_LOCK = 7_240_101;

export type TickReport = {
  /** Another instance held the leader lock: this one did nothing. */
  skipped: boolean;
  created: string[];
  closed: string[];
  drawn: string[];
  voided: string[];
  /** Bets this call settled (completed) or refunded (cancelled). */
  settled: number;
  refunded: number;
};

async function runTick(deps: LotteryDeps, now: Date): Promise<TickReport> {
  const { db } = deps.database;
  const created = await ensureDraws(db, deps.config.timeZone, now);
  const closed = await closeBetting(db, now);
  const { drawn, voided } = await drawDue(db, now);
  const { settled, refunded } = await settleDue(deps, now);
  return { skipped: false, created, closed, drawn, voided, settled, refunded };
}

/**
 * One step of the draw schedule at `now`: creates the open and the next draw of each game,
 * closes betting at closesAt, draws at drawAt and settles. On PostgreSQL only the instance
 * holding the leader lock (for the whole step) works; every change is also conditional on
 * the status before, so even two steps at once draw and settle each draw once.
 */
export async function tick(
  deps: LotteryDeps,
  now: Date = new Date(),
  opts: { lock?: boolean } = {},
): Promise<TickReport> {
  const { db, kind } = deps.database;
  if (kind !== 'postgres' || opts.lock === false) return runTick(deps, now);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LEADER_LOCK}::bigint) as locked`,
    );
    if (!row?.locked) return { skipped: true, created: [], closed: [], drawn: [], voided: [], settled: 0, refunded: 0 };
    // The lock lives as long as this transaction; the work runs on other connections.
    return runTick(deps, now);
  });
}
