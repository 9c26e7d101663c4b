import { WALLET_API, type MessageKey, type TransferResult, type WalletList } from '@app/contract';
import { translate } from '@app/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { TransferPage } from '../transfer-page';

/** The member reads Chinese: every text is checked against the contract's Chinese catalogue. */
const zh = (key: MessageKey, params?: Record<string, string>) => translate('zh_hans', key, params);
beforeAll(async () => {
  sessionStore.setLang('zh_hans');
  await i18n.changeLanguage('zh_hans');
});

const wallets = (central: string, house: string): WalletList => ({
  central,
  venues: [
    { code: 'house', name: 'House', status: 'normal', balance: house, pending: '0.00' },
    { code: 'closed', name: 'Closed', status: 'maintenance', balance: '0.00', pending: '0.00' },
  ],
  total: (Number(central) + Number(house)).toFixed(2),
  complete: true,
  currency: 'CNY',
});

const result = (sent: Sent, central: string): TransferResult => {
  const { from, to, amount } = sent.body as { from: string; to: string; amount: string };
  return {
    orderNo: 'T1',
    from,
    to,
    amount: Number(amount).toFixed(2),
    status: 'success',
    central,
    venueBalance: null,
    createdAt: '2026-03-01T00:00:00Z',
  };
};

/** The transfer page; `server.wallets` is what the server answers when the wallets are asked for next. */
async function openPage(transfer: (sent: Sent, server: { wallets: WalletList }) => Reply) {
  const server = { wallets: wallets('100.00', '30.00') };
  const api = fakeApi([
    [WALLET_API.walletList, () => ok(server.wallets)],
    [WALLET_API.venuesList, () => ok({ list: server.wallets.venues, total: 2, page: 1, limit: 100 })],
    [WALLET_API.transfer, (sent) => transfer(sent, server)],
  ]);
  const view = renderPage(<TransferPage />, ROUTES.transfer);
  expect(await screen.findByText(zh('transfer.available', { amount: '100.00' }))).toBeInTheDocument();
  return { api, server, ...view };
}

const amountField = () => screen.getByLabelText(zh('transfer.amount'));
const submitButton = () => screen.getByRole('button', { name: zh('transfer.submit') });
const centralShown = () => within(screen.getByRole('region', { name: zh('transfer.total') }));

describe('the transfer form', () => {
  it('checks the amount against the contract’s rule and what the From side holds', async () => {
    const { user, api } = await openPage((sent) => ok(result(sent, '0.00')));
    expect(screen.getByLabelText(zh('transfer.from'))).toHaveTextContent(`${zh('transfer.central')} (100.00)`);
    expect(screen.getByLabelText(zh('transfer.to'))).toHaveTextContent('House (30.00)');

    await user.type(amountField(), '1.001');
    await user.tab();
    expect(await screen.findByText(zh('rules.amount'))).toBeInTheDocument();

    await user.clear(amountField());
    await user.type(amountField(), '150');
    expect(await screen.findByText(zh('money.insufficient_balance'))).toBeInTheDocument();
    await user.click(submitButton());
    expect(api.sentTo(WALLET_API.transfer)).toHaveLength(0);
  });

  it('sends both sides and the amount with an Idempotency-Key, empties the amount and shows the new balances', async () => {
    const { user, api } = await openPage((sent, server) => {
      server.wallets = wallets('60.00', '70.00');
      return ok(result(sent, '60.00'), zh('wallet.transfer_done'));
    });
    await user.type(amountField(), '40');
    await user.click(submitButton());

    expect(await screen.findByText(zh('wallet.transfer_done'))).toBeInTheDocument();
    const [sent] = api.sentTo(WALLET_API.transfer);
    expect(sent!.body).toEqual({ from: 'central', to: 'house', amount: '40' });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(amountField()).toHaveValue(''));
    expect(await screen.findByText(zh('transfer.available', { amount: '60.00' }))).toBeInTheDocument();
    expect(centralShown().getByText(zh('money.cny', { amount: '60.00' }))).toBeInTheDocument();
  });

  it('sends a venue back to the central wallet after a swap', async () => {
    const { user, api } = await openPage((sent) => ok(result(sent, '130.00')));
    await user.click(screen.getByRole('button', { name: zh('transfer.swap') }));
    expect(screen.getByLabelText(zh('transfer.from'))).toHaveTextContent('House (30.00)');
    await user.type(amountField(), '30');
    await user.click(submitButton());

    await waitFor(() => expect(api.sentTo(WALLET_API.transfer)).toHaveLength(1));
    expect(api.sentTo(WALLET_API.transfer)[0]!.body).toEqual({ from: 'house', to: 'central', amount: '30' });
  });

  it('keeps the amount after a refusal, shows the server’s message and the balances as they are now', async () => {
    const refusal = zh('wallet.venue_refused');
    const { user, api } = await openPage((_sent, server) => {
      // A move made elsewhere meanwhile: the refusal comes with balances that changed.
      server.wallets = wallets('90.00', '30.00');
      return refused(refusal, 'wallet.venue_refused');
    });
    const before = api.sentTo(WALLET_API.walletList).length;
    await user.type(amountField(), '40');
    await user.click(submitButton());

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByText(zh('transfer.available', { amount: '90.00' }))).toBeInTheDocument();
    expect(centralShown().getByText(zh('money.cny', { amount: '90.00' }))).toBeInTheDocument();
    expect(api.sentTo(WALLET_API.walletList).length).toBeGreaterThan(before);
    expect(amountField()).toHaveValue('40');
  });
});
