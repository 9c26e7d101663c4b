import { ACTIVITY_API, ACTIVITY_TABS, COMMON_API, type ActivityItem } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { PromotionPage } from '../promotion-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const promotion = (item: Partial<ActivityItem> & Pick<ActivityItem, 'id' | 'title'>): ActivityItem => ({
  tab: 'first_deposit',
  summary: '',
  banner: '',
  // 16:00 UTC is midnight of the next day in the platform's time zone.
  startsAt: '2026-02-28T16:00:00.000Z',
  endsAt: '2026-03-31T15:59:59.000Z',
  ...item,
});

const page = (list: ActivityItem[]) => ok({ list, total: list.length, page: 1, limit: 20 });

function openPage(list: (sent: Sent) => ActivityItem[]) {
  const api = fakeApi([
    [ACTIVITY_API.tabs, ok({ list: ACTIVITY_TABS.map((code) => ({ code, label: i18n.t(`activity.tab.${code}`) })) })],
    [ACTIVITY_API.list, (sent) => page(list(sent))],
    [COMMON_API.systemInfo, ok(systemInfo)],
  ]);
  return { api, ...renderPage(<PromotionPage signin={<p>sign-in card</p>} />, ROUTES.promotion) };
}

describe('the Promotion tab', () => {
  it('shows the sign-in card, the six tabs and the promotions of All as cards with their period', async () => {
    openPage(() => [
      promotion({ id: 1, title: '新人首存送20%', summary: '首存最高送388元', banner: '/api/uploads/banner.png' }),
      promotion({ id: 2, title: '每日加赠', tab: 'daily' }),
    ]);

    expect(screen.getByText('sign-in card')).toBeInTheDocument();
    for (const code of ACTIVITY_TABS) {
      expect(await screen.findByRole('tab', { name: i18n.t(`activity.tab.${code}`) })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    expect(screen.getByRole('tab', { name: i18n.t('activity.tab.all') })).toHaveAttribute('aria-selected', 'true');

    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(2));
    const first = screen.getByRole('link', { name: /新人首存送20%/ });
    expect(first).toHaveTextContent('首存最高送388元');
    expect(first).toHaveTextContent(i18n.t('promotion.period_range', { from: '2026-03-01', to: '2026-03-31' }));
    expect(first.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/api\/uploads\/banner\.png$/));
    expect(screen.getByRole('link', { name: /每日加赠/ }).querySelector('img')).toBeNull();
  });

  it('lists a tab’s own promotions, says when there are none, and opens a promotion’s detail', async () => {
    const { api, user } = openPage((sent) =>
      sent.url.searchParams.get('tab') === 'first_deposit' ? [promotion({ id: 7, title: '新人首存送20%' })] : [],
    );

    expect(await screen.findByText(i18n.t('activity.empty'))).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: i18n.t('activity.tab.first_deposit') }));
    await user.click(await screen.findByRole('link', { name: /新人首存送20%/ }));

    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.promotionDetail);
    const tabsAsked = api.sentTo(ACTIVITY_API.list).map((s) => s.url.searchParams.get('tab'));
    expect(tabsAsked).toEqual(['all', 'first_deposit']);
  });
});
