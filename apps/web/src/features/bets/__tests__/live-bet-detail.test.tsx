import {
  BETRECORD_API,
  COMMON_API,
  baccaratReturnFen,
  cardText,
  formatFen,
  type BetDetail,
  type LiveRound,
} from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { liveRoundOf } from '../../../testing/live-rounds';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { BetDetailPage } from '../bet-detail-page';

const times = { opensAt: '2026-03-01T04:00:00.000Z', closesAt: '2026-03-01T04:00:25.000Z' };

/** The bet detail of a live bet of 20.00 on the banker, as bet-record/bet-detail.ts answers it. */
function detailOf(round: LiveRound): BetDetail {
  const payout = round.hand ? formatFen(baccaratReturnFen('banker', 2000n, round.hand)) : null;
  const bet = {
    orderNo: 'V2026030100000010',
    roundId: round.roundId,
    spot: 'banker' as const,
    spotLabel: i18n.t('cards.spot.banker'),
    amount: '20.00',
    payout,
    status: payout === null ? ('unfinished' as const) : ('completed' as const),
    placedAt: '2026-03-01T04:00:10.000Z',
  };
  return {
    orderNo: bet.orderNo,
    platform: 'house',
    platformName: '平台',
    gameType: 'live',
    gameTypeLabel: '真人',
    game: 'live_baccarat',
    gameName: '真人百家乐',
    content: `${bet.spotLabel} 20.00`,
    drawId: round.roundId,
    stake: '20.00',
    validStake: '20.00',
    payout,
    winLose: payout === null ? null : formatFen(BigInt(payout.replace('.', '')) - 2000n),
    status: bet.status,
    statusLabel: '已完成',
    placedAt: bet.placedAt,
    settledAt: payout === null ? null : times.closesAt,
    odds: null,
    potentialPayout: null,
    verification: null,
    gameDetail: { kind: 'live', round, bet },
  };
}

function openDetail(round: LiveRound) {
  fakeApi([
    [BETRECORD_API.getBetDetail, ok(detailOf(round))],
    [COMMON_API.systemInfo, ok(systemInfo())],
  ]);
  return renderPage(<BetDetailPage />, `${ROUTES.betDetail}?orderNo=V2026030100000010&platform=house`);
}

const dealt = liveRoundOf({ n: 4242, ...times, status: 'settled' });
const verification = () => screen.findByTestId('live-verification');

describe('a live bet in the bet detail', () => {
  it('shows the round’s cards and winner, the bet’s spot and payout, and verifies the round on this device', async () => {
    openDetail(dealt);
    const hand = dealt.hand!;
    for (const card of [...hand.player, ...hand.banker].map(cardText)) {
      expect((await screen.findAllByRole('img', { name: card })).length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId('live-detail-winner')).toHaveTextContent(i18n.t(`live_page.winner.${hand.winner}`));
    const payout = formatFen(baccaratReturnFen('banker', 2000n, hand));
    expect(screen.getByTestId('live-bet-banker')).toHaveTextContent(`${i18n.t('cards.spot.banker')}`);
    expect(screen.getByTestId('live-bet-banker')).toHaveTextContent(`${i18n.t('live_page.payout')} ${payout}`);
    const check = await verification();
    expect(check).toHaveTextContent(dealt.seed!);
    expect(await within(check).findByText(i18n.t('live_page.verified'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('live_page.mismatch'))).toBeNull();
  });

  it('says mismatch when the hand recorded is not what the seed deals', async () => {
    const hand = dealt.hand!;
    openDetail({ ...dealt, hand: { ...hand, banker: [...hand.banker].reverse() } });
    const check = await verification();
    expect(await within(check).findByText(i18n.t('live_page.mismatch'))).toBeInTheDocument();
    expect(within(check).getByText(i18n.t('live_page.hand_mismatch'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('live_page.verified'))).toBeNull();
  });

  it('waits for the seed of a round not dealt yet', async () => {
    openDetail(liveRoundOf({ n: 4243, ...times }));
    const check = await verification();
    expect(check).toHaveTextContent(i18n.t('live_page.seed_hidden_text'));
    expect(screen.getByTestId('live-bet-banker')).toHaveTextContent(`${i18n.t('live_page.payout')} --`);
  });
});
