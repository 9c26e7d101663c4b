import { CARDS_API, COMMON_API, USER_API, cardOf, type CardRound, type CardSeeds, type TableHand } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { CardTablePage } from '../card-table-page';

const HASH = 'ab'.repeat(32);
const seeds: CardSeeds = { active: { serverSeedHash: HASH, clientSeed: 'c1', nonce: 3 }, revealed: [] };

/** Player 9S KH (9) against banker 3D 4C (7): the player wins on a natural. */
const baccaratHand: TableHand = {
  game: 'baccarat',
  player: [cardOf(9, 0), cardOf(13, 1)],
  banker: [cardOf(3, 2), cardOf(4, 3)],
  playerTotal: 9,
  bankerTotal: 7,
  winner: 'player',
};
/** Dragon KH against tiger 3C: the dragon wins. */
const dragonHand: TableHand = { game: 'dragon_tiger', dragon: cardOf(13, 1), tiger: cardOf(3, 3), winner: 'dragon' };

function answerOf(hand: TableHand, bets: { spot: string; amount: string; payout: string }[]): CardRound {
  const stake = bets.reduce((s, b) => s + Number(b.amount), 0);
  const payout = bets.reduce((s, b) => s + Number(b.payout), 0);
  return {
    orderNo: 'C202603010001',
    game: hand.game,
    gameName: hand.game,
    status: 'completed',
    stake: stake.toFixed(2),
    payout: payout.toFixed(2),
    winLose: (payout - stake).toFixed(2),
    bets: bets.map((b) => ({ ...b, spotLabel: b.spot })),
    hand,
    blackjack: null,
    moves: [],
    fairness: { serverSeedHash: HASH, serverSeed: null, clientSeed: 'c1', nonce: 3 },
    placedAt: '2026-03-01T04:05:06.000Z',
    settledAt: '2026-03-01T04:05:06.000Z',
  };
}

/** A member with 1,000.00 at the table of `game`; Deal answers `round` and the balance it leaves. */
function openTable(game: 'baccarat' | 'dragon_tiger', round: CardRound, after: string) {
  let balance = '1000.00';
  const rounds: CardRound[] = [];
  const api = fakeApi([
    [USER_API.getUserBalance, () => ok({ balance, currency: 'CNY' })],
    [CARDS_API.rounds, () => ok({ list: rounds, total: rounds.length, page: 1, limit: 10 })],
    [CARDS_API.seeds, ok(seeds)],
    [COMMON_API.systemInfo, ok(systemInfo())],
    [
      CARDS_API.playTable,
      () => {
        balance = after;
        rounds.unshift(round);
        return ok({ round, balance });
      },
    ],
  ]);
  return { api, ...renderPage(<CardTablePage />, `${ROUTES.lottery}?game=${game}`) };
}

const reduceMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
const yuan = (amount: string) => i18n.t('money.cny', { amount });
const chip = (amount: string) => screen.getByRole('button', { name: i18n.t('card_page.chip', { amount }) });
const dealButton = () => screen.getByRole('button', { name: i18n.t('card_page.deal') });
const balanceShown = () => screen.getByTestId('card-balance');

// Pages with taps and a deal, on a machine that may be busy.
describe('the card table', () => {
  it('puts the chosen chip on a spot per tap, adds them up, and clears them', async () => {
    const { user } = openTable('baccarat', answerOf(baccaratHand, []), '1000.00');
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan('1,000.00')));
    expect(dealButton()).toBeDisabled();
    // The odds of the contract, as "pays to 1".
    expect(screen.getByTestId('spot-banker')).toHaveTextContent('0.95:1');
    expect(screen.getByTestId('spot-player_pair')).toHaveTextContent('11:1');

    await user.click(chip('10.00'));
    await user.click(screen.getByTestId('spot-banker'));
    await user.click(screen.getByTestId('spot-banker'));
    await user.click(chip('5.00'));
    await user.click(screen.getByTestId('spot-tie'));
    expect(screen.getByTestId('spot-stake-banker')).toHaveTextContent('20.00');
    expect(screen.getByTestId('spot-stake-tie')).toHaveTextContent('5.00');
    expect(screen.getByTestId('table-total')).toHaveTextContent(yuan('25.00'));
    expect(dealButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: i18n.t('card_page.clear') }));
    expect(screen.getByTestId('table-total')).toHaveTextContent(yuan('0.00'));
    expect(screen.queryByTestId('spot-stake-banker')).toBeNull();
    expect(dealButton()).toBeDisabled();
  });

  it('takes no more on a spot than its stake limit', async () => {
    const { user } = openTable('dragon_tiger', answerOf(dragonHand, []), '1000.00');
    await user.click(chip('500.00'));
    for (let i = 0; i < 10; i += 1) await user.click(screen.getByTestId('spot-tie'));
    expect(screen.getByTestId('spot-stake-tie')).toHaveTextContent('5,000.00');
    await user.click(screen.getByTestId('spot-tie'));
    expect(await screen.findByText(i18n.t('cards.stake_range', { min: '1.00', max: '5000.00' }))).toBeInTheDocument();
    expect(screen.getByTestId('spot-stake-tie')).toHaveTextContent('5,000.00');
  });

  it('plays the round once with a key, then shows the cards, totals, winner, payouts, win and balance', async () => {
    reduceMotion();
    const round = answerOf(baccaratHand, [
      { spot: 'player', amount: '20.00', payout: '40.00' },
      { spot: 'tie', amount: '5.00', payout: '0.00' },
    ]);
    const { user, api } = openTable('baccarat', round, '1015.00');
    await user.click(screen.getByTestId('spot-player'));
    await user.click(screen.getByTestId('spot-player'));
    await user.click(chip('5.00'));
    await user.click(screen.getByTestId('spot-tie'));
    await user.dblClick(dealButton());

    const result = await screen.findByTestId('round-result');
    const [sent] = api.sentTo(CARDS_API.playTable) as [Sent];
    expect(api.sentTo(CARDS_API.playTable)).toHaveLength(1);
    expect(sent.body).toEqual({
      game: 'baccarat',
      bets: [
        { spot: 'player', amount: '20.00' },
        { spot: 'tie', amount: '5.00' },
      ],
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);

    for (const card of ['9S', 'KH', '3D', '4C']) expect(screen.getByRole('img', { name: card })).toBeInTheDocument();
    expect(screen.getByTestId('points-player')).toHaveTextContent(i18n.t('card_page.points', { points: 9 }));
    expect(screen.getByTestId('points-banker')).toHaveTextContent(i18n.t('card_page.points', { points: 7 }));
    expect(screen.getByTestId('seat-player')).toHaveClass('hand-seat-won');
    expect(screen.getByTestId('seat-banker')).not.toHaveClass('hand-seat-won');
    expect(within(result).getByTestId('round-winner')).toHaveTextContent(
      i18n.t('card_page.wins', { side: i18n.t('cards.spot.player') }),
    );
    expect(within(result).getByTestId('round-win-lose')).toHaveTextContent(`+${yuan('15.00')}`);
    expect(result).toHaveClass('round-result-win');
    expect(screen.getByTestId('spot-payout-player')).toHaveTextContent('40.00');
    expect(screen.getByTestId('spot-payout-tie')).toHaveTextContent('0.00');
    expect(screen.getByTestId('spot-player')).toHaveClass('table-spot-won');
    expect(screen.getByTestId('spot-tie')).not.toHaveClass('table-spot-won');
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan('1,015.00')));
    // The round joins the recent rounds, opening its bet detail.
    const row = await screen.findByTestId('recent-round');
    expect(row).toHaveAttribute('href', `/pages/mine/betDetail?orderNo=${round.orderNo}&platform=house`);
  });

  it('deals the cards in one by one, and shows the result and the new balance only then', async () => {
    const round = answerOf(dragonHand, [{ spot: 'dragon', amount: '10.00', payout: '20.00' }]);
    const { user } = openTable('dragon_tiger', round, '1010.00');
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan('1,000.00')));
    await user.click(screen.getByTestId('spot-dragon'));
    await user.click(dealButton());

    await waitFor(() => expect(screen.getAllByTestId('seat-dragon')[0]!.querySelector('.pcard')).not.toBeNull());
    expect(screen.queryByRole('img', { name: '3C' })).toBeNull();
    expect(screen.queryByTestId('round-result')).toBeNull();
    expect(balanceShown()).toHaveTextContent(yuan('1,000.00'));
    expect(screen.getByRole('button', { name: i18n.t('card_page.dealing') })).toBeDisabled();

    expect(await screen.findByRole('img', { name: 'KH' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '3C' })).toBeNull();
    expect(await screen.findByRole('img', { name: '3C' })).toBeInTheDocument();
    expect(await screen.findByTestId('round-result')).toHaveTextContent(
      i18n.t('card_page.wins', { side: i18n.t('cards.spot.dragon') }),
    );
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan('1,010.00')));
    expect(dealButton()).toBeEnabled();
  });
});
