import { sql } from 'drizzle-orm';
import { LIVE_TABLES } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import type { LiveDeps } from './deps.ts';
import { dealDue, ensureRounds, unsettled } from './rounds.ts';
import { settleRound } from './settle.ts';

// Any constant other than the lottery's: the instance holding it (for one step) runs the table.
const LEADER_LOCK = 7_240_102;

export type LiveReport = { skipped: boolean; dealt: string[]; settled: number };

async function runStep(deps: LiveDeps, now: Date): Promise<LiveReport> {
  const { db } = deps.database;
  for (const table of LIVE_TABLES) await ensureRounds(db, table, now, deps.config.live.cycleSeconds);
  const dealt = await dealDue(db, now);
  let settled = 0;
  for (const r of await unsettled(db)) settled += (await settleRound(deps, r.id, r.hand!, now)) ?? 0;
  return { skipped: false, dealt, settled };
}

/**
 * One step of the live tables at `now`: the open and next rounds made, rounds whose betting closed
 * dealt, dealt rounds settled. On PostgreSQL only the instance holding the leader lock works; every
 * change is also conditional on the status before, so even two steps at once deal and settle once.
 */
export async function liveStep(deps: LiveDeps, now: Date = deps.clock(), opts: { lock?: boolean } = {}) {
  const { db, kind } = deps.database;
  if (kind !== 'postgres' || opts.lock === false) return runStep(deps, now);
  return db.transaction(async (tx): Promise<LiveReport> => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LEADER_LOCK}::bigint) as locked`,
    );
    if (!row?.locked) return { skipped: true, dealt: [], settled: 0 };
    return runStep(deps, now);
  });
}
