import { BETRECORD_API, COMMON_API, cardText, type BetDetail, type CardRound } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { blackjackWhere } from '../../../testing/blackjack-rounds';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { BetDetailPage } from '../bet-detail-page';

/** The bet detail of a blackjack round, as bet-record/bet-detail.ts answers it. */
function openDetail(round: CardRound) {
  const detail: BetDetail = {
    orderNo: round.orderNo,
    platform: 'house',
    platformName: '平台',
    gameType: 'cards',
    gameTypeLabel: '棋牌',
    game: round.game,
    gameName: round.gameName,
    content: `${round.bets[0]!.spotLabel} ${round.bets[0]!.amount}`,
    drawId: null,
    stake: round.stake,
    validStake: round.stake,
    payout: round.payout,
    winLose: round.winLose,
    status: 'completed',
    statusLabel: '已完成',
    placedAt: round.placedAt,
    settledAt: round.settledAt,
    odds: null,
    potentialPayout: null,
    verification: null,
    gameDetail: { kind: 'cards', round },
  };
  fakeApi([
    [BETRECORD_API.getBetDetail, ok(detail)],
    [COMMON_API.systemInfo, ok(systemInfo())],
  ]);
  return renderPage(<BetDetailPage />, `${ROUTES.betDetail}?orderNo=${round.orderNo}&platform=house`);
}

/** A real round (the contract's rules, a known seed) with a split, played to the end and revealed. */
const round = blackjackWhere((r) => r.blackjack!.hands.length === 2);
const view = round.blackjack!;
const verification = () => screen.findByTestId('card-verification');

// A page and a check with WebCrypto, on a machine that may be busy.
describe('a blackjack round in the bet detail', () => {
  it('shows the dealer’s cards and both hands with their outcomes, and verifies the round on this device', async () => {
    openDetail(round);
    const dealer = await screen.findByTestId('bj-dealer');
    expect(
      within(dealer)
        .getAllByRole('img')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(view.dealer.map(cardText));
    view.hands.forEach((hand, i) => {
      const seat = screen.getByTestId(`bj-hand-${i}`);
      expect(
        within(seat)
          .getAllByRole('img')
          .map((c) => c.getAttribute('aria-label')),
      ).toEqual(hand.cards.map(cardText));
      expect(seat).toHaveTextContent(i18n.t('blackjack_page.hand_n', { n: i + 1 }));
      expect(screen.getByTestId(`bj-outcome-${i}`)).toHaveTextContent(
        i18n.t(`blackjack_page.outcome.${hand.outcome!}`),
      );
      expect(screen.getByTestId(`bj-payout-${i}`)).toHaveTextContent(hand.payout!);
    });
    const check = await verification();
    expect(check).toHaveTextContent(round.fairness.serverSeed!);
    expect(await within(check).findByText(i18n.t('card_page.verified'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('card_page.mismatch'))).toBeNull();
  });

  it('says mismatch when a hand’s cards are not what the seed and the moves deal', async () => {
    const hands = view.hands.map((h, i) => (i === 0 ? { ...h, cards: [h.cards[0]!, (h.cards[1]! + 13) % 52] } : h));
    openDetail({ ...round, blackjack: { ...view, hands } });
    const check = await verification();
    expect(await within(check).findByText(i18n.t('card_page.mismatch'))).toBeInTheDocument();
    expect(within(check).getByText(i18n.t('card_page.cards_mismatch'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('card_page.verified'))).toBeNull();
  });

  it('says mismatch when the payout is not what they give', async () => {
    openDetail({ ...round, payout: '999.00' });
    const check = await verification();
    expect(await within(check).findByText(i18n.t('card_page.mismatch'))).toBeInTheDocument();
    expect(within(check).getByText(i18n.t('card_page.payout_mismatch'))).toBeInTheDocument();
  });
});
