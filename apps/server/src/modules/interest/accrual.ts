import { sql } from 'drizzle-orm';
import { addDays, startOfDayIn, todayIn } from '@app/contract';
import { queryRows, type Tx } from '../../db/client.ts';
import type { InterestDeps } from './deps.ts';
import { readSettings } from './settings.ts';

// Any constant of its own: one accrual at a time across instances.
const ACCRUAL_LOCK = 7_240_112;

export type DayRun = { date: string; members: number; amount: bigint };

/**
 * Accrues one business day for every member in one statement (docs/decisions.md, Interest wallet):
 * each member's lowest balance of the day is the balance at its start (the last move before it) or
 * any balance a move of the day left, whichever is lower; the interest is that times the annual rate
 * over 365, floored to the fen. Rows are unique per (member, day) and the day's run row is written in
 * the same statement, so a day accrues once however often it is asked.
 */
async function accrueDay(tx: Tx, day: string, timeZone: string, ratePpm: number, now: Date): Promise<DayRun | null> {
  const start = startOfDayIn(day, timeZone);
  const end = startOfDayIn(addDays(day, 1), timeZone);
  const [row] = await queryRows<{ members: number | null; amount: string | null }>(
    tx,
    sql`with opening as (
          select distinct on (member_id) member_id, balance_after
          from interest_moves where at < ${start.toISOString()}::timestamptz
          order by member_id, at desc, id desc
        ), during as (
          select member_id, min(balance_after) as low from interest_moves
          where at >= ${start.toISOString()}::timestamptz and at < ${end.toISOString()}::timestamptz group by member_id
        ), base as (
          select o.member_id, least(o.balance_after, coalesce(d.low, o.balance_after)) as low
          from opening o left join during d on d.member_id = o.member_id
        ), due as (
          select member_id, low, floor(low::numeric * ${ratePpm} / 365000000)::bigint as amount from base
        ), ins as (
          insert into interest_accruals (member_id, day, base, rate_ppm, amount, created_at)
          select member_id, ${day}::date, low, ${ratePpm}, amount, ${now.toISOString()}::timestamptz from due where amount > 0
          on conflict (member_id, day) do nothing
          returning amount
        ), run as (
          insert into interest_runs (day, members, amount, ran_at)
          select ${day}::date, count(*)::int, coalesce(sum(amount), 0), ${now.toISOString()}::timestamptz from ins
          on conflict (day) do nothing
          returning members, amount::text as amount
        )
        select members, amount from run`,
  );
  if (!row || row.members === null) return null;
  return { date: day, members: row.members, amount: BigInt(row.amount ?? '0') };
}

/** The first day still to accrue: the day after the last run, or the day of the first move ever. */
async function firstDue(tx: Tx, timeZone: string): Promise<string | null> {
  const [row] = await queryRows<{ last: string | null; first: Date | string | null }>(
    tx,
    sql`select (select max(day)::text from interest_runs) as last, (select min(at) from interest_moves) as first`,
  );
  if (row?.last) return addDays(row.last, 1);
  return row?.first ? todayIn(timeZone, new Date(row.first)) : null;
}

/**
 * Accrues every business day that has ended and not yet accrued, oldest first: after downtime it
 * catches up on each missed day exactly once. Each day is its own transaction holding the accrual
 * lock, so two instances (or two calls) at once run each day once; the runs table says which.
 */
export async function accrueDue(deps: InterestDeps): Promise<DayRun[]> {
  const { timeZone } = deps.config;
  const now = deps.clock();
  const yesterday = addDays(todayIn(timeZone, now), -1);
  const done: DayRun[] = [];
  for (;;) {
    const run = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK}::bigint)`);
      const day = await firstDue(tx, timeZone);
      if (!day || day > yesterday) return 'none' as const;
      const { ratePpm } = await readSettings(tx);
      return accrueDay(tx, day, timeZone, ratePpm, now);
    });
    if (run === 'none' || run === null) return done;
    done.push(run);
  }
}
