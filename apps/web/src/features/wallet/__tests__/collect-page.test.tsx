import { WALLET_API, type MessageKey, type RecycleResult, type WalletList } from '@app/contract';
import { translate } from '@app/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { CollectPage } from '../collect-page';

const zh = (key: MessageKey, params?: Record<string, string>) => translate('zh_hans', key, params);
const cny = (amount: string) => zh('money.cny', { amount });
beforeAll(async () => {
  sessionStore.setLang('zh_hans');
  await i18n.changeLanguage('zh_hans');
});

const venue = (code: string, name: string, balance: string) =>
  ({ code, name, status: 'normal', balance, pending: '0.00' }) as const;
const wallets = (central: string, slots: string, live: string): WalletList => ({
  central,
  venues: [
    venue('house', '平台游戏', '0.00'),
    venue('sandbox_slots', '沙盒电子', slots),
    venue('sandbox_live', '沙盒真人', live),
  ],
  total: (Number(central) + Number(slots) + Number(live)).toFixed(2),
  complete: true,
  currency: 'CNY',
});

// The slots' money comes back; the live venue refuses, so its money stays there.
const collected: RecycleResult = {
  list: [
    { code: 'house', name: '平台游戏', status: 'empty', amount: '0.00', orderNo: null, reason: null },
    { code: 'sandbox_slots', name: '沙盒电子', status: 'success', amount: '35.50', orderNo: 'T9', reason: null },
    {
      code: 'sandbox_live',
      name: '沙盒真人',
      status: 'failed',
      amount: '8.00',
      orderNo: 'T10',
      reason: '场馆拒绝了转账',
    },
  ],
  moved: '35.50',
  central: '135.50',
};

/** A row of the venue list, by the venue's name. */
const row = (name: string) => within(screen.getByText(name).closest('.adm-list-item')! as HTMLElement);

describe('collecting every venue wallet', () => {
  it('lists each venue’s balance, collects them all at once and shows each venue’s result on its row', async () => {
    const server = { wallets: wallets('100.00', '35.50', '8.00') };
    const api = fakeApi([
      [WALLET_API.walletList, () => ok(server.wallets)],
      [
        WALLET_API.oneClickRecycle,
        () => {
          server.wallets = wallets('135.50', '0.00', '8.00');
          return ok(collected, zh('wallet.recycle_done'));
        },
      ],
    ]);
    const { user } = renderPage(<CollectPage />, ROUTES.collect);
    expect(await screen.findByRole('heading', { name: zh('collect.title') })).toBeInTheDocument();
    await waitFor(() => expect(row('沙盒电子').getByText(cny('35.50'))).toBeInTheDocument());
    expect(row('沙盒真人').getByText(cny('8.00'))).toBeInTheDocument();
    expect(screen.queryAllByTestId('collect-result')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: zh('transfer.recycle') }));

    await waitFor(() => expect(screen.getAllByTestId('collect-result')).toHaveLength(3));
    expect(row('沙盒电子').getByTestId('collect-result')).toHaveTextContent(
      `${zh('transfer.recycle.success')} ${cny('35.50')}`,
    );
    expect(row('沙盒真人').getByTestId('collect-result')).toHaveTextContent(zh('transfer.recycle.failed'));
    expect(row('沙盒真人').getByTestId('collect-result')).toHaveTextContent('场馆拒绝了转账');
    expect(row('平台游戏').getByTestId('collect-result')).toHaveTextContent(zh('transfer.recycle.empty'));
    // The balances as they are now: the central wallet holds what came back.
    const assets = within(screen.getByRole('region', { name: zh('transfer.total') }));
    await waitFor(() => expect(assets.getByText(cny('135.50'))).toBeInTheDocument());
    await waitFor(() => expect(row('沙盒电子').getByText(cny('0.00'))).toBeInTheDocument());
    const [sent] = api.sentTo(WALLET_API.oneClickRecycle);
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
