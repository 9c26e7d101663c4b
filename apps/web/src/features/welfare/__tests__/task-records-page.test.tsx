import { COMMON_API, TASK_API, type TaskRecordSchema } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { TaskRecordsPage } from '../task-records-page';

type TaskRecord = z.infer<typeof TaskRecordSchema>;

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

function openPage(list: TaskRecord[]) {
  const api = fakeApi([
    [TASK_API.records, ok({ list, total: list.length, page: 1, limit: 20 })],
    [COMMON_API.systemInfo, ok(systemInfo)],
  ]);
  return { api, ...renderPage(<TaskRecordsPage />, ROUTES.taskRecords) };
}

const row = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-testid="task-record"]')!;

describe('the task records', () => {
  it('shows each claimed task with its period, reward and date, newest first', async () => {
    const { api } = openPage([
      {
        orderNo: 'T2',
        title: '本周签到 5 天',
        period: '2026-W10',
        reward: '8.00',
        claimedAt: '2026-03-06T01:00:00.000Z',
      },
      {
        orderNo: 'T1',
        title: '今日存款 100 元',
        period: '2026-03-04',
        reward: '2.00',
        claimedAt: '2026-03-04T02:30:00.000Z',
      },
    ]);

    expect(await screen.findByRole('heading', { name: i18n.t('task.records') })).toBeInTheDocument();
    await screen.findByText('今日存款 100 元');
    const deposit = row('今日存款 100 元');
    expect(within(deposit).getByText(i18n.t('task.period_of', { period: '2026-03-04' }))).toBeInTheDocument();
    expect(deposit).toHaveTextContent(`+${i18n.t('money.cny', { amount: '2.00' })}`);
    expect(deposit).toHaveTextContent('2026-03-04 10:30:00');
    const signin = row('本周签到 5 天');
    expect(within(signin).getByText(i18n.t('task.period_of', { period: '2026-W10' }))).toBeInTheDocument();
    expect(signin).toHaveTextContent(`+${i18n.t('money.cny', { amount: '8.00' })}`);
    expect(screen.getAllByTestId('task-record').map((r) => r.textContent)).toEqual([
      expect.stringContaining('本周签到 5 天'),
      expect.stringContaining('今日存款 100 元'),
    ]);
    expect(api.sentTo(TASK_API.records)[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('says so when no task was claimed', async () => {
    openPage([]);
    expect(await screen.findByText(i18n.t('task.records_empty'))).toBeInTheDocument();
  });
});
