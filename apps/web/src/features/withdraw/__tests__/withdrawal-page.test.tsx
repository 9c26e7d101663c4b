import {
  CONTENT_API,
  IDENTITY_API,
  PAYOUT_API,
  USER_API,
  WITHDRAW_API,
  type Certificate,
  type UserInfo,
  type UserWithdrawList,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { deferred, fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { siteConfig } from '../../../testing/site-config';
import { WithdrawalPage } from '../withdrawal-page';

const member: UserInfo = {
  uid: 1,
  username: 'member1',
  realName: 'Member One',
  phone: '13800000000',
  email: null,
  gender: null,
  birthDate: null,
  avatar: '',
  vipLevel: 0,
  inviteCode: 'ABC123',
  hasWithdrawPassword: true,
  profileConfirmed: true,
  createdAt: '2026-03-01T00:00:00Z',
};

const accounts: UserWithdrawList = {
  bankCards: [
    {
      id: 7,
      kind: 'bank',
      cardholderName: 'Member One',
      bankCode: 'ICBC',
      bankName: 'ICBC',
      cardNumberMasked: '**** **** **** 1234',
      branchAddress: '',
      createdAt: '2026-03-01T00:00:00Z',
      usableFrom: '2026-03-02T00:00:00Z',
    },
  ],
  cryptoAddresses: [],
  wallets: [],
};

const outOfRange = i18n.t('withdraw.amount_range', { min: '100.00', max: '50000.00' });

/** The server's quote: 100 to 50,000 a withdrawal, no fee. */
const preview = ({ url }: Sent) => {
  const amount = Number(url.searchParams.get('amount')).toFixed(2);
  if (Number(amount) < 100) return refused(outOfRange, 'withdraw.amount_range');
  const quote = {
    method: 'bank',
    amount,
    fee: '0.00',
    actualAmount: amount,
    usdt: null,
    min: '100.00',
    max: '50000.00',
  };
  return ok(quote);
};

const order = {
  orderNo: 'W202603010001',
  method: 'bank',
  methodLabel: 'Bank card',
  account: 'ICBC 1234',
  amount: '200.00',
  fee: '0.00',
  actualAmount: '200.00',
  usdt: null,
  status: 'pending',
  statusLabel: 'Pending',
  remark: null,
  createdAt: '2026-03-01T00:00:00Z',
  settledAt: null,
};

/** Not verified; verification from 1,000.00 a withdrawal or 3,000.00 in all, 2,500.00 withdrawn so far. */
const certificate: Certificate = {
  state: 'none',
  reason: null,
  submittedAt: null,
  reviewedAt: null,
  singleThreshold: '1000.00',
  cumulativeThreshold: '3000.00',
  withdrawnTotal: '2500.00',
  required: false,
};

const base = siteConfig();

/** The withdrawal page; `server.balance` is what the server answers when the balance is asked for next. */
function openPage(submit: (sent: Sent) => Reply | Promise<Reply>) {
  const server = { balance: '500.00' };
  const api = fakeApi([
    [USER_API.userInfo, ok(member)],
    [USER_API.getUserBalance, () => ok({ balance: server.balance, currency: 'CNY' })],
    [PAYOUT_API.getUserWithdrawList, ok(accounts)],
    [WITHDRAW_API.preview, preview],
    [WITHDRAW_API.submit, submit],
    [IDENTITY_API.certificate, ok(certificate)],
    [
      CONTENT_API.config,
      ok(siteConfig({ amounts: { ...base.amounts, withdraw: { min: '100.00', max: '30000.00' } } })),
    ],
  ]);
  return { api, server, ...renderPage(<WithdrawalPage />, ROUTES.withdrawal) };
}

const amountField = () => screen.findByLabelText(i18n.t('withdrawal.amount'));
const passwordField = () => screen.getByLabelText(i18n.t('register.withdraw_password'));
const submitButton = () => screen.getByRole('button', { name: i18n.t('withdrawal.submit') });
const balanceShown = () => screen.getByRole('region', { name: i18n.t('withdrawal.available') });

describe('the withdrawal form', () => {
  it('shows the limits of the server’s quote, the fee, and the contract’s message for an invalid amount', async () => {
    const { user } = openPage(() => ok(order));
    const amount = await amountField();
    // Before a quote, the configured limits (other/getConfig).
    await waitFor(() =>
      expect(amount).toHaveAttribute(
        'placeholder',
        i18n.t('withdrawal.amount_range', { min: '100.00', max: '30,000.00' }),
      ),
    );

    await user.type(amount, '12.345');
    await user.tab();
    expect(await screen.findByText(i18n.t('rules.amount'))).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '50');
    expect(await screen.findByText(outOfRange)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '200');
    await waitFor(() =>
      expect(amount).toHaveAttribute(
        'placeholder',
        i18n.t('withdrawal.amount_range', { min: '100.00', max: '50,000.00' }),
      ),
    );
    expect(screen.queryByText(i18n.t('rules.amount'))).not.toBeInTheDocument();
    expect(screen.queryByText(outOfRange)).not.toBeInTheDocument();
    const actual = screen.getByText(i18n.t('withdrawal.actual')).closest('.adm-list-item')!;
    expect(actual).toHaveTextContent(i18n.t('money.cny', { amount: '200.00' }));
  });

  it('sends a double tap once, with one Idempotency-Key, and opens the records', async () => {
    const answer = deferred<Reply>();
    const { user, api } = openPage(() => answer.promise);
    await user.type(await amountField(), '200');
    await user.type(passwordField(), '123456');

    const button = submitButton();
    await user.dblClick(button);
    await waitFor(() => expect(api.sentTo(WITHDRAW_API.submit)).toHaveLength(1));
    await user.click(button);
    answer.resolve(ok(order, 'Withdrawal submitted'));

    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.transactionRecord);
    const sent = api.sentTo(WITHDRAW_API.submit);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({ method: 'bank', accountId: 7, amount: '200', withdrawPassword: '123456' });
  });

  it('keeps a refusal of the server in view until the form is edited', async () => {
    const refusal = i18n.t('withdraw.turnover_insufficient');
    const { user, api } = openPage(() => refused(refusal, 'withdraw.turnover_insufficient'));
    const amount = await amountField();
    await user.type(amount, '200');
    await user.type(passwordField(), '123456');
    await user.click(submitButton());

    const shown = await waitFor(() => {
      const notices = screen.getAllByRole('alert').filter((a) => a.textContent?.includes(refusal));
      expect(notices).toHaveLength(1);
      return notices[0]!;
    });
    expect(within(shown).getByText(refusal)).toBeVisible();
    expect(screen.queryByTestId('other-page')).not.toBeInTheDocument();

    await user.type(amount, '0');
    await waitFor(() => expect(shown).not.toBeInTheDocument());
    await user.click(submitButton());
    await waitFor(() => expect(api.sentTo(WITHDRAW_API.submit)).toHaveLength(2));
    const [first, second] = api.sentTo(WITHDRAW_API.submit);
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('warns when the typed amount needs identity verification, and links a refusal for it to the verification page', async () => {
    const refusal = i18n.t('identity.required_single', { threshold: '1000.00' });
    const { user } = openPage(() => refused(refusal, 'identity.required_single'));
    const amount = await amountField();
    await user.type(amount, '400');
    expect(screen.queryByText(i18n.t('identity.amount_needs'))).not.toBeInTheDocument();
    // 2,500.00 withdrawn and 500.00 more reach the cumulative 3,000.00.
    await user.type(amount, '{backspace}{backspace}{backspace}500');
    expect(await screen.findByText(i18n.t('identity.amount_needs'))).toBeInTheDocument();

    await user.type(passwordField(), '123456');
    await user.click(submitButton());
    expect(await screen.findByText(refusal)).toBeVisible();
    await user.click(screen.getByRole('link', { name: i18n.t('identity.go_verify') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.certificate);
  });

  it('retries an unanswered withdrawal with the same key; an edit makes it a new action with a new key', async () => {
    let calls = 0;
    const { user, api } = openPage(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return ok(order);
    });
    const amount = await amountField();
    await user.type(amount, '200');
    await user.type(passwordField(), '123456');
    const keys = () => api.sentTo(WITHDRAW_API.submit).map((s) => s.headers['Idempotency-Key']);

    await user.click(submitButton());
    await waitFor(() => expect(keys()).toHaveLength(1));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);

    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(submitButton());
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(api.sentTo(WITHDRAW_API.submit)[2]!.body).toMatchObject({ amount: '300' });
  });

  it('asks for the balance again after a refusal and after an answer', async () => {
    let answer: Reply = refused(i18n.t('withdraw.turnover_insufficient'), 'withdraw.turnover_insufficient');
    const { user, api, server } = openPage(() => answer);
    const amount = await amountField();
    await waitFor(() => expect(balanceShown()).toHaveTextContent(i18n.t('money.cny', { amount: '500.00' })));
    await user.type(amount, '200');
    await user.type(passwordField(), '123456');

    // A move made elsewhere: the refusal comes with a balance that changed meanwhile.
    server.balance = '450.00';
    await user.click(submitButton());
    await waitFor(() => expect(balanceShown()).toHaveTextContent(i18n.t('money.cny', { amount: '450.00' })));

    answer = ok(order);
    server.balance = '250.00';
    const asked = api.sentTo(USER_API.getUserBalance).length;
    await user.type(amount, '0');
    await user.click(submitButton());
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.transactionRecord);
    expect(api.sentTo(USER_API.getUserBalance).length).toBeGreaterThan(asked);
  });
});
