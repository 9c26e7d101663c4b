import { COMMON_API, WHEEL_API } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Award } from '../../../api/wheel';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { RedemptionRecordPage } from '../redemption-record-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

function openPage(list: Award[]) {
  fakeApi([
    [WHEEL_API.awards, ok({ list, total: list.length, page: 1, limit: 20 })],
    [COMMON_API.systemInfo, ok(systemInfo)],
  ]);
  return renderPage(<RedemptionRecordPage />, ROUTES.redemptionRecord);
}

const row = (name: string) => screen.getByText(name).closest<HTMLElement>('[data-testid="award-row"]')!;

describe('the redemption record', () => {
  it('shows each item prize with when it was won, and whether and when it was sent', async () => {
    openPage([
      { orderNo: 'S2', name: '蓝牙耳机', state: 'pending', createdAt: '2026-03-04T02:30:00.000Z', fulfilledAt: null },
      {
        orderNo: 'S1',
        name: '品牌保温杯',
        state: 'fulfilled',
        createdAt: '2026-03-01T01:00:00.000Z',
        fulfilledAt: '2026-03-02T08:15:00.000Z',
      },
    ]);

    expect(await screen.findByRole('heading', { name: i18n.t('wheel.awards_title') })).toBeInTheDocument();
    await screen.findByText('蓝牙耳机');
    const pending = row('蓝牙耳机');
    expect(within(pending).getByText(i18n.t('wheel.state_pending'))).toBeInTheDocument();
    expect(pending).toHaveTextContent(i18n.t('wheel.won_at', { time: '2026-03-04 10:30:00' }));
    expect(pending).not.toHaveTextContent(i18n.t('wheel.sent_at', { time: '' }).trim());
    const sent = row('品牌保温杯');
    expect(within(sent).getByText(i18n.t('wheel.state_fulfilled'))).toBeInTheDocument();
    expect(sent).toHaveTextContent(i18n.t('wheel.sent_at', { time: '2026-03-02 16:15:00' }));
  });

  it('says so when no item was won', async () => {
    openPage([]);
    expect(await screen.findByText(i18n.t('wheel.awards_empty'))).toBeInTheDocument();
  });
});
