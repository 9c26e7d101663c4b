import {
  CATALOGUE_API,
  WALLET_API,
  type AllGameList,
  type Game,
  type MessageKey,
  type WalletList,
} from '@app/contract';
import { translate } from '@app/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { GameReturnPage } from '../game-return-page';

const zh = (key: MessageKey, params?: Record<string, string>) => translate('zh_hans', key, params);
const cny = (amount: string) => zh('money.cny', { amount });
beforeAll(async () => {
  sessionStore.setLang('zh_hans');
  await i18n.changeLanguage('zh_hans');
});

const wallets = (central: string, venue: string): WalletList => ({
  central,
  venues: [{ code: 'sandbox_slots', name: '沙盒电子', status: 'normal', balance: venue, pending: '0.00' }],
  total: (Number(central) + Number(venue)).toFixed(2),
  complete: true,
  currency: 'CNY',
});

const starVoyage: Game = {
  code: 'star_voyage',
  name: '星际航行',
  category: 'slots',
  categoryName: '电子',
  venue: 'sandbox_slots',
  venueName: '沙盒电子',
  gameType: 'video_slot',
  gameTypeLabel: '老虎机',
  icon: '/api/catalogue/icons/game-star_voyage.svg',
  hot: false,
  recommended: false,
  launchKind: 'external',
  status: 'normal',
  statusLabel: '正常',
  collected: false,
};
const allGames: AllGameList = { list: [{ category: 'slots', name: '电子', games: [starVoyage] }] };

/** home/gameB reached again by its address (a reload): the game is named from the catalogue. */
function openReturnPage() {
  const server = { wallets: wallets('80.00', '20.00') };
  const api = fakeApi([
    [CATALOGUE_API.allGameList, () => ok(allGames)],
    [WALLET_API.walletList, () => ok(server.wallets)],
    [
      CATALOGUE_API.openGame,
      () =>
        ok({
          kind: 'external',
          gameCode: 'star_voyage',
          name: '星际航行',
          venue: 'sandbox_slots',
          url: 'https://venue.test/launch?token=t2',
          framing: false,
        }),
    ],
  ]);
  return { api, server, ...renderPage(<GameReturnPage />, `${ROUTES.gameB}?game=star_voyage`) };
}

const balances = () => within(screen.getByRole('region', { name: zh('game_tab.balances') }));

describe('the page to come back to from a game’s own tab', () => {
  it('names the game and asks the balances again when the member comes back to the app', async () => {
    const { api, server } = openReturnPage();
    expect(await screen.findByRole('heading', { name: '星际航行' })).toBeInTheDocument();
    expect(screen.getByText(zh('game_tab.hint', { name: '星际航行' }))).toBeInTheDocument();
    await waitFor(() => expect(balances().getByText(cny('20.00'))).toBeInTheDocument());
    expect(balances().getByText(cny('80.00'))).toBeInTheDocument();
    const asked = api.sentTo(WALLET_API.walletList).length;

    // Meanwhile the member played in the game's tab, then comes back.
    server.wallets = wallets('80.00', '6.50');
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
      fireEvent(window, new Event('focus'));
    });
    await waitFor(() => expect(balances().getByText(cny('6.50'))).toBeInTheDocument());
    // Both events of one return ask once.
    expect(api.sentTo(WALLET_API.walletList).length).toBe(asked + 1);
  });

  it('opens the game in its tab again with a new launch, and goes back into the app', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { user, api } = openReturnPage();
    await screen.findByRole('heading', { name: '星际航行' });

    await user.click(screen.getByRole('button', { name: zh('game_tab.open') }));
    await waitFor(() => expect(tab.location.href).toBe('https://venue.test/launch?token=t2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.sentTo(CATALOGUE_API.openGame)[0]!.body).toMatchObject({ gameCode: 'star_voyage' });

    await user.click(screen.getByRole('button', { name: zh('game_tab.back') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(/^\/$/);
  });
});
