import { randomInt } from 'node:crypto';
import type { Lang } from '@app/contract';

/**
 * The sandbox venue's games: three three-reel slots, each with its own symbols, reel strips and
 * paytable. A spin stops every reel on one of its stops uniformly at random (crypto randomInt);
 * the line pays its best matching row of the paytable, stake x multiplier (stake included in
 * what is paid back), or nothing. Each game's return to player is below 100 %, as a real venue's
 * would be; `slotRtp` counts it exactly over every combination of stops, and the tests prove it.
 * The venue launches these games only: any other game code is `game_not_found`.
 */
export type SlotRow =
  /** All three reels show `symbol`. */
  | { kind: 'three'; symbol: string; pays: number }
  /** At least `count` reels show `symbol`. */
  | { kind: 'some'; symbol: string; count: 1 | 2; pays: number }
  /** Every reel shows one of `symbols`, in any mix. */
  | { kind: 'mixed'; symbols: readonly string[]; pays: number };

export type SlotGame = {
  code: string;
  name: Record<Lang, string>;
  /** The page's background gradient. */
  colors: readonly [string, string];
  symbols: readonly { id: string; glyph: string }[];
  /** Each reel's stops. */
  reels: readonly [readonly string[], readonly string[], readonly string[]];
  paytable: readonly SlotRow[];
  /**
   * Whether the game's page lets the platform's app show it in a frame (frame-ancestors: the app's
   * origin given at launch); false: it opens only in a window of its own, as some providers' games do.
   */
  framing: boolean;
};

/** A reel strip with `n` stops of each symbol, in the order given. */
const strip = (stops: Record<string, number>): string[] =>
  Object.entries(stops).flatMap(([id, n]) => Array<string>(n).fill(id));

/**
 * Lantern Reels: 20 stops a reel, the same strip on all three; 7 7 7 pays 200x down to lemons
 * 11x, any two cherries 2x. Returns 7639 / 8000 = 95.49 %; a line pays on 18.4 % of spins.
 */
const LANTERN_STRIP = strip({ seven: 1, bar: 2, bell: 3, star: 4, cherry: 5, lemon: 5 });
const LANTERN_REELS: SlotGame = {
  code: 'lantern_reels',
  name: { zh_hans: '灯笼转轴', en: 'Lantern Reels' },
  colors: ['#3a1c71', '#1b1035'],
  symbols: [
    { id: 'seven', glyph: '7' },
    { id: 'bar', glyph: 'BAR' },
    { id: 'bell', glyph: '🔔' },
    { id: 'star', glyph: '⭐' },
    { id: 'cherry', glyph: '🍒' },
    { id: 'lemon', glyph: '🍋' },
  ],
  reels: [LANTERN_STRIP, LANTERN_STRIP, LANTERN_STRIP],
  paytable: [
    { kind: 'three', symbol: 'seven', pays: 200 },
    { kind: 'three', symbol: 'bar', pays: 60 },
    { kind: 'three', symbol: 'bell', pays: 30 },
    { kind: 'three', symbol: 'star', pays: 16 },
    { kind: 'three', symbol: 'cherry', pays: 12 },
    { kind: 'three', symbol: 'lemon', pays: 11 },
    { kind: 'some', symbol: 'cherry', count: 2, pays: 2 },
  ],
  framing: true,
};

/**
 * Jade Garden: 24 stops a reel, the same strip on all three; three dragons pay 500x, and a
 * dragon anywhere pays too (one 2x, two 12x). Returns 13167 / 13824 = 95.25 %; pays on 17.2 %.
 */
const JADE_STRIP = strip({ dragon: 1, koi: 2, peach: 3, bamboo: 5, blossom: 6, leaf: 7 });
const JADE_GARDEN: SlotGame = {
  code: 'jade_garden',
  name: { zh_hans: '翡翠花园', en: 'Jade Garden' },
  colors: ['#006d75', '#002329'],
  symbols: [
    { id: 'dragon', glyph: '🐉' },
    { id: 'koi', glyph: '🐟' },
    { id: 'peach', glyph: '🍑' },
    { id: 'bamboo', glyph: '🎋' },
    { id: 'blossom', glyph: '🌸' },
    { id: 'leaf', glyph: '🍃' },
  ],
  reels: [JADE_STRIP, JADE_STRIP, JADE_STRIP],
  paytable: [
    { kind: 'three', symbol: 'dragon', pays: 500 },
    { kind: 'three', symbol: 'koi', pays: 150 },
    { kind: 'three', symbol: 'peach', pays: 60 },
    { kind: 'three', symbol: 'bamboo', pays: 12 },
    { kind: 'three', symbol: 'blossom', pays: 9 },
    { kind: 'three', symbol: 'leaf', pays: 7 },
    { kind: 'some', symbol: 'dragon', count: 2, pays: 12 },
    { kind: 'some', symbol: 'dragon', count: 1, pays: 2 },
  ],
  framing: true,
};

/**
 * Star Voyage: 20 stops a reel, the third reel weighted apart (fewer UFOs, more comets); three
 * rockets pay 600x, any mix of rockets and UFOs 30x. Fewer, bigger wins: returns 7582 / 8000 =
 * 94.78 %; pays on 8.6 % of spins.
 */
const STAR_STRIP = strip({ rocket: 1, ufo: 2, planet: 4, moon: 6, comet: 7 });
const STAR_VOYAGE: SlotGame = {
  code: 'star_voyage',
  name: { zh_hans: '星际航行', en: 'Star Voyage' },
  colors: ['#10239e', '#030852'],
  symbols: [
    { id: 'rocket', glyph: '🚀' },
    { id: 'ufo', glyph: '🛸' },
    { id: 'planet', glyph: '🪐' },
    { id: 'moon', glyph: '🌙' },
    { id: 'comet', glyph: '☄️' },
  ],
  reels: [STAR_STRIP, STAR_STRIP, strip({ rocket: 1, ufo: 1, planet: 4, moon: 6, comet: 8 })],
  paytable: [
    { kind: 'three', symbol: 'rocket', pays: 600 },
    { kind: 'three', symbol: 'ufo', pays: 120 },
    { kind: 'three', symbol: 'planet', pays: 25 },
    { kind: 'three', symbol: 'moon', pays: 10 },
    { kind: 'three', symbol: 'comet', pays: 6 },
    { kind: 'mixed', symbols: ['rocket', 'ufo'], pays: 30 },
  ],
  // Opens in a window of its own, never in a frame: the demo of the platform's new-tab path (home/gameB).
  framing: false,
};

/** Every game the sandbox venue hosts. */
export const SLOT_GAMES: readonly SlotGame[] = [LANTERN_REELS, JADE_GARDEN, STAR_VOYAGE];

/** The hosted game of that code; null for any other code. */
export const slotGame = (code: string): SlotGame | null => SLOT_GAMES.find((g) => g.code === code) ?? null;

/** The stakes the page offers, in fen (1 to 100 yuan), the same in every game. */
export const SLOT_STAKES_FEN = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n] as const;

function matches(row: SlotRow, line: readonly string[]): boolean {
  switch (row.kind) {
    case 'three':
      return line.every((s) => s === row.symbol);
    case 'some':
      return line.filter((s) => s === row.symbol).length >= row.count;
    case 'mixed':
      return line.every((s) => row.symbols.includes(s));
  }
}

/** How many times the stake a line pays back: its best matching row, 0 when none matches. */
export function slotMultiplier(game: SlotGame, line: readonly string[]): number {
  return game.paytable.reduce((best, row) => (matches(row, line) ? Math.max(best, row.pays) : best), 0);
}

/** Stops the three reels; `pick(n)` is a uniform integer in [0, n). */
export function spinReels(game: SlotGame, pick: (n: number) => number = randomInt): string[] {
  return game.reels.map((reel) => reel[pick(reel.length)]!);
}

/** The exact return to player, counted over every combination of stops; `hits` are the paying ones. */
export function slotRtp(game: SlotGame): { paid: number; hits: number; outcomes: number } {
  const [r0, r1, r2] = game.reels;
  let paid = 0;
  let hits = 0;
  for (const a of r0)
    for (const b of r1)
      for (const c of r2) {
        const pays = slotMultiplier(game, [a, b, c]);
        paid += pays;
        if (pays > 0) hits += 1;
      }
  return { paid, hits, outcomes: r0.length * r1.length * r2.length };
}
