import { CARDS_API, COMMON_API, LOTTERY_API, USER_API } from '@app/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { ROUTES } from '../../shared/routes';
import { fakeApi, ok, type Reply } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { systemInfo } from '../../testing/site-config';
import { GameRoute } from '../game-route';

// Reads the test does not wait for: their pages show their frame meanwhile.
const never = () => new Promise<Reply>(() => {});

function openGame(game: string) {
  const api = fakeApi([
    [USER_API.getUserBalance, ok({ balance: '100.00', currency: 'CNY' })],
    [COMMON_API.systemInfo, ok(systemInfo())],
    [CARDS_API.rounds, ok({ list: [], total: 0, page: 1, limit: 10 })],
    [CARDS_API.seeds, never],
    [LOTTERY_API.getLotteryInfo, never],
    [LOTTERY_API.getLotteryPeilv, never],
    [LOTTERY_API.getLotteryOneList, never],
    [LOTTERY_API.getUserGameList, never],
  ]);
  return { api, ...renderPage(<GameRoute />, `${ROUTES.lottery}?game=${game}`) };
}

describe('the game page', () => {
  // Each page is its own chunk, loaded on first use: compiled once here rather than inside a test's wait.
  beforeAll(async () => {
    await Promise.all([import('../../features/cards/card-table-page'), import('../../features/lottery/lottery-page')]);
  }, 60_000);

  it('opens the card table for a card game', async () => {
    const { api } = openGame('dragon_tiger');
    expect(await screen.findByRole('heading', { name: i18n.t('cards.game.dragon_tiger') })).toBeInTheDocument();
    expect(await screen.findByTestId('spot-dragon')).toBeInTheDocument();
    expect(api.sentTo(LOTTERY_API.getLotteryInfo)).toHaveLength(0);
  });

  it('opens the lottery for a lottery game', async () => {
    const { api } = openGame('fast3');
    expect(await screen.findByRole('heading', { name: i18n.t('lottery.game.fast3') })).toBeInTheDocument();
    expect(api.sentTo(LOTTERY_API.getLotteryInfo)).toHaveLength(1);
    expect(screen.queryByTestId('spot-dragon')).toBeNull();
    expect(api.sentTo(CARDS_API.rounds)).toHaveLength(0);
  });
});
