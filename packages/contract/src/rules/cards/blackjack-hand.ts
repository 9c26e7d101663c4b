/**
 * Blackjack hands: card values, totals, the dealer's rule and what a settled hand pays. The round
 * itself (deal, actions, settlement) is `blackjack.ts`; the return-to-player analysis uses these
 * same functions, so the rules it proves are the rules that are played.
 */
import { payoutFen } from '../lottery.ts';
import { rankOf } from './cards.ts';

export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/**
 * What a hand pays back in hundredths of its stake, stake included: blackjack 3:2, a win 1:1, a
 * push the stake. Insurance pays 2:1 on what it cost. `payoutFen` rounds down, so the 3:2 on an odd
 * number of fen loses the half fen (the house's favour): 3 fen pays back 7.
 */
export const BLACKJACK_ODDS = { blackjack: 250, win: 200, push: 100, insurance: 300 } as const;

/** A card's value: ace 1 (or 11, see `blackjackTotal`), 2..10 at face value, jack, queen and king 10. */
export function blackjackValue(card: number): number {
  return Math.min(rankOf(card), 10);
}

/** A total: `soft` when an ace counts 11 in it. */
export type BlackjackTotal = { total: number; soft: boolean };

/** The best total of a hand whose values add to `hard` with aces as 1: one ace counts 11 if that stays at 21 or under. */
export function blackjackBestTotal(hard: number, hasAce: boolean): BlackjackTotal {
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export function blackjackTotal(cards: readonly number[]): BlackjackTotal {
  const values = cards.map(blackjackValue);
  const hard = values.reduce((sum, v) => sum + v, 0);
  return blackjackBestTotal(hard, values.includes(1));
}

/** Two cards making 21. A split hand never counts as one (the round says which hands may). */
export function isBlackjackPair(cards: readonly number[]): boolean {
  return cards.length === 2 && blackjackTotal(cards).total === 21;
}

/** The dealer draws below 17 and stands on every 17, soft ones too (S17). */
export function blackjackDealerDraws(total: number): boolean {
  return total < 17;
}

/** Whether a dealer showing `up` looks at the hole card for a blackjack: an ace or a ten-value. */
export function blackjackDealerPeeks(up: number): boolean {
  const value = blackjackValue(up);
  return value === 1 || value === 10;
}

/**
 * The outcome of a player's hand that was played out (not a blackjack) against the dealer's final
 * cards: `bust` over 21 (lost whatever the dealer holds), a win when the dealer busts or totals less.
 */
export function blackjackPlayedOutcome(player: number, dealer: number): BlackjackOutcome {
  if (player > 21) return 'bust';
  if (dealer > 21 || player > dealer) return 'win';
  return player === dealer ? 'push' : 'lose';
}

/** What a hand with `outcome` returns, stake included: the odds above, nothing on a loss or bust. */
export function blackjackHandReturnFen(outcome: BlackjackOutcome, stakeFen: bigint): bigint {
  if (outcome === 'lose' || outcome === 'bust') return 0n;
  return payoutFen(stakeFen, BLACKJACK_ODDS[outcome]);
}
