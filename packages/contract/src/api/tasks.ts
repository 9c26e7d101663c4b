import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema, yuanText } from '../rules/money.ts';
import { oneLine } from '../rules/text.ts';

// Daily and weekly tasks (docs/decisions.md, Tasks).

export const TASK_PERIODS = ['daily', 'weekly'] as const;
/**
 * What a task counts in its period (the platform's day, or its ISO week): `deposit` the amount of
 * confirmed deposits, `turnover` the valid turnover, `signin` the days signed in.
 */
export const TASK_METRICS = ['deposit', 'turnover', 'signin'] as const;
export type TaskMetric = (typeof TASK_METRICS)[number];

export const TaskItemSchema = z.object({
  id: z.number().int(),
  period: z.enum(TASK_PERIODS),
  metric: z.enum(TASK_METRICS),
  title: z.string(),
  /** Progress and target: money as "12.34" for deposit and turnover, a count of days for signin. */
  progress: z.string(),
  target: z.string(),
  reward: MoneySchema,
  state: z.enum(['claimable', 'claimed', 'in_progress']),
});
export type TaskItem = z.infer<typeof TaskItemSchema>;
export const TaskListSchema = z.object({ list: z.array(TaskItemSchema) });

export const TaskRecordSchema = z.object({
  orderNo: z.string(),
  title: z.string(),
  period: z.string(),
  reward: MoneySchema,
  claimedAt: z.string(),
});
export const TaskRecordPageSchema = pageSchema(TaskRecordSchema);

const TitleSchema = z
  .string({ error: 'task.title_rule' })
  .trim()
  .min(1, 'task.title_rule')
  .max(40, 'task.title_rule')
  .check(oneLine);
export const TaskSaveSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  period: z.enum(TASK_PERIODS, { error: 'task.period_rule' }),
  metric: z.enum(TASK_METRICS, { error: 'task.metric_rule' }),
  titleZhHans: TitleSchema,
  titleEn: TitleSchema,
  /** Yuan for deposit and turnover, days for signin. */
  target: yuanText(9, 'task.target_rule'),
  reward: yuanText(6),
  turnoverMultiple: z
    .number({ error: 'rewards.multiple_rule' })
    .min(0, 'rewards.multiple_rule')
    .max(100, 'rewards.multiple_rule')
    .default(1),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
});
export const AdminTaskSchema = z.object({
  id: z.number().int(),
  period: z.enum(TASK_PERIODS),
  metric: z.enum(TASK_METRICS),
  titleZhHans: z.string(),
  titleEn: z.string(),
  target: z.string(),
  reward: MoneySchema,
  turnoverMultiple: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

export const TASK_API = {
  list: endpoint({ method: 'GET', path: 'task/list', auth: 'member', answer: TaskListSchema }),
  records: endpoint({
    method: 'GET',
    path: 'task/records',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: TaskRecordPageSchema,
  }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/tasks',
    auth: { operator: ['marketing', 'admin'] },
    answer: z.object({ list: z.array(AdminTaskSchema) }),
  }),
  adminSave: endpoint({
    method: 'POST',
    path: 'admin/tasks/save',
    auth: { operator: ['marketing', 'admin'] },
    body: TaskSaveSchema,
    answer: AdminTaskSchema,
  }),
} as const;
