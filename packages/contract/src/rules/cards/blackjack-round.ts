/**
 * The mechanics of a blackjack round (`blackjack.ts` has the rules in words and the public
 * functions): the deal, each action's cards, the dealer's play and the settlement. Each step works
 * on a fresh copy of the state, so a state once returned never changes.
 */
import { payoutFen } from '../lottery.ts';
import {
  BLACKJACK_ODDS,
  blackjackTotal,
  blackjackValue,
  blackjackDealerDraws,
  blackjackDealerPeeks,
  blackjackHandReturnFen,
  isBlackjackPair,
  blackjackPlayedOutcome,
  type BlackjackOutcome,
} from './blackjack-hand.ts';

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

export type BlackjackHand = {
  cards: number[];
  total: number;
  soft: boolean;
  /** The stake on this hand, doubled when `doubled`. */
  stakeFen: bigint;
  doubled: boolean;
  /** One of the two hands of a split: its 21 is no blackjack. */
  split: boolean;
  /** No more cards: stood, doubled, busted, reached 21, or a split ace with its one card. */
  done: boolean;
  outcome: BlackjackOutcome | null;
  returnFen: bigint;
};

export type BlackjackState = {
  /** The shuffled shoe the round deals from (shared, never changed; secret until the round is over). */
  shoe: readonly number[];
  stakeFen: bigint;
  phase: 'insurance' | 'play' | 'finished';
  finished: boolean;
  hands: BlackjackHand[];
  /** The hand the member plays now, an index into `hands`; -1 outside the `play` phase. */
  active: number;
  /** Up card, hole card, then the dealer's draws. The server shows the hole card only once finished. */
  dealer: number[];
  /** The dealer's total and blackjack, known from the deal: like the hole card, shown only once finished. */
  dealerTotal: number;
  dealerBlackjack: boolean;
  /** What insurance cost (0 when not taken) and what it paid back. */
  insuranceFen: bigint;
  insuranceReturnFen: bigint;
  /** Everything staked: the stake, a double, the second hand of a split, insurance. */
  stakedFen: bigint;
  /** Everything paid back, stakes included; final once `finished`. */
  returnFen: bigint;
  /** How many cards of the shoe the round took, from position 0. */
  used: number;
  /** The member's actions so far, in order: what a replay needs besides the shoe and the stake. */
  actions: BlackjackAction[];
};

function draw(s: BlackjackState): number {
  const card = s.shoe[s.used];
  if (card === undefined) throw new RangeError('the blackjack shoe ran out of cards');
  s.used++;
  return card;
}

function newHand(cards: number[], stakeFen: bigint, split: boolean): BlackjackHand {
  const { total, soft } = blackjackTotal(cards);
  return { cards, total, soft, stakeFen, doubled: false, split, done: total >= 21, outcome: null, returnFen: 0n };
}

/** Adds a card; a hand at 21 or over takes no more. */
function addCard(hand: BlackjackHand, card: number): void {
  hand.cards.push(card);
  Object.assign(hand, blackjackTotal(hand.cards));
  if (hand.total >= 21) hand.done = true;
}

function finish(s: BlackjackState): BlackjackState {
  s.insuranceReturnFen = s.dealerBlackjack ? payoutFen(s.insuranceFen, BLACKJACK_ODDS.insurance) : 0n;
  s.returnFen = s.hands.reduce((sum, h) => sum + h.returnFen, s.insuranceReturnFen);
  return { ...s, phase: 'finished', finished: true, active: -1 };
}

function settle(hand: BlackjackHand, outcome: BlackjackOutcome): void {
  hand.outcome = outcome;
  hand.returnFen = blackjackHandReturnFen(outcome, hand.stakeFen);
}

/** After the insurance question (or at once without one): the peek, then the naturals. */
function peek(s: BlackjackState): BlackjackState {
  const hand = s.hands[0]!;
  const natural = isBlackjackPair(hand.cards);
  if (s.dealerBlackjack) settle(hand, natural ? 'push' : 'lose');
  else if (natural) settle(hand, 'blackjack');
  else return { ...s, phase: 'play', active: 0 };
  return finish(s);
}

/** The dealer draws to 17 unless every hand busted, then every hand is settled. */
function dealerPlays(s: BlackjackState): BlackjackState {
  if (s.hands.some((h) => h.total <= 21)) {
    while (blackjackDealerDraws(blackjackTotal(s.dealer).total)) s.dealer.push(draw(s));
  }
  s.dealerTotal = blackjackTotal(s.dealer).total;
  for (const hand of s.hands) settle(hand, blackjackPlayedOutcome(hand.total, s.dealerTotal));
  return finish(s);
}

/** Moves to the first hand still to play, giving a split hand its second card when it comes up. */
function advance(s: BlackjackState): BlackjackState {
  for (const [i, hand] of s.hands.entries()) {
    if (hand.cards.length === 1) {
      addCard(hand, draw(s));
      if (blackjackValue(hand.cards[0]!) === 1) hand.done = true;
    }
    if (!hand.done) return { ...s, active: i };
  }
  return dealerPlays({ ...s, active: -1 });
}

export function dealRound(shoe: readonly number[], stakeFen: bigint): BlackjackState {
  const s: BlackjackState = {
    shoe,
    stakeFen,
    phase: 'insurance',
    finished: false,
    hands: [],
    active: -1,
    dealer: [],
    dealerTotal: 0,
    dealerBlackjack: false,
    insuranceFen: 0n,
    insuranceReturnFen: 0n,
    stakedFen: stakeFen,
    returnFen: 0n,
    used: 0,
    actions: [],
  };
  const [p1, d1, p2, d2] = [draw(s), draw(s), draw(s), draw(s)];
  s.hands.push(newHand([p1, p2], stakeFen, false));
  s.dealer.push(d1, d2);
  s.dealerTotal = blackjackTotal(s.dealer).total;
  // Only an ace or a ten-value up can go with a blackjack, and those are the cards the dealer peeks under.
  s.dealerBlackjack = blackjackDealerPeeks(d1) && isBlackjackPair(s.dealer);
  return blackjackValue(d1) === 1 ? s : peek(s);
}

/** The round after an action the caller checked is allowed. */
export function playAction(state: BlackjackState, action: BlackjackAction): BlackjackState {
  const s: BlackjackState = {
    ...state,
    hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    dealer: [...state.dealer],
    actions: [...state.actions, action],
  };
  if (action === 'insurance' || action === 'no_insurance') {
    if (action === 'insurance') s.insuranceFen = s.stakeFen / 2n;
    s.stakedFen += s.insuranceFen;
    return peek(s);
  }
  const hand = s.hands[s.active]!;
  if (action === 'hit') addCard(hand, draw(s));
  if (action === 'stand') hand.done = true;
  if (action === 'double') {
    s.stakedFen += hand.stakeFen;
    hand.stakeFen *= 2n;
    hand.doubled = true;
    addCard(hand, draw(s));
    hand.done = true;
  }
  if (action === 'split') {
    s.stakedFen += hand.stakeFen;
    s.hands = hand.cards.map((card) => newHand([card], hand.stakeFen, true));
  }
  return advance(s);
}
