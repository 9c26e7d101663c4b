import { parseAmountToFen, type TaskItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { useClaimTask } from '../../api/tasks';
import { formatMoney } from '../../shared/format/money';
import { ClaimAction, useClaimed } from '../../shared/ui/claim-action';
import { MoneyText } from '../../shared/ui/money-text';

/** One task: its title and reward, how far the member is in its period, and Claim or the claimed mark. */
export function TaskRow({ task }: { task: TaskItem }) {
  const { t } = useTranslation();
  const claim = useClaimTask();
  const done = useClaimed(() => claim.submit(task.id));
  const state = done.answer ? 'claimed' : task.state;
  const percent = progressPercent(task.progress, task.target);
  // Money for deposit and turnover, a count of days for signin (packages/contract/src/api/tasks.ts).
  const shown = (value: string) => (task.metric === 'signin' ? value : formatMoney(value));

  return (
    <List.Item
      className="task-row"
      data-testid="task-row"
      arrowIcon={false}
      description={
        <div className="task-progress">
          <div
            role="progressbar"
            aria-label={task.title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="task-progress-track"
          >
            <ProgressBar percent={percent} className="task-progress-bar" />
          </div>
          <span className="task-progress-figures">
            {t('task.progress', { progress: shown(task.progress), target: shown(task.target) })}
          </span>
        </div>
      }
      extra={
        <ClaimAction
          state={state}
          pending={claim.pending}
          onClaim={done.claim}
          label={t('task.claim')}
          claimedLabel={t('task.done_label')}
          claimedClassName="task-claimed"
        />
      }
    >
      <span className="task-title">{task.title}</span>
      <MoneyText amount={task.reward} className="task-reward" />
    </List.Item>
  );
}

/** Whole percent of the target reached, 0-100, worked out in fen (days scale the same); "0.00" parses as nothing. */
function progressPercent(progress: string, target: string): number {
  const got = parseAmountToFen(progress) ?? 0n;
  const wanted = parseAmountToFen(target) ?? 0n;
  if (wanted <= 0n || got >= wanted) return 100;
  return Number((got * 100n) / wanted);
}
