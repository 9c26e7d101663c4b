import { REWARDS_API, TASK_API, type TaskItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { deferred, fakeApi, ok, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { TaskSection } from '../task-section';

/** The default tasks (docs/decisions.md, Tasks): a member who deposited 40.00, bet 500.00 and signed in twice. */
const tasks = (more: Partial<Record<number, Partial<TaskItem>>> = {}): TaskItem[] =>
  [
    { id: 1, period: 'daily', metric: 'deposit', title: '今日存款 100 元', progress: '40.00', target: '100.00' },
    { id: 2, period: 'daily', metric: 'turnover', title: '今日投注 500 元', progress: '500.00', target: '500.00' },
    { id: 3, period: 'weekly', metric: 'signin', title: '本周签到 5 天', progress: '2', target: '5' },
    { id: 4, period: 'weekly', metric: 'turnover', title: '本周投注 5000 元', progress: '500.00', target: '5000.00' },
  ].map((task, i): TaskItem => {
    const reward = ['2.00', '5.00', '8.00', '28.00'][i]!;
    const state = task.progress === task.target ? 'claimable' : 'in_progress';
    return { ...(task as TaskItem), reward, state, ...more[task.id] };
  });

function openSection(answer: () => TaskItem[], claim: (sent: Sent) => Reply | Promise<Reply> = () => ok(null)) {
  const api = fakeApi([
    [TASK_API.list, () => ok({ list: answer() })],
    [REWARDS_API.claim, claim],
  ]);
  return { api, ...renderPage(<TaskSection />, ROUTES.welfare) };
}

/** The row of a task, by its title. */
const taskRow = async (title: string) => {
  const name = await screen.findByText(title);
  return name.closest<HTMLElement>('[data-testid="task-row"]')!;
};
const progress = (p: string, target: string) => i18n.t('task.progress', { progress: p, target });

describe('the tasks in the rewards centre', () => {
  it('shows the daily and weekly tasks with their reward and progress, and Claim on a task that is done', async () => {
    const { user } = openSection(() => tasks());

    const daily = await screen.findByRole('heading', { name: i18n.t('task.daily') });
    const weekly = screen.getByRole('heading', { name: i18n.t('task.weekly') });
    expect(daily.compareDocumentPosition(weekly) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const deposit = await taskRow('今日存款 100 元');
    expect(deposit).toHaveTextContent(i18n.t('money.cny', { amount: '2.00' }));
    expect(within(deposit).getByText(progress('40.00', '100.00'))).toBeInTheDocument();
    expect(within(deposit).getByRole('progressbar', { name: '今日存款 100 元' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(deposit).queryByRole('button')).not.toBeInTheDocument();

    const turnover = await taskRow('今日投注 500 元');
    expect(within(turnover).getByText(progress('500.00', '500.00'))).toBeInTheDocument();
    expect(within(turnover).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(turnover).getByRole('button', { name: i18n.t('task.claim') })).toBeEnabled();

    // Days for a sign-in task, money with thousands for the others.
    expect(within(await taskRow('本周签到 5 天')).getByText(progress('2', '5'))).toBeInTheDocument();
    expect(within(await taskRow('本周投注 5000 元')).getByText(progress('500.00', '5,000.00'))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: i18n.t('task.claim') })).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: i18n.t('task.records') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.taskRecords);
  });

  it('sends a double tap on Claim once, with an Idempotency-Key, then marks the task claimed', async () => {
    let claimed = false;
    const answer = deferred<Reply>();
    const { user, api } = openSection(
      () => tasks(claimed ? { 2: { state: 'claimed' } } : {}),
      () => answer.promise,
    );
    const button = within(await taskRow('今日投注 500 元')).getByRole('button', { name: i18n.t('task.claim') });

    await user.dblClick(button);
    await waitFor(() => expect(api.sentTo(REWARDS_API.claim)).toHaveLength(1));
    expect(button).toBeDisabled();
    await user.click(button);
    claimed = true;
    answer.resolve(
      ok({ orderNo: 'R1', amount: '5.00', turnoverAdded: '5.00', balance: '105.00' }, i18n.t('rewards.claimed')),
    );

    expect(await screen.findByText(i18n.t('rewards.claimed'))).toBeInTheDocument();
    const after = await taskRow('今日投注 500 元');
    await waitFor(() => expect(within(after).getByText(i18n.t('task.done_label'))).toBeInTheDocument());
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
    // The tasks were asked again after the claim.
    await waitFor(() => expect(api.sentTo(TASK_API.list)).toHaveLength(2));
    const sent = api.sentTo(REWARDS_API.claim);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({ source: 'task', id: 2 });
  });

  it('shows a claimed task’s mark and no Claim button', async () => {
    const { api } = openSection(() => tasks({ 2: { state: 'claimed' } }));

    const turnover = await taskRow('今日投注 500 元');
    expect(within(turnover).getByText(i18n.t('task.done_label'))).toBeInTheDocument();
    expect(within(turnover).queryByRole('button')).not.toBeInTheDocument();
    expect(within(turnover).getByText(progress('500.00', '500.00'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('task.claim') })).not.toBeInTheDocument();
    expect(api.sentTo(REWARDS_API.claim)).toHaveLength(0);
  });
});
