import { CATALOGUE_API, WALLET_API, type MessageKey, type OpenGameResult, type WalletList } from '@app/contract';
import { translate } from '@app/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { ROUTES } from '../../shared/routes';
import { sessionStore } from '../../shared/session/session-store';
import { fakeApi, ok, type Sent } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { GameFrameRoute } from '../game-frame-route';

/** The member reads Chinese: every text is checked against the contract's Chinese catalogue. */
const zh = (key: MessageKey, params?: Record<string, string>) => translate('zh_hans', key, params);
const cny = (amount: string) => zh('money.cny', { amount });
beforeAll(async () => {
  sessionStore.setLang('zh_hans');
  await i18n.changeLanguage('zh_hans');
  // The sheet can be dragged (antd-mobile's Popup): jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

const wallets = (central: string, venue: string): WalletList => ({
  central,
  venues: [
    { code: 'house', name: '平台游戏', status: 'normal', balance: '0.00', pending: '0.00' },
    { code: 'sandbox_slots', name: '沙盒电子', status: 'normal', balance: venue, pending: '0.00' },
  ],
  total: (Number(central) + Number(venue)).toFixed(2),
  complete: true,
  currency: 'CNY',
});

const launch = (framing: boolean): OpenGameResult => ({
  kind: 'external',
  gameCode: 'lantern_reels',
  name: '灯笼转轴',
  venue: 'sandbox_slots',
  url: 'https://venue.test/launch?token=t1',
  framing,
});

/** home/gameA opened at its address (a reload, or a link): the page launches the game itself. */
function openFrame(answer: OpenGameResult) {
  const server = { wallets: wallets('100.00', '12.00') };
  const api = fakeApi([
    [CATALOGUE_API.openGame, () => ok(answer)],
    [WALLET_API.walletList, () => ok(server.wallets)],
    [
      WALLET_API.transfer,
      (sent: Sent) => {
        server.wallets = wallets('70.00', '42.00');
        const { from, to, amount } = sent.body as { from: string; to: string; amount: string };
        const result = { orderNo: 'T1', from, to, amount: `${amount}.00`, status: 'success', central: '70.00' };
        return ok({ ...result, venueBalance: '42.00', createdAt: '2026-03-01T00:00:00Z' }, zh('wallet.transfer_done'));
      },
    ],
  ]);
  return { api, server, ...renderPage(<GameFrameRoute />, `${ROUTES.gameA}?game=lantern_reels`) };
}

const bar = () => within(screen.getByRole('banner', { name: zh('game_frame.bar') }));

describe('a venue game in the app’s frame', () => {
  it('shows the game in a frame under a bar with the venue wallet’s balance, and goes back', async () => {
    const { user, api } = openFrame(launch(true));
    const frame = await screen.findByTitle('灯笼转轴');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://venue.test/launch?token=t1');
    // The app asked for a game to frame on its own origin.
    expect(api.sentTo(CATALOGUE_API.openGame)[0]!.body).toEqual({
      gameCode: 'lantern_reels',
      frameOrigin: window.location.origin,
    });
    await waitFor(() => expect(bar().getByTestId('venue-balance')).toHaveTextContent(cny('12.00')));
    expect(bar().getByText(zh('game_frame.venue_balance', { venue: '沙盒电子' }))).toBeInTheDocument();

    // Opened directly (no history inside the app): back goes to home.
    await user.click(bar().getByRole('button', { name: zh('game_frame.back') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(/^\/$/);
  });

  it('moves money into the venue from the bar with an Idempotency-Key, then shows the new balance', async () => {
    const { user, api } = openFrame(launch(true));
    await waitFor(() => expect(bar().getByTestId('venue-balance')).toHaveTextContent(cny('12.00')));
    await user.click(bar().getByRole('button', { name: zh('game_frame.transfer') }));
    const sheet = within(
      await screen.findByRole('region', { name: zh('game_frame.transfer_title', { venue: '沙盒电子' }) }),
    );
    expect(sheet.getByText(zh('transfer.available', { amount: '100.00' }))).toBeInTheDocument();

    // Once the sheet takes taps (not while it opens).
    const amount = await waitFor(() => {
      const field = sheet.getByLabelText(zh('transfer.amount'));
      expect(field.closest('[style*="pointer-events: none"]')).toBeNull();
      return field;
    });
    await user.type(amount, '30');
    await user.click(sheet.getByRole('button', { name: zh('game_frame.transfer_submit') }));

    expect(await screen.findByText(zh('wallet.transfer_done'))).toBeInTheDocument();
    const [sent] = api.sentTo(WALLET_API.transfer);
    expect(sent!.body).toEqual({ from: 'central', to: 'sandbox_slots', amount: '30' });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(bar().getByTestId('venue-balance')).toHaveTextContent(cny('42.00')));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: zh('game_frame.transfer_title', { venue: '沙盒电子' }) })).toBeNull(),
    );
  });

  it('sends a game its venue will not let the app frame to a tab of its own, and to the page to come back to', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    openFrame(launch(false));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.gameB);
    expect(open).toHaveBeenCalledWith('https://venue.test/launch?token=t1', '_blank');
    expect(screen.queryByTitle('灯笼转轴')).toBeNull();
  });
});
