import {
  COMMON_API,
  LIVE_API,
  USER_API,
  baccaratReturnFen,
  formatFen,
  parseAmountToFen,
  type LiveBet,
  type LiveRound,
  type LiveTableView,
} from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GameRoute } from '../../../app/game-route';
import { formatMoney } from '../../../shared/format/money';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { liveRoundOf } from '../../../testing/live-rounds';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';

/** Stands in for the table's stream: the test sends `table` events through the page's EventSource. */
class FakeEventSource {
  static readonly OPEN = 1;
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
  send(view: LiveTableView) {
    act(() => this.listeners.get('table')!(new MessageEvent('table', { data: JSON.stringify(view) })));
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const yuan = (amount: string) => i18n.t('money.cny', { amount: formatMoney(amount) });
const chip = (amount: string) => screen.getByRole('button', { name: i18n.t('live_page.chip', { amount }) });
const confirmButton = () => screen.getByRole('button', { name: i18n.t('live_page.confirm') });

/** A road of dealt rounds before round `n`: banker, player, tie, banker with a pair. */
const roadBefore = (n: number): LiveTableView['road'] =>
  (['banker', 'player', 'tie', 'banker'] as const).map((winner, i) => ({
    roundId: `live_baccarat-${n - 4 + i}`,
    winner,
    playerPair: false,
    bankerPair: i === 3,
    total: 7,
  }));

/** The table showing `current`; the last dealt round is the one before it while `current` is open. */
function viewOf(current: LiveRound, nextOpensAt: number, road = roadBefore(Number(current.roundId.split('-')[1]))) {
  const n = Number(current.roundId.split('-')[1]);
  const before = liveRoundOf({ n: n - 1, opensAt: current.opensAt, closesAt: current.opensAt, status: 'settled' });
  const last = current.status === 'open' ? before : current;
  return { table: 'live_baccarat' as const, name: '真人百家乐', current, last, road, nextOpensAt: iso(nextOpensAt) };
}

/**
 * A member with 1,000.00 at the live table showing `view`; bets are kept per round and answered by
 * live/myRound, a bet takes its stakes from the balance. `state` lets a test move the table on.
 */
function openTable(view: Omit<LiveTableView, 'serverTime'>, bets: LiveBet[] = []) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const staked = bets.reduce((s, b) => s + parseAmountToFen(b.amount)!, 0n);
  const state = { view, balance: formatFen(100_000n - staked), bets };
  const api = fakeApi([
    [LIVE_API.table, () => ok({ ...state.view, serverTime: iso(Date.now()) })],
    [USER_API.getUserBalance, () => ok({ balance: state.balance, currency: 'CNY' })],
    [COMMON_API.systemInfo, ok(systemInfo())],
    [
      LIVE_API.myRound,
      (sent: Sent) => {
        const roundId = sent.url.searchParams.get('roundId')!;
        const round = [state.view.current, state.view.last].find((r) => r?.roundId === roundId)!;
        return ok({ round, bets: state.bets.filter((b) => b.roundId === roundId) });
      },
    ],
    [
      LIVE_API.bet,
      (sent: Sent) => {
        const body = sent.body as { roundId: string; bets: { spot: LiveBet['spot']; amount: string }[] };
        const placed = body.bets.map((b, i) => ({
          orderNo: `V2026030100000${state.bets.length + i}`,
          roundId: body.roundId,
          spot: b.spot,
          spotLabel: i18n.t(`cards.spot.${b.spot}`),
          amount: b.amount,
          payout: null,
          status: 'unfinished' as const,
          placedAt: iso(Date.now()),
        }));
        state.bets.push(...placed);
        const staked = body.bets.reduce((s, b) => s + parseAmountToFen(b.amount)!, 0n);
        state.balance = formatFen(parseAmountToFen(state.balance)! - staked);
        return ok({ bets: placed, balance: state.balance }, i18n.t('live.bet_placed'));
      },
    ],
  ]);
  return { api, state, ...renderPage(<GameRoute />, `${ROUTES.lottery}?game=live_baccarat`) };
}

describe('the live table', () => {
  // The page is its own chunk, loaded on first use: compiled once here rather than inside a test's wait.
  beforeAll(async () => {
    await import('../live-table-page');
  }, 60_000);

  it('puts chips on the spots and confirms them once onto the open round, with its id and a key', async () => {
    const now = Date.now();
    const round = liveRoundOf({ n: 100, opensAt: iso(now - 5_000), closesAt: iso(now + 20_000) });
    const { api, user } = openTable(viewOf(round, now + 30_000));

    expect(await screen.findByRole('heading', { name: '真人百家乐' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('live-balance')).toHaveTextContent(yuan('1000.00')));
    expect(screen.getByTestId('live-round')).toHaveTextContent('100');
    expect(screen.getByTestId('live-phase')).toHaveTextContent(i18n.t('live_page.closes_in'));
    // 20 s from the server's time, less what the page took to open.
    expect(screen.getByTestId('live-countdown').textContent).toMatch(/^00:(1[0-9]|20)$/);
    // The contract's odds, as "pays to 1".
    expect(screen.getByTestId('live-spot-banker')).toHaveTextContent('0.95:1');
    expect(screen.getByTestId('live-spot-tie')).toHaveTextContent('8:1');
    expect(screen.getByTestId('live-spot-player_pair')).toHaveTextContent('11:1');
    expect(confirmButton()).toBeDisabled();

    await user.click(chip('10.00'));
    await user.click(screen.getByTestId('live-spot-banker'));
    await user.click(screen.getByTestId('live-spot-banker'));
    await user.click(chip('5.00'));
    await user.click(screen.getByTestId('live-spot-player_pair'));
    expect(screen.getByTestId('live-stake-banker')).toHaveTextContent('20.00');
    expect(screen.getByTestId('live-total')).toHaveTextContent(yuan('25.00'));

    await user.dblClick(confirmButton());
    expect(await screen.findByText(i18n.t('live.bet_placed'))).toBeInTheDocument();
    const sent = api.sentTo(LIVE_API.bet);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      roundId: 'live_baccarat-100',
      bets: [
        { spot: 'banker', amount: '20.00' },
        { spot: 'player_pair', amount: '5.00' },
      ],
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId('live-balance')).toHaveTextContent(yuan('975.00')));
    expect(screen.getByTestId('live-total')).toHaveTextContent(yuan('0.00'));
    const mine = await screen.findAllByTestId('live-my-bet');
    expect(mine.map((b) => b.dataset.spot)).toEqual(['banker', 'player_pair']);
    expect(mine[0]).toHaveTextContent(yuan('20.00'));
  });

  it('says no more bets at the close, then deals the round card by card when the dealt table comes, with the winner, the result and the road', async () => {
    const now = Date.now();
    // Closed a moment ago, not dealt yet; the next round opens 10 s on.
    const open = liveRoundOf({ n: 200, opensAt: iso(now - 25_000), closesAt: iso(now - 500) });
    const bet: LiveBet = {
      orderNo: 'V202603010000001',
      roundId: open.roundId,
      spot: 'banker',
      spotLabel: i18n.t('cards.spot.banker'),
      amount: '20.00',
      payout: null,
      status: 'unfinished',
      placedAt: iso(now - 3_000),
    };
    const { state } = openTable(viewOf(open, now + 10_000), [bet]);

    expect(await screen.findByTestId('no-more-bets')).toHaveTextContent(i18n.t('live_page.no_more_bets'));
    expect(screen.getByTestId('live-phase')).toHaveTextContent(i18n.t('live_page.no_more_bets'));
    expect(screen.getByRole('button', { name: i18n.t('live_page.verify') })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('live-balance')).toHaveTextContent(yuan('980.00')));
    expect(await screen.findByTestId('live-my-bet')).toHaveTextContent(i18n.t('live_page.bet_waiting'));
    expect(screen.getByRole('button', { name: i18n.t('live_page.betting_closed') })).toBeDisabled();
    const beads = within(screen.getByTestId('bead-plate'));
    expect(beads.getAllByText(i18n.t('live_page.bead.banker'))).toHaveLength(2);

    // Dealt and settled: the stream brings the table, the round's bet is paid.
    const dealt = liveRoundOf({ n: 200, opensAt: open.opensAt, closesAt: open.closesAt, status: 'settled' });
    const hand = dealt.hand!;
    const payout = baccaratReturnFen('banker', 2000n, hand);
    state.bets = state.bets.map((b) => ({ ...b, payout: formatFen(payout), status: 'completed' }));
    state.balance = formatFen(98_000n + payout);
    const road = [
      ...roadBefore(200),
      {
        roundId: dealt.roundId,
        winner: hand.winner,
        playerPair: hand.playerPair,
        bankerPair: hand.bankerPair,
        total: 0,
      },
    ];
    state.view = viewOf(dealt, now + 10_000, road);
    FakeEventSource.last!.send({ ...state.view, serverTime: iso(Date.now()) });

    // The cards come one at a time: not all up at first, no winner yet.
    const felt = () => document.querySelector('.live-felt')!;
    const cards = hand.player.length + hand.banker.length;
    expect(felt().querySelectorAll('[data-card]').length).toBeLessThan(cards);
    expect(screen.queryByTestId('live-winner')).toBeNull();
    await waitFor(() => expect(felt().querySelectorAll('[data-card]').length).toBeGreaterThan(0), { timeout: 8_000 });
    expect(screen.queryByTestId('live-winner')).toBeNull();
    // Nothing gives the deal away before every card is up: the balance, the bet's payout, the road.
    expect(screen.getByTestId('live-balance')).toHaveTextContent(yuan('980.00'));
    expect(screen.getByTestId('live-my-bet')).toHaveTextContent(i18n.t('live_page.bet_waiting'));
    expect(screen.getByTestId('bead-plate').children).toHaveLength(4);
    expect(screen.getByRole('button', { name: i18n.t('live_page.verify') })).toBeDisabled();
    await waitFor(() => expect(felt().querySelectorAll('[data-card]')).toHaveLength(cards), { timeout: 8_000 });

    const winner = await screen.findByTestId('live-winner');
    expect(winner).toHaveTextContent(i18n.t(`live_page.winner.${hand.winner}`));
    expect(winner).toHaveTextContent(
      i18n.t('live_page.totals', { player: hand.playerTotal, banker: hand.bankerTotal }),
    );
    expect(within(felt() as HTMLElement).getByTestId('points-banker')).toHaveTextContent(
      i18n.t('card_page.points', { points: hand.bankerTotal }),
    );
    const winLose = formatFen(payout - 2000n);
    const result = await screen.findByTestId('live-my-result');
    expect(result).toHaveTextContent(winLose.startsWith('-') ? `-${yuan(winLose.slice(1))}` : `+${yuan(winLose)}`);
    await waitFor(() => expect(screen.getByTestId('live-balance')).toHaveTextContent(yuan(state.balance)));
    expect(screen.getByTestId('live-phase')).toHaveTextContent(i18n.t('live_page.next_round'));
    expect(screen.getByTestId('live-my-bet')).toHaveTextContent(
      `${i18n.t('live_page.payout')} ${yuan(formatFen(payout))}`,
    );
    // The road grew by the round.
    expect(screen.getByTestId('bead-plate').children).toHaveLength(5);
    expect(screen.getByTestId('bead-plate').lastElementChild).toHaveAttribute('title', dealt.roundId);
  });

  it('shows a round dealt before the page opened at once, and verifies the last round on this device', async () => {
    const now = Date.now();
    const dealt = liveRoundOf({ n: 300, opensAt: iso(now - 27_000), closesAt: iso(now - 2_000), status: 'settled' });
    const { user } = openTable(viewOf(dealt, now + 8_000));
    const hand = dealt.hand!;

    expect(await screen.findByTestId('live-winner')).toHaveTextContent(i18n.t(`live_page.winner.${hand.winner}`));
    expect(document.querySelectorAll('.live-felt [data-card]')).toHaveLength(hand.player.length + hand.banker.length);

    await user.click(screen.getByRole('button', { name: i18n.t('live_page.verify') }));
    const check = await screen.findByTestId('live-verification');
    expect(within(check).getByTestId('live-seed')).toHaveTextContent(dealt.seed!);
    expect(await within(check).findByText(i18n.t('live_page.verified'))).toBeInTheDocument();
    expect(within(check).queryByText(i18n.t('live_page.mismatch'))).toBeNull();
  });
});
