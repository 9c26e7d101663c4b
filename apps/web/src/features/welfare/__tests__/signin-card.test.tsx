import { SIGNIN_API, type SigninStatus } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { deferred, fakeApi, ok, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { SigninCard } from '../signin-card';

const AMOUNTS = ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'];

/** A paying member who signed in on `done` days of the round so far, today included when `signedToday`. */
const status = (done: number, more: Partial<SigninStatus> = {}): SigninStatus => ({
  today: '2026-03-04',
  signedToday: false,
  streak: done,
  paid: true,
  turnoverMultiple: 1,
  days: AMOUNTS.map((amount, i) => ({ day: i + 1, amount, done: i + 1 <= done })),
  ...more,
});

function openCard(answer: () => SigninStatus, signin: (sent: Sent) => Reply | Promise<Reply> = () => ok(null)) {
  const api = fakeApi([
    [SIGNIN_API.status, () => ok(answer())],
    [SIGNIN_API.signin, signin],
  ]);
  return { api, ...renderPage(<SigninCard />, ROUTES.welfare) };
}

const tiles = async () => {
  await screen.findByText(i18n.t('signin.day', { day: 1 }));
  return screen.getAllByRole('listitem');
};
const doneMark = () => i18n.t('welfare.day_done');

describe('the sign-in card', () => {
  it('shows the streak, the 7 days with their rewards, the days done and today, and the rule', async () => {
    openCard(() => status(2));

    const days = await tiles();
    expect(days).toHaveLength(7);
    days.forEach((tile, i) => {
      expect(tile).toHaveTextContent(i18n.t('signin.day', { day: i + 1 }));
      expect(tile).toHaveTextContent(AMOUNTS[i]!);
    });
    expect(within(days[0]!).getByRole('img', { name: doneMark() })).toBeInTheDocument();
    expect(within(days[1]!).getByRole('img', { name: doneMark() })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: doneMark() })).toHaveLength(2);
    // Not signed yet today: today is the day a sign-in now would be.
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(days.filter((d) => d.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByText(i18n.t('signin.streak', { days: 2 }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('signin.rule', { multiple: 1 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('signin.button') })).toBeEnabled();
    expect(screen.queryByText(i18n.t('signin.unpaid'))).not.toBeInTheDocument();
  });

  it('sends a double tap on Sign in once, with an Idempotency-Key, then shows today signed', async () => {
    let signed = false;
    const answer = deferred<Reply>();
    const { user, api } = openCard(
      () => (signed ? status(3, { signedToday: true }) : status(2)),
      () => answer.promise,
    );
    const button = await screen.findByRole('button', { name: i18n.t('signin.button') });

    await user.dblClick(button);
    await waitFor(() => expect(api.sentTo(SIGNIN_API.signin)).toHaveLength(1));
    expect(button).toBeDisabled();
    await user.click(button);
    signed = true;
    answer.resolve(ok({ orderNo: 'R1', day: 3, amount: '3.00', balance: '103.00' }, i18n.t('rewards.signed_in')));

    expect(await screen.findByText(i18n.t('rewards.signed_in'))).toBeInTheDocument();
    const done = await screen.findByRole('button', { name: i18n.t('signin.done_today') });
    expect(done).toBeDisabled();
    // The status was asked again: day 3 is marked and stays today's.
    await waitFor(() => expect(screen.getAllByRole('img', { name: doneMark() })).toHaveLength(3));
    expect(api.sentTo(SIGNIN_API.status)).toHaveLength(2);
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'date');
    const sent = api.sentTo(SIGNIN_API.signin);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({});
  });

  it('shows a member signed in today the done button, disabled, and today on the day signed', async () => {
    const { api } = openCard(() => status(4, { signedToday: true }));

    const button = await screen.findByRole('button', { name: i18n.t('signin.done_today') });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: i18n.t('signin.button') })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('img', { name: doneMark() })).toHaveLength(4);
    expect(api.sentTo(SIGNIN_API.signin)).toHaveLength(0);
  });

  it('tells a member without a confirmed deposit that a sign-in pays nothing yet', async () => {
    openCard(() => status(0, { paid: false, turnoverMultiple: 2 }));

    expect(await screen.findByText(i18n.t('signin.unpaid'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('signin.streak', { days: 0 }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('signin.rule', { multiple: 2 }))).toBeInTheDocument();
    expect((await tiles())[0]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: i18n.t('signin.button') })).toBeEnabled();
  });
});
