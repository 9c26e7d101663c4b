import { REWARDS_API, type VipInfo, type VipLevel, type VipPerkItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { deferred, fakeApi, ok, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { VipPage } from '../vip-page';

const againFrom = i18n.t('rewards.again_from', { date: '2026-03-09' });
const notBirthdayMonth = i18n.t('rewards.birthday_not_month', { month: 7 });

const perk = (item: Partial<VipPerkItem> & Pick<VipPerkItem, 'perk'>): VipPerkItem => ({
  level: 1,
  amount: '5.00',
  state: 'claimable',
  note: '',
  ...item,
});

/** A VIP1 member halfway to VIP2 on deposits, past it on turnover. */
const vip = (perks: VipPerkItem[]): VipInfo => ({
  level: 1,
  deposits: '500.00',
  turnover: '6000.00',
  next: {
    level: 2,
    depositThreshold: '1000.00',
    turnoverThreshold: '5000.00',
    depositMissing: '500.00',
    turnoverMissing: '0.00',
  },
  perks,
});

const level = (n: number, turnoverMultiple: number): VipLevel => ({
  level: n,
  depositThreshold: `${n * 100}.00`,
  turnoverThreshold: '0.00',
  weekly: '5.00',
  levelUp: '8.00',
  monthly: '10.00',
  birthday: '18.00',
  turnoverMultiple,
});

const levels = { list: [level(0, 0), level(1, 1), level(2, 1)] };

function openPage(answer: () => VipInfo, claim: (sent: Sent) => Reply | Promise<Reply> = () => ok(null)) {
  const api = fakeApi([
    [REWARDS_API.vip, () => ok(answer())],
    [REWARDS_API.vipLevels, ok(levels)],
    [REWARDS_API.claim, claim],
  ]);
  return { api, ...renderPage(<VipPage />, ROUTES.vip) };
}

/** The row of a perk, by its label as shown ("晋级礼金 VIP1"). */
const perkRow = async (label: string) => {
  const name = await screen.findByText(label);
  return name.closest<HTMLElement>('[data-testid="vip-perk"]')!;
};
const perkLabel = (key: 'weekly' | 'levelUp' | 'monthly' | 'birthday', at?: number) =>
  at === undefined
    ? i18n.t(`rewards.perk.${key}`)
    : `${i18n.t(`rewards.perk.${key}`)} ${i18n.t('vip.level', { level: at })}`;

describe('the VIP page', () => {
  it('shows the level, the way to the next one and the turnover a claim adds', async () => {
    openPage(() => vip([perk({ perk: 'weekly' })]));

    expect(await screen.findByRole('heading', { name: i18n.t('vip.title') })).toBeInTheDocument();
    expect(await screen.findByText(i18n.t('vip.level', { level: 1 }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('vip.to_next', { level: 2 }))).toBeInTheDocument();
    const deposits = screen.getByRole('progressbar', { name: i18n.t('vip.deposits') });
    const turnover = screen.getByRole('progressbar', { name: i18n.t('vip.turnover') });
    expect(deposits).toHaveAttribute('aria-valuenow', '50');
    expect(turnover).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('500.00 / 1,000.00')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('vip.missing', { amount: '500.00' }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('vip.reached'))).toBeInTheDocument();
    expect(await screen.findByText(i18n.t('vip.turnover_multiple', { multiple: 1 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('vip.levels') })).toBeInTheDocument();
  });

  it('says so at the top level, with no progress to show', async () => {
    openPage(() => ({ ...vip([]), level: 9, next: null }));

    expect(await screen.findByText(i18n.t('vip.level', { level: 9 }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('vip.top'))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends a double tap on Claim once, with an Idempotency-Key, then marks the perk claimed', async () => {
    let claimed = false;
    const answer = deferred<Reply>();
    const { user, api } = openPage(
      () => vip([perk({ perk: 'levelUp', amount: '8.00', state: claimed ? 'claimed' : 'claimable' })]),
      () => answer.promise,
    );
    const row = await perkRow(perkLabel('levelUp', 1));
    expect(row).toHaveTextContent(i18n.t('money.cny', { amount: '8.00' }));
    const button = within(row).getByRole('button', { name: i18n.t('vip.claim') });

    await user.dblClick(button);
    await waitFor(() => expect(api.sentTo(REWARDS_API.claim)).toHaveLength(1));
    expect(button).toBeDisabled();
    await user.click(button);
    claimed = true;
    answer.resolve(
      ok({ orderNo: 'R1', amount: '8.00', turnoverAdded: '8.00', balance: '108.00' }, i18n.t('rewards.claimed')),
    );

    expect(await screen.findByText(i18n.t('rewards.claimed'))).toBeInTheDocument();
    const after = await perkRow(perkLabel('levelUp', 1));
    await waitFor(() => expect(within(after).getByText(i18n.t('vip.claimed_label'))).toBeInTheDocument());
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
    // The perks were asked again after the claim.
    await waitFor(() => expect(api.sentTo(REWARDS_API.vip)).toHaveLength(2));
    const sent = api.sentTo(REWARDS_API.claim);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({ source: 'vip', perk: 'levelUp', level: 1 });
  });

  it('shows a claimed perk’s mark and note and an unavailable perk’s note, with no Claim button', async () => {
    const { api } = openPage(() =>
      vip([
        perk({ perk: 'weekly', state: 'claimed', note: againFrom }),
        perk({ perk: 'birthday', amount: '18.00', state: 'unavailable', note: notBirthdayMonth }),
        perk({ perk: 'monthly', amount: '10.00' }),
      ]),
    );

    const weekly = await perkRow(perkLabel('weekly'));
    expect(within(weekly).getByText(i18n.t('vip.claimed_label'))).toBeInTheDocument();
    expect(within(weekly).getByText(againFrom)).toBeInTheDocument();
    expect(within(weekly).queryByRole('button')).not.toBeInTheDocument();

    const birthday = await perkRow(perkLabel('birthday'));
    expect(within(birthday).getByText(notBirthdayMonth)).toBeInTheDocument();
    expect(within(birthday).queryByText(i18n.t('vip.claimed_label'))).not.toBeInTheDocument();
    expect(within(birthday).queryByRole('button')).not.toBeInTheDocument();

    const monthly = await perkRow(perkLabel('monthly'));
    expect(within(monthly).getByRole('button', { name: i18n.t('vip.claim') })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: i18n.t('vip.claim') })).toHaveLength(1);
    expect(api.sentTo(REWARDS_API.claim)).toHaveLength(0);
  });
});
