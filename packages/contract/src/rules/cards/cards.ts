/**
 * Playing cards for the platform's card games, shared by the server and the web app. A card is a
 * number 0..51: `suit * 13 + rank - 1`, with suits in the order of `SUITS` and ranks ace = 1 to
 * king = 13. A shoe of n decks lists the cards deck by deck in that order, before any shuffle.
 */

export const CARDS_PER_DECK = 52;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** The rank of a card: ace = 1, 2..10, jack = 11, queen = 12, king = 13. */
export function rankOf(card: number): number {
  return (card % 13) + 1;
}

/** The suit of a card, as an index into `SUITS`. */
export function suitOf(card: number): number {
  return Math.floor(card / 13) % 4;
}

/** The card of a rank (1..13) and a suit (index into `SUITS`). */
export function cardOf(rank: number, suit: number): number {
  return suit * 13 + rank - 1;
}

/** The cards of `decks` decks in order, before the shuffle: position k holds card k mod 52. */
export function shoe(decks: number): number[] {
  return Array.from({ length: decks * CARDS_PER_DECK }, (_, k) => k % CARDS_PER_DECK);
}

/** A card's short text for display and debugging: rank then suit, e.g. `KH`, `10S`, `AC`. */
export function cardText(card: number): string {
  return `${RANK_TEXT[rankOf(card) - 1]}${SUITS[suitOf(card)]}`;
}
