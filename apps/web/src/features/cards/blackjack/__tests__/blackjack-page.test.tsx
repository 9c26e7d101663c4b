import { CARDS_API, COMMON_API, USER_API, type CardRound, type CardSeeds } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameRoute } from '../../../../app/game-route';
import { formatMoney } from '../../../../shared/format/money';
import { i18n } from '../../../../shared/i18n';
import { ROUTES } from '../../../../shared/routes';
import { blackjackWhere, playedBlackjack } from '../../../../testing/blackjack-rounds';
import { fakeApi, ok } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import { systemInfo } from '../../../../testing/site-config';

const seeds: CardSeeds = { active: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'c1', nonce: 0 }, revealed: [] };
/** A hand in play that standing finishes, as the server answers before and after the stand. */
const open = blackjackWhere((r) => r.blackjack!.phase === 'play', { moves: [], revealed: false }, 100);
const stood = playedBlackjack({ nonce: open.fairness.nonce, moves: ['stand'], revealed: false });
const yuan = (amount: string) => i18n.t('money.cny', { amount });
const fen = (money: string) => Math.round(Number(money) * 100);
/** The balance after the round: its stakes out, its payout in. */
const afterStand = ((fen('1000.00') - fen(stood.stake) + fen(stood.payout!)) / 100).toFixed(2);

/** The Blackjack page (through the game route) for a member with `balance`, their rounds `rounds`. */
function openPage(rounds: CardRound[], balance = '1000.00', motion = false) {
  if (!motion) vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  let shown = balance;
  const api = fakeApi([
    [USER_API.getUserBalance, () => ok({ balance: shown, currency: 'CNY' })],
    [CARDS_API.rounds, () => ok({ list: rounds, total: rounds.length, page: 1, limit: 10 })],
    [CARDS_API.seeds, ok(seeds)],
    [COMMON_API.systemInfo, ok(systemInfo())],
    [CARDS_API.blackjackDeal, () => ok({ round: open, balance: (shown = '990.00') })],
    [CARDS_API.blackjackAct, () => ok({ round: stood, balance: (shown = afterStand) })],
  ]);
  return { api, ...renderPage(<GameRoute />, `${ROUTES.lottery}?game=blackjack`) };
}

const balanceShown = () => screen.getByTestId('card-balance');
const deal = () => screen.getByRole('button', { name: i18n.t('card_page.deal') });
const tableCards = () => screen.getByTestId('bj-table').querySelectorAll('.pcard').length;

describe('the Blackjack page', () => {
  it('opens from the game route, and deals the cards in one by one with the balance held until they are up', async () => {
    const { user } = openPage([], '1000.00', true);
    expect(await screen.findByRole('heading', { name: i18n.t('cards.game.blackjack') })).toBeInTheDocument();
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan('1,000.00')));
    expect(deal()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: i18n.t('card_page.chip', { amount: '10.00' }) }));
    await user.click(screen.getByTestId('bj-bet-spot'));
    expect(screen.getByTestId('bj-spot-stake')).toHaveTextContent('10.00');
    await user.click(deal());

    await waitFor(() => expect(tableCards()).toBeGreaterThan(0));
    expect(tableCards()).toBeLessThan(4);
    expect(screen.queryByTestId('bj-actions')).toBeNull();
    expect(balanceShown()).toHaveTextContent(yuan('1,000.00'));
    // All four: the member's two and the up card face up, the hole card down; then the moves.
    await waitFor(() => expect(tableCards()).toBe(4), { timeout: 5000 });
    expect(await screen.findByTestId('bj-actions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('bj-dealer')).getAllByRole('img')).toHaveLength(1);
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan('990.00')));
  });

  it('shows each hand’s total, then at the end the outcome, payout, the round’s win or loss and the balance; New hand deals again', async () => {
    const { user, api } = openPage([]);
    await user.click(screen.getByRole('button', { name: i18n.t('card_page.chip', { amount: '10.00' }) }));
    await user.click(screen.getByTestId('bj-bet-spot'));
    await user.click(deal());
    const hand = open.blackjack!.hands[0]!;
    const total = hand.soft
      ? i18n.t('blackjack_page.soft_total', { total: hand.total })
      : i18n.t('blackjack_page.total', { total: hand.total });
    expect(await screen.findByTestId('bj-hand-total-0')).toHaveTextContent(total);

    await user.click(screen.getByRole('button', { name: i18n.t('blackjack_page.action.stand') }));
    const result = await screen.findByTestId('round-result');
    expect(api.sentTo(CARDS_API.blackjackAct)[0]!.body).toEqual({ orderNo: open.orderNo, action: 'stand' });
    const end = stood.blackjack!.hands[0]!;
    expect(screen.getByTestId('bj-outcome-0')).toHaveTextContent(i18n.t(`blackjack_page.outcome.${end.outcome!}`));
    expect(screen.getByTestId('bj-payout-0')).toHaveTextContent(end.payout!);
    // The hole card and the dealer's draws are up, with the dealer's total.
    expect(within(screen.getByTestId('bj-dealer')).getAllByRole('img')).toHaveLength(stood.blackjack!.dealer.length);
    expect(screen.getByTestId('bj-dealer-total')).toHaveTextContent(
      i18n.t('blackjack_page.total', { total: stood.blackjack!.dealerTotal! }),
    );
    const winLose = stood.winLose!;
    expect(within(result).getByTestId('round-win-lose')).toHaveTextContent(
      winLose.startsWith('-') ? `-${yuan(winLose.slice(1))}` : `+${yuan(winLose)}`,
    );
    await waitFor(() => expect(balanceShown()).toHaveTextContent(yuan(formatMoney(afterStand))));

    await user.click(screen.getByRole('button', { name: i18n.t('blackjack_page.new_hand') }));
    expect(screen.queryByTestId('bj-table')).toBeNull();
    expect(screen.getByTestId('bj-spot-stake')).toHaveTextContent('10.00');
    expect(deal()).toBeEnabled();
  });

  it('resumes the newest unfinished round after a reload, with its moves and no Deal', async () => {
    const older = playedBlackjack({ nonce: 1, revealed: false });
    const { user, api } = openPage([open, older]);
    expect(await screen.findByTestId('bj-actions')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('blackjack_page.resumed'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('card_page.deal') })).toBeNull();
    expect(tableCards()).toBe(4);
    await user.click(screen.getByRole('button', { name: i18n.t('blackjack_page.action.stand') }));
    expect(await screen.findByTestId('round-result')).toBeInTheDocument();
    expect(api.sentTo(CARDS_API.blackjackAct)[0]!.body).toEqual({ orderNo: open.orderNo, action: 'stand' });
    expect(api.sentTo(CARDS_API.blackjackDeal)).toHaveLength(0);
  });

  it('checks the recent rounds on this device: verified, mismatch when tampered, waiting for an unrevealed seed', async () => {
    const verified = playedBlackjack({ nonce: 7 });
    const view = verified.blackjack!;
    const tampered: CardRound = {
      ...playedBlackjack({ nonce: 8 }),
      blackjack: { ...playedBlackjack({ nonce: 8 }).blackjack!, dealer: view.dealer },
    };
    const unrevealed = playedBlackjack({ nonce: 9, revealed: false });
    openPage([verified, tampered, unrevealed]);
    const rows = await screen.findAllByTestId('recent-round');
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(within(rows[0]!).getByTestId('round-check')).toHaveAttribute('data-check', 'verified'));
    expect(within(rows[0]!).getByTestId('round-check')).toHaveTextContent(i18n.t('blackjack_page.check_verified'));
    await waitFor(() => expect(within(rows[1]!).getByTestId('round-check')).toHaveAttribute('data-check', 'mismatch'));
    expect(within(rows[1]!).getByTestId('round-check')).toHaveTextContent(i18n.t('blackjack_page.check_mismatch'));
    expect(within(rows[2]!).getByTestId('round-check')).toHaveTextContent(i18n.t('blackjack_page.check_unrevealed'));
    expect(rows[0]).toHaveAttribute('href', `${ROUTES.betDetail}?orderNo=${verified.orderNo}&platform=house`);
  });
});
