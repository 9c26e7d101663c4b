import { ACTIVITY_API, BONUS_API, COMMON_API, REWARDS_API, type ActivityDetail } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { deferred, fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { PromotionDetailPage } from '../promotion-detail-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const RULE = '首次存款的 20%，最高 388.00，须在首存后 7 天内领取，每人一次；需完成 1 倍流水。';

const detail = (my: ActivityDetail['my']): ActivityDetail => ({
  id: 7,
  tab: 'first_deposit',
  title: '新人首存送20%',
  summary: '首存最高送388元',
  banner: '',
  startsAt: '2026-02-28T16:00:00.000Z',
  endsAt: '2026-03-31T15:59:59.000Z',
  content: '<p>首存后 <strong>7 天</strong>内领取</p><ul><li>每人一次</li></ul>',
  rule: RULE,
  my,
});

const eligible = {
  state: 'eligible' as const,
  amount: '100.00',
  note: i18n.t('activity.eligible', { amount: '100.00' }),
};
const claimedState = { state: 'claimed' as const, amount: '100.00', note: i18n.t('activity.claimed') };

function openPage(
  answer: () => Reply,
  claim: (sent: Sent) => Reply | Promise<Reply> = () => ok(null),
  path = `${ROUTES.promotionDetail}?id=7`,
) {
  const api = fakeApi([
    [ACTIVITY_API.detail, answer],
    [REWARDS_API.claim, claim],
    [BONUS_API.list, ok({ list: [], total: 0, page: 1, limit: 20, turnoverRemaining: '0.00' })],
    [COMMON_API.systemInfo, ok(systemInfo)],
  ]);
  // The route is matched without the query; the page reads it from the address.
  return { api, ...renderPage(<PromotionDetailPage />, path) };
}

const offer = () => screen.getByRole('region', { name: i18n.t('promotion.my_state') });

describe('the promotion detail page', () => {
  it('shows the promotion, its rule and the operator’s text as HTML', async () => {
    const { api } = openPage(() => ok(detail(eligible)));

    expect(await screen.findByRole('heading', { name: '新人首存送20%' })).toBeInTheDocument();
    expect(screen.getByText('首存最高送388元')).toBeInTheDocument();
    expect(screen.getByText(RULE)).toBeInTheDocument();
    const content = document.querySelector('.promotion-content')!;
    expect(content.querySelector('strong')).toHaveTextContent('7 天');
    expect(within(content as HTMLElement).getByRole('listitem')).toHaveTextContent('每人一次');
    expect(await screen.findByText(/2026-03-01 00:00:00/)).toBeInTheDocument();
    expect(api.sentTo(ACTIVITY_API.detail)[0]!.url.searchParams.get('id')).toBe('7');
  });

  it('sends a double tap on Claim once, with an Idempotency-Key, then shows it claimed with the way to the turnover', async () => {
    let claimed = false;
    const answer = deferred<Reply>();
    const { user, api } = openPage(
      () => ok(detail(claimed ? claimedState : eligible)),
      () => answer.promise,
    );
    const button = await screen.findByRole('button', { name: i18n.t('activity.claim') });
    expect(offer()).toHaveTextContent(i18n.t('money.cny', { amount: '100.00' }));

    await user.dblClick(button);
    await waitFor(() => expect(api.sentTo(REWARDS_API.claim)).toHaveLength(1));
    expect(button).toBeDisabled();
    await user.click(button);
    claimed = true;
    answer.resolve(
      ok({ orderNo: 'R1', amount: '100.00', turnoverAdded: '100.00', balance: '600.00' }, i18n.t('rewards.claimed')),
    );

    expect(await screen.findByText(i18n.t('rewards.claimed'))).toBeInTheDocument();
    await waitFor(() => expect(within(offer()).getByText(i18n.t('promotion.claimed'))).toBeInTheDocument());
    expect(within(offer()).queryByRole('button')).not.toBeInTheDocument();
    // The state was asked again after the claim.
    await waitFor(() => expect(api.sentTo(ACTIVITY_API.detail)).toHaveLength(2));
    const sent = api.sentTo(REWARDS_API.claim);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({ source: 'activity', id: 7 });

    await user.click(within(offer()).getByRole('link', { name: i18n.t('promotion.see_turnover') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.bonuses);
  });

  it('shows what is missing when the member cannot claim it yet, with no Claim button', async () => {
    const note = i18n.t('activity.need_first_deposit');
    const { api } = openPage(() => ok(detail({ state: 'not_eligible', amount: null, note })));

    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(within(offer()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(offer()).queryByText(i18n.t('promotion.claimed'))).not.toBeInTheDocument();
    expect(api.sentTo(REWARDS_API.claim)).toHaveLength(0);
  });

  it('offers a visitor the way to login', async () => {
    const { user } = openPage(() => ok(detail({ state: 'visitor', amount: null, note: i18n.t('activity.visitor') })));

    expect(await screen.findByText(i18n.t('activity.visitor'))).toBeInTheDocument();
    await user.click(within(offer()).getByRole('link', { name: i18n.t('login.title') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.login);
  });

  it('shows the server’s message for an unknown promotion, with the way back to the tab', async () => {
    const { user } = openPage(() => refused(i18n.t('activity.not_found'), 'activity.not_found'));

    expect(await screen.findByText(i18n.t('activity.not_found'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: i18n.t('promotion.my_state') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n.t('tab.promotion') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.promotion);
  });
});
