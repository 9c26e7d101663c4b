import type { GameCategory } from './catalogue.ts';

// Quick games (home/fastFood): games of short rounds, a spin or a hand at a time. The one rule of
// which games they are, read by the catalogue's game list (`quick`) and by the web app.

/** Every game of these categories is quick: a slot spins in seconds, a fishing shot lands at once. */
export const QUICK_GAME_CATEGORIES = ['slots', 'fishing'] as const satisfies readonly GameCategory[];

/**
 * First-party card games of one short hand (Dragon Tiger, Baccarat...), by game code: the cards
 * category also holds long games (a Texas Hold'em table), so these are named one by one.
 */
export const QUICK_GAME_CODES: readonly string[] = ['dragon_tiger', 'baccarat', 'blackjack'];

/** Whether a game is quick: by its category, or named in QUICK_GAME_CODES. */
export function isQuickGame(game: { category: GameCategory; code: string }): boolean {
  return (QUICK_GAME_CATEGORIES as readonly string[]).includes(game.category) || QUICK_GAME_CODES.includes(game.code);
}
