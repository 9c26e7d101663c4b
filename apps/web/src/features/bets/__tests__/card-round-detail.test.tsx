import { BETRECORD_API, COMMON_API, cardText, type BetDetail, type CardRound } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { dealtRound } from '../../../testing/card-rounds';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { BetDetailPage } from '../bet-detail-page';

/** The bet detail of a card round, as bet-record/bet-detail.ts answers it. */
function detailOf(round: CardRound): BetDetail {
  return {
    orderNo: round.orderNo,
    platform: 'house',
    platformName: '平台',
    gameType: 'cards',
    gameTypeLabel: '棋牌',
    game: round.game,
    gameName: round.gameName,
    content: round.bets.map((b) => `${b.spotLabel} ${b.amount}`).join(', '),
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
}

function openDetail(round: CardRound) {
  fakeApi([
    [BETRECORD_API.getBetDetail, ok(detailOf(round))],
    [COMMON_API.systemInfo, ok(systemInfo())],
  ]);
  return renderPage(<BetDetailPage />, `${ROUTES.betDetail}?orderNo=${round.orderNo}&platform=house`);
}

const round = dealtRound({
  game: 'baccarat',
  nonce: 5,
  bets: [
    { spot: 'banker', amount: '20' },
    { spot: 'tie', amount: '5' },
  ],
});
const verification = () => screen.findByTestId('card-verification');

// A page and a check with WebCrypto, on a machine that may be busy.
describe('a card round in the bet detail', () => {
  it('shows the cards dealt and each bet’s payout, and verifies the revealed round on this device', async () => {
    openDetail(round);
    const hand = round.hand!.game === 'baccarat' ? round.hand! : null;
    const shown = [...hand!.player, ...hand!.banker].map(cardText);
    for (const card of shown) expect((await screen.findAllByRole('img', { name: card })).length).toBeGreaterThan(0);
    expect(screen.getByTestId('points-player')).toHaveTextContent(
      i18n.t('card_page.points', { points: hand!.playerTotal }),
    );
    expect(screen.getByTestId('round-bet-banker')).toHaveTextContent(round.bets[0]!.payout!);
    const check = await verification();
    expect(check).toHaveTextContent(round.fairness.serverSeed!);
    expect(await within(check).findByText(i18n.t('card_page.verified'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('card_page.mismatch'))).toBeNull();
  });

  it('says mismatch when a payout is not what the seed gives', async () => {
    const paid = round.bets[1]!.payout === '0.00' ? '45.00' : '0.00';
    openDetail({ ...round, bets: [round.bets[0]!, { ...round.bets[1]!, payout: paid }] });
    const check = await verification();
    expect(await within(check).findByText(i18n.t('card_page.mismatch'))).toBeInTheDocument();
    expect(within(check).getByText(i18n.t('card_page.payout_mismatch'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('card_page.verified'))).toBeNull();
  });

  it('sends the member to rotate the seed while it is not revealed', async () => {
    const { user } = openDetail(
      dealtRound({ game: 'dragon_tiger', revealed: false, bets: [{ spot: 'tie', amount: '1' }] }),
    );
    const check = await verification();
    expect(within(check).getByTestId('card-unrevealed')).toHaveTextContent(i18n.t('card_page.unrevealed_text'));
    const link = within(check).getByRole('link', { name: i18n.t('card_page.go_rotate') });
    expect(link).toHaveAttribute('href', `${ROUTES.lottery}?game=dragon_tiger&fair=1`);
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('other-page')).toHaveTextContent(ROUTES.lottery));
    expect(screen.queryByText(i18n.t('card_page.verified'))).toBeNull();
  });
});
