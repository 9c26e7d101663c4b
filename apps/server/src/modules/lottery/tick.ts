import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ensureDraws } from './create-draws.ts';
import type { LotteryDeps } from './deps.ts';
import { closeBetting, drawDue } from './drawing.ts';
import { settleDue } from './settlement.ts';

// Any constant: the instance holding it (for one step) is the one that runs the draws.
const LEADER_LOCK = 7_240_101;

export type ScheduleReport = {
  /** Another instance held the leader lock: this one did nothing. */
  skipped: boolean;
  created: string[];
  closed: string[];
  drawn: string[];
  voided: string[];
};

export type TickReport = ScheduleReport & {
  /** Bets this call settled (completed) or refunded (cancelled). */
  settled: number;
  refunded: number;
};

async function runSchedule(deps: LotteryDeps, now: Date): Promise<ScheduleReport> {
  const { db } = deps.database;
  const created = await ensureDraws(db, deps.config.timeZone, now);
  const closed = await closeBetting(db, now);
  const { drawn, voided } = await drawDue(db, now);
  return { skipped: false, created, closed, drawn, voided };
}

/**
 * One step of the draw schedule at `now`, for every game: creates the open and the next draw,
 * closes betting at closesAt and draws at drawAt. Settling is not part of it (settlement.ts runs
 * on its own), so a draw opens and is drawn on time however long an earlier one takes to settle.
 * On PostgreSQL only the instance holding the leader lock (for the whole step) works; every
 * change is also conditional on the status before, so even two steps at once draw each draw once.
 */
export async function schedule(
  deps: LotteryDeps,
  now: Date = deps.clock(),
  opts: { lock?: boolean } = {},
): Promise<ScheduleReport> {
  const { db, kind } = deps.database;
  if (kind !== 'postgres' || opts.lock === false) return runSchedule(deps, now);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LEADER_LOCK}::bigint) as locked`,
    );
    if (!row?.locked) return { skipped: true, created: [], closed: [], drawn: [], voided: [] };
    // The lock lives as long as this transaction; the work runs on other connections.
    return runSchedule(deps, now);
  });
}

/** A schedule step, then (unless another instance had the step) the settlement of every draw due. */
export async function tick(
  deps: LotteryDeps,
  now: Date = deps.clock(),
  opts: { lock?: boolean } = {},
): Promise<TickReport> {
  const made = await schedule(deps, now, opts);
  if (made.skipped) return { ...made, settled: 0, refunded: 0 };
  return { ...made, ...(await settleDue(deps, now)) };
}
