import { LOTTERY_API, LOTTERY_GAMES, type Bet, type Draw } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { MyBets } from '../my-bets';

const draw: Draw = {
  drawId: 'pc28-20260301-0005',
  game: 'pc28',
  gameName: 'PC28',
  opensAt: '2026-03-01T00:12:40Z',
  closesAt: '2026-03-01T00:15:40Z',
  drawAt: '2026-03-01T00:16:00Z',
  status: 'open',
  statusLabel: 'Open',
  commitment: 'c0ffee',
  seed: null,
  result: null,
  sum: null,
  drawnAt: null,
};
const bet: Bet = {
  orderNo: 'L2026030100001',
  batchNo: 'L20260301000',
  game: 'pc28',
  gameName: 'PC28',
  drawId: draw.drawId,
  kind: 'big',
  pick: null,
  label: 'Big',
  stake: '10.00',
  odds: '1.94',
  potentialPayout: '19.40',
  payout: null,
  winLose: null,
  status: 'unfinished',
  statusLabel: 'Unfinished',
  drawStatus: 'open',
  result: null,
  placedAt: '2026-03-01T00:13:00Z',
  settledAt: null,
};

const closes = Date.parse(draw.closesAt);
const lockMs = LOTTERY_GAMES.pc28.withdrawLockSeconds * 1000;
const withdraw = () => screen.queryByRole('button', { name: i18n.t('lottery_page.cancel') });

describe('my bets', () => {
  it('offers withdraw on a bet of the open draw until its last part, where bets stand (as the server rules)', async () => {
    fakeApi([[LOTTERY_API.getUserGameList, ok({ list: [bet], total: 1, page: 1, limit: 8 })]]);
    const { rerender } = renderPage(<MyBets game="pc28" open={draw} now={closes - lockMs - 1000} />);
    const row = await screen.findByTestId('my-bet');
    expect(within(row).getByRole('button', { name: i18n.t('lottery_page.cancel') })).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-locked')).toBeNull();

    rerender(<MyBets game="pc28" open={draw} now={closes - lockMs} />);
    expect(withdraw()).toBeNull();
    expect(screen.getByTestId('withdraw-locked')).toHaveTextContent(
      i18n.t('lottery_page.withdraw_locked', { seconds: LOTTERY_GAMES.pc28.withdrawLockSeconds }),
    );

    // Betting closed: nothing to withdraw, nothing to explain.
    rerender(<MyBets game="pc28" open={null} now={closes + 1000} />);
    expect(withdraw()).toBeNull();
    expect(screen.queryByTestId('withdraw-locked')).toBeNull();
  });
});
