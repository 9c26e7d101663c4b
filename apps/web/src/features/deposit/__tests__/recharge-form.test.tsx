import { DEPOSIT_API, USER_API, type DepositOrder, type MessageKey, type RechargeChannel } from '@app/contract';
import { translate } from '@app/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBalance } from '../../../api/user';
import { i18n, loadLanguage } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { RechargePage } from '../recharge-page';

/** The member reads English: every text is checked against the contract's English catalogue. */
const en = (key: MessageKey, params?: Record<string, string>) => translate('en', key, params);
beforeAll(async () => {
  await loadLanguage('en');
  sessionStore.setLang('en');
  await i18n.changeLanguage('en');
});

const base: RechargeChannel = {
  id: 1,
  code: 'fps',
  type: 'fps',
  kind: 'transfer',
  name: 'FPS',
  min: '100.00',
  max: '50000.00',
  needsPayerName: true,
  needsProof: true,
  submittable: true,
  payee: { name: 'Payee', account: '123', bank: 'HSBC' },
  crypto: null,
  contact: null,
  hint: 'Transfer, then upload the receipt',
};
/** An online channel with narrower limits than the contract's 100-50,000. */
const koipay: RechargeChannel = {
  ...base,
  id: 3,
  code: 'koipay',
  type: 'koipay',
  kind: 'online',
  name: 'KOIpay',
  min: '200.00',
  max: '5000.00',
  needsPayerName: false,
  needsProof: false,
  payee: null,
  hint: 'Pay on the next page',
};
const groups = {
  list: [
    { type: 'fps', name: 'FPS', channels: [base] },
    { type: 'koipay', name: 'KOIpay', channels: [koipay] },
  ],
};

const order = (amount: string): DepositOrder => ({
  orderNo: 'D202603010001',
  status: 'pending',
  amount,
  channelId: koipay.id,
  type: 'koipay',
  kind: 'online',
  payerName: null,
  proofUrl: null,
  coin: null,
  protocol: null,
  rate: null,
  expectedCoin: null,
  payUrl: 'https://pay.example/D202603010001',
  createdAt: '2026-03-01T00:00:00Z',
});

/** The member's balance as the app shows it elsewhere (the header, the Mine page), beside the form. */
function BalanceShown() {
  return <output aria-label="balance">{useBalance().data?.balance ?? '--'}</output>;
}

/** The recharge page with KOIpay picked; `server.balance` is what the server answers when asked next. */
async function openKoipay(submit: (sent: Sent) => Reply) {
  const server = { balance: '100.00' };
  const api = fakeApi([
    [DEPOSIT_API.channelGroups, ok(groups)],
    [DEPOSIT_API.submit, submit],
    [USER_API.getUserBalance, () => ok({ balance: server.balance, currency: 'CNY' })],
  ]);
  const view = renderPage(
    <>
      <RechargePage />
      <BalanceShown />
    </>,
    ROUTES.recharge,
  );
  await view.user.click(await screen.findByRole('radio', { name: 'KOIpay' }));
  expect(await screen.findByRole('status', { name: 'balance' })).toHaveTextContent('100.00');
  return { api, server, ...view };
}

const amountField = () => screen.getByLabelText(en('recharge.amount'));
const submitButton = () => screen.getByRole('button', { name: en('recharge.submit') });

describe('the recharge form', () => {
  it('shows the contract’s message for an invalid amount and the channel’s own limits', async () => {
    const { user, api } = await openKoipay(() => ok(order('300.00')));
    expect(screen.getByText('Pay on the next page')).toBeInTheDocument();
    expect(screen.queryByLabelText(en('recharge.payer_name'))).not.toBeInTheDocument();

    await user.type(amountField(), '12.345');
    await user.tab();
    expect(await screen.findByText(en('deposit.amount'))).toBeInTheDocument();

    await user.clear(amountField());
    await user.type(amountField(), '150');
    const outOfChannel = en('deposit.amount_channel', { min: '200.00', max: '5,000.00' });
    expect(await screen.findByText(outOfChannel)).toBeInTheDocument();
    await user.click(submitButton());
    expect(api.sentTo(DEPOSIT_API.submit)).toHaveLength(0);

    // A quick amount replaces the typed one and clears the message.
    await user.click(screen.getByText('500.00'));
    expect(amountField()).toHaveValue('500');
    await waitFor(() => expect(screen.queryByText(outOfChannel)).not.toBeInTheDocument());
  });

  it('sends the picked channel and the amount with an Idempotency-Key, opens the order, and refreshes the balance', async () => {
    const { user, api, server } = await openKoipay(() => ok(order('300.00'), en('deposit.submitted')));
    await user.type(amountField(), '300');
    server.balance = '400.00';
    await user.click(submitButton());

    expect(await screen.findByText(en('deposit.submitted'))).toBeInTheDocument();
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.pay);
    const [sent] = api.sentTo(DEPOSIT_API.submit);
    expect(sent!.body).toEqual({ channelId: koipay.id, amount: '300' });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent!.headers.lang).toBe('en');
    // The page has gone; the balance was asked for again before it went.
    expect(api.sentTo(USER_API.getUserBalance).length).toBeGreaterThan(1);
  });

  it('keeps the form after a refusal, shows the server’s message and refreshes the balance', async () => {
    const refusal = en('deposit.provider_unavailable');
    const { user, api, server } = await openKoipay(() => refused(refusal, 'deposit.provider_unavailable'));
    await user.type(amountField(), '300');
    server.balance = '250.00';
    await user.click(submitButton());

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'balance' })).toHaveTextContent('250.00');
    expect(screen.queryByTestId('other-page')).not.toBeInTheDocument();
    expect(amountField()).toHaveValue('300');
    expect(api.sentTo(DEPOSIT_API.submit)).toHaveLength(1);
  });
});
