import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatFen, type TaskSaveSchema } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { RewardsDeps } from './deps.ts';
import { fenOf } from './money.ts';
import { tasks } from './schema.ts';

type Task = typeof tasks.$inferSelect;
type Save = z.output<typeof TaskSaveSchema>;

/** The first platform's tasks: period, what it counts, titles, target (yuan or days), reward (yuan). */
const DEFAULT_TASKS: [Task['period'], Task['metric'], string, string, string, string][] = [
  ['daily', 'deposit', '今日存款 100 元', 'Deposit 100.00 today', '100', '2'],
  ['daily', 'turnover', '今日投注 500 元', 'Bet 500.00 today', '500', '5'],
  ['weekly', 'signin', '本周签到 5 天', 'Sign in on 5 days this week', '5', '8'],
  ['weekly', 'turnover', '本周投注 5000 元', 'Bet 5,000.00 this week', '5000', '28'],
];

/** A target as stored: fen for money, a count of days for sign-ins. */
const targetOf = (metric: Task['metric'], text: string) =>
  metric === 'signin' ? BigInt(Math.floor(Number(text))) : fenOf(text);

export async function seedTasks(ex: Executor): Promise<void> {
  const [row] = await ex.select({ n: sql<number>`count(*)::int` }).from(tasks);
  if (row!.n > 0) return;
  await ex.insert(tasks).values(
    DEFAULT_TASKS.map(([period, metric, titleZhHans, titleEn, target, reward], sort) => ({
      period,
      metric,
      titleZhHans,
      titleEn,
      target: targetOf(metric, target),
      reward: fenOf(reward),
      sort,
    })),
  );
}

const view = (t: Task) => ({
  id: t.id,
  period: t.period,
  metric: t.metric,
  titleZhHans: t.titleZhHans,
  titleEn: t.titleEn,
  target: t.metric === 'signin' ? String(t.target) : formatFen(t.target),
  reward: formatFen(t.reward),
  turnoverMultiple: t.turnoverPercent / 100,
  enabled: t.enabled,
  sort: t.sort,
});

// The operators' tasks: all of them, and create or edit one (audited); a change counts from its period on.

export async function adminTasks({ db }: RewardsDeps) {
  return { list: (await db.select().from(tasks).orderBy(asc(tasks.sort), asc(tasks.id))).map(view) };
}

export async function saveTask(deps: RewardsDeps, op: OperatorContext, input: Save) {
  const target = targetOf(input.metric, input.target);
  if (target <= 0n) throw new AppError('task.target_rule');
  const values = {
    period: input.period,
    metric: input.metric,
    titleZhHans: input.titleZhHans,
    titleEn: input.titleEn,
    target,
    reward: fenOf(input.reward),
    turnoverPercent: Math.round(input.turnoverMultiple * 100),
    enabled: input.enabled,
    sort: input.sort,
  };
  return deps.db.transaction(async (tx) => {
    const [t] = input.id
      ? await tx
          .update(tasks)
          .set({ ...values, updatedAt: deps.clock() })
          .where(eq(tasks.id, input.id))
          .returning()
      : await tx.insert(tasks).values(values).returning();
    if (!t) throw new AppError('task.not_found', 404);
    const saved = view(t);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: input.id ? 'task.update' : 'task.create',
      target: `task:${t.id}`,
      detail: saved,
    });
    return saved;
  });
}
