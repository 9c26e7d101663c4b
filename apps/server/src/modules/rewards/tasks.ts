import { and, asc, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import { addDays, formatFen, startOfDayIn, type Lang, type TaskItem } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { RewardsDeps } from './deps.ts';
import { payClaim } from './pay.ts';
import { businessDate, isoWeekOf } from './periods.ts';
import { rewardClaims, tasks } from './schema.ts';

type Task = typeof tasks.$inferSelect;
export const taskKind = (id: number) => `task:${id}`;

/** The task's current period: its key and first and last day ("YYYY-MM-DD"), in the platform's time zone. */
function periodOf(t: Task, today: string) {
  if (t.period === 'daily') return { key: today, first: today, last: today };
  const week = isoWeekOf(today);
  return { key: week.key, first: addDays(week.next, -7), last: addDays(week.next, -1) };
}

/** What the member has done towards `t` in its period: fen, or days signed in. */
async function progressOf(
  deps: RewardsDeps,
  ex: Executor,
  t: Task,
  memberId: number,
  p: { first: string; last: string },
) {
  const from = startOfDayIn(p.first, deps.config.timeZone);
  const to = startOfDayIn(addDays(p.last, 1), deps.config.timeZone);
  if (t.metric === 'deposit') return deps.depositedBetween(ex, memberId, from, to);
  if (t.metric === 'turnover') return deps.turnover.stakedBetween(ex, memberId, from, to);
  const where = and(
    eq(rewardClaims.memberId, memberId),
    eq(rewardClaims.kind, 'signin'),
    gte(rewardClaims.period, p.first),
    lte(rewardClaims.period, p.last),
  );
  return BigInt(await countWhere(ex, rewardClaims, where));
}

const shown = (t: Task, n: bigint) => (t.metric === 'signin' ? String(n) : formatFen(n));

/** Every enabled task with the member's progress in its period and whether it can be claimed. */
export async function taskList(deps: RewardsDeps, memberId: number, lang: Lang): Promise<{ list: TaskItem[] }> {
  const today = businessDate(deps.config.timeZone, deps.clock());
  const rows = await deps.db
    .select()
    .from(tasks)
    .where(eq(tasks.enabled, true))
    .orderBy(asc(tasks.sort), asc(tasks.id));
  const claimed = await deps.db
    .select({ kind: rewardClaims.kind, period: rewardClaims.period })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), like(rewardClaims.kind, 'task:%')));
  const list = await Promise.all(
    rows.map(async (t): Promise<TaskItem> => {
      const period = periodOf(t, today);
      const done = await progressOf(deps, deps.db, t, memberId, period);
      const taken = claimed.some((c) => c.kind === taskKind(t.id) && c.period === period.key);
      return {
        id: t.id,
        period: t.period,
        metric: t.metric,
        title: lang === 'en' ? t.titleEn : t.titleZhHans,
        progress: shown(t, done < t.target ? done : t.target),
        target: shown(t, t.target),
        reward: formatFen(t.reward),
        state: taken ? 'claimed' : done >= t.target ? 'claimable' : 'in_progress',
      };
    }),
  );
  return { list };
}

/** Claims a done task's reward for its period, once (the claim row's index). */
export async function claimTask(deps: RewardsDeps, memberId: number, id: number, key: string | IdempotencyKey) {
  const idem = idempotencyOf(key);
  await idem.peek(deps.db);
  const now = deps.clock();
  const [t] = await deps.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.enabled, true)));
  if (!t) throw new AppError('task.not_found', 404);
  const period = periodOf(t, businessDate(deps.config.timeZone, now));
  const done = await progressOf(deps, deps.db, t, memberId, period);
  if (done < t.target) {
    throw new AppError('task.not_done', 400, { progress: shown(t, done), target: shown(t, t.target) });
  }
  const reward = {
    memberId,
    type: 'bonus.task' as const,
    kind: taskKind(t.id),
    period: period.key,
    level: 0,
    amount: t.reward,
    turnoverPercent: t.turnoverPercent,
  };
  return payClaim(deps, idem, reward, now, new AppError('task.claimed', 409));
}

/** The member's claimed tasks, newest first (home/taskRecords). */
export async function taskRecords(deps: RewardsDeps, memberId: number, query: PageQuery, lang: Lang) {
  const where = and(eq(rewardClaims.memberId, memberId), like(rewardClaims.kind, 'task:%'));
  return paginate(query, {
    rows: ({ limit, offset }) =>
      deps.db
        .select({
          orderNo: rewardClaims.orderNo,
          period: rewardClaims.period,
          amount: rewardClaims.amount,
          createdAt: rewardClaims.createdAt,
          title: lang === 'en' ? tasks.titleEn : tasks.titleZhHans,
        })
        .from(rewardClaims)
        .innerJoin(tasks, sql`${rewardClaims.kind} = 'task:' || ${tasks.id}`)
        .where(where)
        .orderBy(desc(rewardClaims.id))
        .limit(limit)
        .offset(offset),
    total: () => countWhere(deps.db, rewardClaims, where),
    view: (rows) =>
      rows.map((r) => ({
        orderNo: r.orderNo,
        title: r.title,
        period: r.period,
        reward: formatFen(r.amount),
        claimedAt: r.createdAt.toISOString(),
      })),
  });
}
