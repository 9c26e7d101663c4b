import {
  BLACKJACK_DECKS,
  formatFen,
  parseAmountToFen,
  replayBlackjack,
  type BlackjackState,
  type CardRound,
} from '@app/contract';
import { hexToBytes } from '../format/hex';
import { browserShoe, seedHash } from './browser-shoe';

/**
 * A blackjack round checked on this device. Shaped like verify-round.ts's `RoundCheck` (a blackjack
 * round has no table `hand`: its cards are `dealer` and `hands`), so the bet detail's verification
 * shows either; `payouts` are each hand's return, then insurance's when taken.
 */
export type BlackjackCheck =
  | { status: 'pending' }
  | {
      status: 'verified' | 'mismatch';
      hash: string;
      hashMatches: boolean;
      hand: null;
      /** What the seed and the moves deal, as computed here (empty when they cannot be replayed). */
      dealer: number[];
      hands: number[][];
      cardsMatch: boolean;
      payouts: string[];
      payoutsMatch: boolean;
    };

/** The round the record claims replayed, or null when its moves are not a legal game of that shoe. */
function replay(shoe: number[], round: CardRound): BlackjackState | null {
  const stake = parseAmountToFen(round.bets[0]?.amount ?? '');
  if (stake === null || stake <= 0n) return null;
  try {
    return replayBlackjack(shoe, stake, round.moves);
  } catch {
    return null;
  }
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Recomputes a blackjack round in the browser: SHA-256 of the revealed server seed against the hash
 * shown before play; the shoe from HMAC-SHA256 blocks (`shuffledShoe(BLACKJACK_DECKS, ...)`); then
 * `replayBlackjack(shoe, first stake, moves)`. The dealer's cards (as far as the record shows them),
 * each hand's cards, totals and stakes, every payout, the round's stake and payout are compared.
 */
export async function verifyBlackjackRound(
  round: CardRound,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<BlackjackCheck> {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return { status: 'pending' };
  const seed = hexToBytes(serverSeed);
  if (!seed) return mismatch('', false);
  const hash = await seedHash(subtle, seed);
  const hashMatches = hash === serverSeedHash.toLowerCase();
  const shoe = await browserShoe(subtle, seed, { clientSeed, nonce, decks: BLACKJACK_DECKS });
  const state = shoe && replay(shoe, round);
  const view = round.blackjack;
  if (!state || !view) return mismatch(hash, hashMatches);

  const over = state.finished;
  const dealer = over ? state.dealer : state.dealer.slice(0, 1);
  const hands = state.hands.map((h) => h.cards);
  const cardsMatch =
    over === (round.status === 'completed') &&
    same(dealer, view.dealer) &&
    (over ? state.dealerTotal : null) === view.dealerTotal &&
    hands.length === view.hands.length &&
    state.hands.every((h, i) => {
      const shown = view.hands[i]!;
      return same(h.cards, shown.cards) && h.total === shown.total && h.soft === shown.soft;
    });

  const payouts = state.hands.map((h) => formatFen(h.returnFen));
  if (state.insuranceFen > 0n) payouts.push(formatFen(state.insuranceReturnFen));
  const shownPayouts = view.hands.map((h) => h.payout);
  if (view.insurance !== null) shownPayouts.push(view.insurancePayout);
  const payoutsMatch =
    over &&
    payouts.length === shownPayouts.length &&
    payouts.every((p, i) => p === shownPayouts[i]) &&
    state.hands.every((h, i) => formatFen(h.stakeFen) === view.hands[i]?.stake) &&
    formatFen(state.stakedFen) === round.stake &&
    formatFen(state.returnFen) === round.payout;
  return {
    status: hashMatches && cardsMatch && payoutsMatch ? 'verified' : 'mismatch',
    hash,
    hashMatches,
    hand: null,
    dealer: state.dealer,
    hands,
    cardsMatch,
    payouts,
    payoutsMatch,
  };
}

function mismatch(hash: string, hashMatches: boolean): BlackjackCheck {
  return {
    status: 'mismatch',
    hash,
    hashMatches,
    hand: null,
    dealer: [],
    hands: [],
    cardsMatch: false,
    payouts: [],
    payoutsMatch: false,
  };
}
