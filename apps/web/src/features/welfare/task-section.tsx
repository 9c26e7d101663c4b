import { TASK_PERIODS, type TaskItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTasks } from '../../api/tasks';
import { ROUTES } from '../../shared/routes';
import { TaskRow } from './task-row';
import { LoadFailed } from '../../shared/ui/load-failed';

/** The daily and weekly tasks (docs/decisions.md, Tasks), grouped by period, with the way to the records. */
export function TaskSection() {
  const { t } = useTranslation();
  const tasks = useTasks();

  let body: ReactNode;
  if (tasks.isPending) {
    body = (
      <div className="task-loading">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (!tasks.data) {
    body = <LoadFailed onRetry={() => void tasks.refetch()} className="inline-empty" />;
  } else {
    body = TASK_PERIODS.map((period) => <TaskGroup key={period} period={period} tasks={tasks.data} />);
  }
  return (
    <section className="welfare-tasks" aria-labelledby="welfare-tasks-title">
      <div className="section-title section-header">
        <h2 id="welfare-tasks-title" className="welfare-perks-title">
          {t('task.title')}
        </h2>
        <Link to={ROUTES.taskRecords} className="welfare-link">
          {t('task.records')}
        </Link>
      </div>
      {body}
    </section>
  );
}

type TaskGroupProps = { period: TaskItem['period']; tasks: TaskItem[] };

/** One period's tasks in the server's order; nothing when it has none. */
function TaskGroup({ period, tasks }: TaskGroupProps) {
  const { t } = useTranslation();
  const mine = tasks.filter((task) => task.period === period);
  if (mine.length === 0) return null;
  return (
    <List mode="card" className="task-group" header={<h3 className="task-group-title">{t(`task.${period}`)}</h3>}>
      {mine.map((task) => (
        // With the state: a task that turns claimed (or claimable in a new period) starts over with a new key.
        <TaskRow key={`${task.id}:${task.state}`} task={task} />
      ))}
    </List>
  );
}
