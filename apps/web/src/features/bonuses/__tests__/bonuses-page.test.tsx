import { BONUS_API, COMMON_API, type BonusItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { BonusesPage } from '../bonuses-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const bonus = (item: Partial<BonusItem> & Pick<BonusItem, 'orderNo' | 'label'>): BonusItem => ({
  amount: '100.00',
  claimedAt: '2026-03-04T02:30:00.000Z',
  turnoverRequired: '100.00',
  turnoverDone: '0.00',
  turnoverRemaining: '100.00',
  ...item,
});

function openPage(list: BonusItem[], turnoverRemaining: string) {
  const api = fakeApi([
    [BONUS_API.list, ok({ list, total: list.length, page: 1, limit: 20, turnoverRemaining })],
    [COMMON_API.systemInfo, ok(systemInfo)],
  ]);
  return { api, ...renderPage(<BonusesPage />, ROUTES.bonuses) };
}

const row = (label: string) => screen.getByText(label).closest<HTMLElement>('[data-testid="bonus-row"]')!;

describe('my bonuses', () => {
  it('shows the turnover still to bet, then each bonus with its amount, date and turnover progress', async () => {
    openPage(
      [
        bonus({ orderNo: 'B2', label: '新人首存送20%' }),
        bonus({
          orderNo: 'B1',
          label: '晋级礼金 VIP1',
          amount: '8.00',
          claimedAt: '2026-03-01T16:00:00.000Z',
          turnoverRequired: '8.00',
          turnoverDone: '2.00',
          turnoverRemaining: '6.00',
        }),
      ],
      '606.00',
    );

    expect(await screen.findByRole('heading', { name: i18n.t('promotion.bonuses') })).toBeInTheDocument();
    const total = await screen.findByRole('region', { name: i18n.t('promotion.turnover_total') });
    expect(total).toHaveTextContent(i18n.t('money.cny', { amount: '606.00' }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-row')).toHaveLength(2));

    const first = row('新人首存送20%');
    expect(first).toHaveTextContent(i18n.t('money.cny', { amount: '100.00' }));
    expect(first).toHaveTextContent(i18n.t('promotion.claimed_at', { time: '2026-03-04 10:30:00' }));
    expect(first).toHaveTextContent(
      i18n.t('promotion.turnover_progress', { done: '0.00', required: '100.00', remaining: '100.00' }),
    );
    expect(within(first).getByRole('progressbar', { name: i18n.t('promotion.turnover') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    const second = row('晋级礼金 VIP1');
    expect(second).toHaveTextContent(i18n.t('promotion.claimed_at', { time: '2026-03-02 00:00:00' }));
    expect(second).toHaveTextContent(
      i18n.t('promotion.turnover_progress', { done: '2.00', required: '8.00', remaining: '6.00' }),
    );
    expect(within(second).getByRole('progressbar', { name: i18n.t('promotion.turnover') })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('says so when the member has no bonus yet', async () => {
    openPage([], '0.00');

    expect(await screen.findByText(i18n.t('promotion.no_bonuses'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: i18n.t('promotion.turnover_total') })).toHaveTextContent(
      i18n.t('money.cny', { amount: '0.00' }),
    );
    expect(screen.queryByTestId('bonus-row')).not.toBeInTheDocument();
  });
});
