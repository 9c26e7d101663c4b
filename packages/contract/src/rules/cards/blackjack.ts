/**
 * Blackjack, one round against the dealer from a 6-deck shoe shuffled by `shuffle.ts`, as a pure
 * state machine the server plays and the member's browser replays from the revealed seed.
 *
 * The deal: player, dealer (up card), player, dealer (hole card) from position 0 of the shoe; every
 * later card is the next position, in the order the member's actions and the dealer's rule ask for
 * them. After a split the first hand gets its second card at once and is played out, then the
 * second hand gets its own. So a round is a function of the shoe, the stake and the actions.
 *
 * The rules: an ace up offers insurance (half the stake, rounded down; pays 2:1). An ace or a
 * ten-value up makes the dealer peek: a dealer blackjack ends the round at once (a player blackjack
 * pushes). A player blackjack pays 3:2, rounded down to the fen. Double on any first two cards,
 * after a split too. Split once, two first cards of the same value (10 and K split); split aces get
 * one card each; a split hand's 21 pays 1:1. A hand reaching 21 stands by itself. The dealer stands
 * on soft 17. No surrender. The mechanics are in `blackjack-round.ts`, hand values in
 * `blackjack-hand.ts`.
 */
import {
  dealRound,
  playAction,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackState,
} from './blackjack-round.ts';
import { blackjackValue } from './blackjack-hand.ts';

export { BLACKJACK_ACTIONS } from './blackjack-round.ts';
export type { BlackjackAction, BlackjackHand, BlackjackState };

export const BLACKJACK_DECKS = 6;

/** An action the round does not allow now (the server answers it as a bad request). */
export class BlackjackActionError extends Error {
  readonly action: string;
  readonly allowed: readonly BlackjackAction[];
  constructor(action: string, allowed: readonly BlackjackAction[]) {
    super(`blackjack: "${action}" is not allowed now; allowed: ${allowed.join(', ') || 'none, the round is over'}`);
    this.name = 'BlackjackActionError';
    this.action = action;
    this.allowed = allowed;
  }
}

/**
 * Deals a round from `shoe` (the shuffled shoe, `shuffledShoe(BLACKJACK_DECKS, ...)`): 4 cards, then
 * the insurance question with an ace up, or at once the peek and the naturals, which may finish it.
 */
export function startBlackjack(shoe: readonly number[], stakeFen: bigint): BlackjackState {
  if (stakeFen <= 0n) throw new RangeError('a blackjack stake must be positive');
  return dealRound(shoe, stakeFen);
}

/** The actions the member may take now; none once the round is finished. */
export function blackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.finished) return [];
  if (state.phase === 'insurance') return ['insurance', 'no_insurance'];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a, b] = hand.cards as [number, number];
    if (state.hands.length === 1 && blackjackValue(a) === blackjackValue(b)) actions.push('split');
  }
  return actions;
}

/**
 * The round after the member's `action`; throws `BlackjackActionError` for one not allowed now.
 * When the member's last hand is done the dealer plays and the round is settled in the same step.
 */
export function applyBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackState {
  const allowed = blackjackActions(state);
  if (!allowed.includes(action)) throw new BlackjackActionError(action, allowed);
  return playAction(state, action);
}

/**
 * The round the actions lead to from the deal: the server's settlement and the browser's check
 * both run it. It is finished only if the actions finish it: check `finished`.
 */
export function replayBlackjack(
  shoe: readonly number[],
  stakeFen: bigint,
  actions: readonly BlackjackAction[],
): BlackjackState {
  return actions.reduce(applyBlackjack, startBlackjack(shoe, stakeFen));
}
