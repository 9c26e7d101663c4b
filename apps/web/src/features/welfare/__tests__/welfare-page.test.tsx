import {
  ACTIVITY_API,
  REWARDS_API,
  SIGNIN_API,
  TASK_API,
  type SigninStatus,
  type TaskItem,
  type VipInfo,
  type VipPerkItem,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { WelfarePage } from '../welfare-page';

const perk = (item: Partial<VipPerkItem> & Pick<VipPerkItem, 'perk'>): VipPerkItem => ({
  level: 1,
  amount: '5.00',
  state: 'claimable',
  note: '',
  ...item,
});

const vip = (perks: VipPerkItem[]): VipInfo => ({
  level: 1,
  deposits: '100.00',
  turnover: '0.00',
  next: null,
  perks,
});

const signin = (signedToday: boolean): SigninStatus => ({
  today: '2026-03-04',
  signedToday,
  streak: signedToday ? 1 : 0,
  paid: true,
  turnoverMultiple: 1,
  days: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'].map((amount, i) => ({
    day: i + 1,
    amount,
    done: signedToday && i === 0,
  })),
});

/** The daily deposit task, done or not. */
const depositTask = (state: TaskItem['state']): TaskItem => ({
  id: 1,
  period: 'daily',
  metric: 'deposit',
  title: '今日存款 100 元',
  progress: state === 'in_progress' ? '0.00' : '100.00',
  target: '100.00',
  reward: '2.00',
  state,
});

type Claimable = { id: number; title: string; amount: string };

function openPage(perks: VipPerkItem[], signedToday: boolean, tasks: TaskItem[] = [], promotions: Claimable[] = []) {
  const api = fakeApi([
    [ACTIVITY_API.claimable, ok({ list: promotions })],
    [
      REWARDS_API.claim,
      ok({ orderNo: 'R1', amount: '100.00', turnoverAdded: '100.00', balance: '600.00' }, '领取成功'),
    ],
    [REWARDS_API.vip, ok(vip(perks))],
    [REWARDS_API.vipLevels, ok({ list: [] })],
    [SIGNIN_API.status, ok(signin(signedToday))],
    [TASK_API.list, ok({ list: tasks })],
  ]);
  return { ...renderPage(<WelfarePage />, ROUTES.welfare), api };
}

const perksSection = () => screen.getByRole('region', { name: i18n.t('welfare.vip_perks') });

describe('the rewards centre', () => {
  it('shows the sign-in card and only the VIP perks that can be claimed now, with a link to VIP', async () => {
    const { user } = openPage(
      [
        perk({ perk: 'weekly', state: 'claimed', note: i18n.t('rewards.again_from', { date: '2026-03-09' }) }),
        perk({ perk: 'monthly', amount: '10.00' }),
        perk({ perk: 'birthday', state: 'unavailable', note: i18n.t('rewards.birthday_no_date') }),
        perk({ perk: 'levelUp', amount: '8.00' }),
      ],
      false,
    );

    expect(await screen.findByRole('heading', { name: i18n.t('welfare.title') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: i18n.t('signin.button') })).toBeEnabled();
    await waitFor(() => expect(within(perksSection()).getAllByTestId('vip-perk')).toHaveLength(2));
    const section = perksSection();
    expect(within(section).getByText(i18n.t('rewards.perk.monthly'))).toBeInTheDocument();
    expect(
      within(section).getByText(`${i18n.t('rewards.perk.levelUp')} ${i18n.t('vip.level', { level: 1 })}`),
    ).toBeInTheDocument();
    expect(within(section).queryByText(i18n.t('rewards.perk.weekly'))).not.toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: i18n.t('vip.claim') })).toHaveLength(2);
    expect(screen.queryByText(i18n.t('welfare.empty'))).not.toBeInTheDocument();

    await user.click(within(section).getByRole('link', { name: i18n.t('welfare.all_perks') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.vip);
  });

  it('says there is nothing to claim once the sign-in is done and no task or perk can be claimed', async () => {
    openPage([perk({ perk: 'weekly', state: 'claimed' })], true, [depositTask('claimed')]);

    expect(await screen.findByText(i18n.t('welfare.empty'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('signin.done_today') })).toBeDisabled();
    expect(within(perksSection()).queryByTestId('vip-perk')).not.toBeInTheDocument();
  });

  it('does not say so while a task can be claimed', async () => {
    openPage([], true, [depositTask('claimable')]);

    expect(await screen.findByRole('button', { name: i18n.t('task.claim') })).toBeEnabled();
    expect(perksSection()).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('welfare.empty'))).not.toBeInTheDocument();
  });

  it('lists a promotion that can be claimed now, and claims it once on a double tap', async () => {
    const { user, api } = openPage([], true, [], [{ id: 7, title: '新人首存送20%', amount: '100.00' }]);

    const section = await screen.findByRole('region', { name: i18n.t('welfare.promotions') });
    expect(within(section).getByRole('link', { name: '新人首存送20%' })).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('welfare.empty'))).not.toBeInTheDocument();
    await user.dblClick(within(section).getByRole('button', { name: i18n.t('activity.claim') }));
    expect(await within(section).findByText(i18n.t('vip.claimed_label'))).toBeInTheDocument();
    const claims = api.sentTo(REWARDS_API.claim);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.body).toEqual({ source: 'activity', id: 7 });
    expect(claims[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not say so while today’s sign-in is still to do', async () => {
    openPage([], false);

    expect(await screen.findByRole('button', { name: i18n.t('signin.button') })).toBeEnabled();
    expect(perksSection()).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('welfare.empty'))).not.toBeInTheDocument();
  });
});
