import { randomInt } from 'node:crypto';

/**
 * The sandbox venue's one game engine: a three-reel slot. Every reel has 20 stops with the same
 * symbols; each spin stops every reel on one of its 20 stops uniformly at random (crypto
 * randomInt). The win is stake x the multiplier of the line (stake included in what is paid back):
 *
 *   7 7 7           200x      (1 stop of 20 per reel)
 *   BAR BAR BAR      60x      (2 stops)
 *   bell x3          30x      (3 stops)
 *   star x3          16x      (4 stops)
 *   cherry x3        12x      (5 stops)
 *   lemon x3         11x      (5 stops)
 *   exactly 2 cherries  2x
 *   anything else     0
 *
 * Return to player: sum over the 8000 equally likely stops of multiplier / 8000 = 7639/8000,
 * 95.49 % (`slotRtp` recomputes it); a line pays on 18.4 % of spins. Below 100 %, as a real
 * venue's would be.
 */
export const SLOT_SYMBOLS = [
  { id: 'seven', glyph: '7', stops: 1, three: 200 },
  { id: 'bar', glyph: 'BAR', stops: 2, three: 60 },
  { id: 'bell', glyph: '🔔', stops: 3, three: 30 },
  { id: 'star', glyph: '⭐', stops: 4, three: 16 },
  { id: 'cherry', glyph: '🍒', stops: 5, three: 12 },
  { id: 'lemon', glyph: '🍋', stops: 5, three: 11 },
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['id'];
export const TWO_CHERRIES = 2;

/** The stakes the page offers, in fen (1 to 100 yuan). */
export const SLOT_STAKES_FEN = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n] as const;

const STRIP: SlotSymbol[] = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(s.stops).fill(s.id));

/** How many times the stake a line pays back. */
export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((s) => s.id === a)!.three;
  return reels.filter((r) => r === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

/** Stops the three reels; `pick(n)` is a uniform integer in [0, n). */
export function spinReels(pick: (n: number) => number = randomInt): SlotSymbol[] {
  return [0, 1, 2].map(() => STRIP[pick(STRIP.length)]!);
}

/** The exact return to player, counted over every stop of the three reels. */
export function slotRtp(): { paid: number; outcomes: number } {
  let paid = 0;
  for (const a of STRIP) for (const b of STRIP) for (const c of STRIP) paid += slotMultiplier([a, b, c]);
  return { paid, outcomes: STRIP.length ** 3 };
}
