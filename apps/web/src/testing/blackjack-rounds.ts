import { createHash, createHmac } from 'node:crypto';
import {
  BLACKJACK_DECKS,
  blackjackActions,
  blocksFor,
  cardMessage,
  formatFen,
  replayBlackjack,
  shuffledShoe,
  translate,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackView,
  type CardRound,
} from '@app/contract';
import { TEST_SERVER_SEED } from './card-rounds';

/** The server's shoe (apps/server/src/lib/card-shoe.ts), with node:crypto, as the reference. */
export function blackjackShoe(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const key = Buffer.from(serverSeed, 'hex');
  const blocks: Uint8Array[] = [];
  for (let n = blocksFor(BLACKJACK_DECKS * 52); ; n += 1) {
    while (blocks.length < n) {
      blocks.push(
        createHmac('sha256', key)
          .update(cardMessage(clientSeed, nonce, blocks.length))
          .digest(),
      );
    }
    const shoe = shuffledShoe(BLACKJACK_DECKS, blocks);
    if (shoe) return shoe;
  }
}

/** The round as the member may see it (the server's modules/cards/blackjack-view.ts). */
function viewOf(s: BlackjackState): BlackjackView {
  const over = s.finished;
  return {
    phase: s.phase,
    hands: s.hands.map((h) => ({
      cards: h.cards,
      total: h.total,
      soft: h.soft,
      stake: formatFen(h.stakeFen),
      doubled: h.doubled,
      split: h.split,
      outcome: over ? h.outcome : null,
      payout: over ? formatFen(h.returnFen) : null,
    })),
    active: s.active,
    dealer: over ? s.dealer : s.dealer.slice(0, 1),
    dealerTotal: over ? s.dealerTotal : null,
    insurance: s.insuranceFen > 0n ? formatFen(s.insuranceFen) : null,
    insurancePayout: over && s.insuranceFen > 0n ? formatFen(s.insuranceReturnFen) : null,
    actions: blackjackActions(s),
  };
}

/** A plain strategy: insure, split pairs, double 10 and 11, hit below 17. */
export function plainMove(s: BlackjackState): BlackjackAction {
  const allowed = blackjackActions(s);
  if (allowed.includes('insurance')) return 'insurance';
  const hand = s.hands[s.active]!;
  if (allowed.includes('split')) return 'split';
  if (allowed.includes('double') && !hand.soft && (hand.total === 10 || hand.total === 11)) return 'double';
  return hand.total < 17 ? 'hit' : 'stand';
}

type Options = {
  stakeFen?: bigint;
  nonce?: number;
  clientSeed?: string;
  serverSeed?: string;
  revealed?: boolean;
  /** Moves to play; by default `plainMove` to the end. */
  moves?: BlackjackAction[];
};

/** A blackjack round dealt and played from a known seed, as the server answers it (zh_hans names). */
export function playedBlackjack({
  stakeFen = 1000n,
  nonce = 0,
  clientSeed = 'my-client-seed',
  serverSeed = TEST_SERVER_SEED,
  revealed = true,
  moves,
}: Options = {}): CardRound {
  const shoe = blackjackShoe(serverSeed, clientSeed, nonce);
  let state = replayBlackjack(shoe, stakeFen, moves ?? []);
  while (!moves && !state.finished) state = replayBlackjack(shoe, stakeFen, [...state.actions, plainMove(state)]);
  const over = state.finished;
  return {
    orderNo: `C20260301B${String(nonce).padStart(4, '0')}`,
    game: 'blackjack',
    gameName: translate('zh_hans', 'cards.game.blackjack'),
    status: over ? 'completed' : 'unfinished',
    stake: formatFen(state.stakedFen),
    payout: over ? formatFen(state.returnFen) : null,
    winLose: over ? formatFen(state.returnFen - state.stakedFen) : null,
    bets: [
      {
        spot: 'hand',
        spotLabel: translate('zh_hans', 'cards.spot.hand'),
        amount: formatFen(stakeFen),
        payout: over ? formatFen(state.returnFen) : null,
      },
    ],
    hand: null,
    blackjack: viewOf(state),
    moves: state.actions,
    fairness: {
      serverSeedHash: createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex'),
      serverSeed: revealed ? serverSeed : null,
      clientSeed,
      nonce,
    },
    placedAt: '2026-03-01T04:05:06.000Z',
    settledAt: over ? '2026-03-01T04:05:06.000Z' : null,
  };
}

/** The first nonce from `from` whose round, played plainly, passes `test` (a split, insurance, ...). */
export function blackjackWhere(test: (round: CardRound) => boolean, options: Options = {}, from = 0): CardRound {
  for (let nonce = from; nonce < from + 5000; nonce += 1) {
    const round = playedBlackjack({ ...options, nonce });
    if (test(round)) return round;
  }
  throw new Error('no such round in 5000 nonces');
}
