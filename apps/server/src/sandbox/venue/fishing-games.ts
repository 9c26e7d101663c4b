import type { Lang } from '@app/contract';

/**
 * The sandbox venue's two arcade fishing games, each with its own fish table and cannon sizes.
 * A shot is a bet of one cannon size at one fish kind: it hits when the shot's roll (0 to
 * FISHING_ROLL_RANGE - 1, fishing.ts) is below the kind's `hitChance`, and a hit pays the stake
 * times the kind's `multiplier` (stake included); a miss pays nothing. So a kind returns
 * hitChance x multiplier / FISHING_ROLL_RANGE of what it takes, whatever the cannon: every kind of
 * both games returns below 100 %, and `fishingRtp` counts it exactly over every roll.
 */
export const FISHING_ROLL_RANGE = 10_000;

export type FishKind = {
  id: string;
  name: Record<Lang, string>;
  multiplier: number;
  /** Out of FISHING_ROLL_RANGE rolls, how many hit. */
  hitChance: number;
  /** How the page draws it: body colour, length in pixels at a 390-pixel-wide sea, speed in pixels a second. */
  look: { colour: string; length: number; speed: number };
};

export type FishingGame = {
  code: string;
  name: Record<Lang, string>;
  /** The page's sea: top and bottom colours. */
  colors: readonly [string, string];
  /** The cannon sizes the page offers: a shot's stake, in fen. */
  cannonsFen: readonly bigint[];
  fish: readonly FishKind[];
  /** Whether the page lets the platform's app show it in a frame (as slot.ts `framing`). */
  framing: boolean;
};

const fish = (
  id: string,
  zh: string,
  en: string,
  multiplier: number,
  hitChance: number,
  look: FishKind['look'],
): FishKind => ({ id, name: { zh_hans: zh, en }, multiplier, hitChance, look });

/** Reef Hunter: small cannons, shallow reef fish from a 2x clownfish (96.00 %) to a 50x shark (94.00 %). */
const REEF_HUNTER: FishingGame = {
  code: 'reef_hunter',
  name: { zh_hans: '礁石猎手', en: 'Reef Hunter' },
  colors: ['#36cfc9', '#004b6b'],
  cannonsFen: [10n, 50n, 100n, 200n],
  fish: [
    fish('clownfish', '小丑鱼', 'Clownfish', 2, 4_800, { colour: '#ff7a45', length: 34, speed: 70 }),
    fish('angelfish', '神仙鱼', 'Angelfish', 3, 3_190, { colour: '#ffd666', length: 40, speed: 60 }),
    fish('pufferfish', '河豚', 'Pufferfish', 5, 1_910, { colour: '#bae637', length: 46, speed: 48 }),
    fish('turtle', '海龟', 'Sea turtle', 10, 950, { colour: '#73d13d', length: 60, speed: 36 }),
    fish('octopus', '章鱼', 'Octopus', 20, 472, { colour: '#f759ab', length: 70, speed: 30 }),
    fish('shark', '鲨鱼', 'Shark', 50, 188, { colour: '#8c8c8c', length: 100, speed: 26 }),
  ],
  framing: true,
};

/** Dragon Depths: bigger cannons, deep-sea fish up to a 100x golden dragon (93.00 %). */
const DRAGON_DEPTHS: FishingGame = {
  code: 'dragon_depths',
  name: { zh_hans: '龙渊深海', en: 'Dragon Depths' },
  colors: ['#2f54eb', '#030852'],
  cannonsFen: [50n, 100n, 500n, 1_000n],
  fish: [
    fish('lanternfish', '灯笼鱼', 'Lanternfish', 2, 4_850, { colour: '#40a9ff', length: 32, speed: 80 }),
    fish('squid', '鱿鱼', 'Squid', 4, 2_400, { colour: '#ff85c0', length: 44, speed: 62 }),
    fish('jellyfish', '水母', 'Jellyfish', 8, 1_190, { colour: '#b37feb', length: 42, speed: 40 }),
    fish('anglerfish', '鮟鱇鱼', 'Anglerfish', 15, 630, { colour: '#ad6800', length: 58, speed: 34 }),
    fish('whale', '鲸鱼', 'Whale', 40, 235, { colour: '#597ef7', length: 110, speed: 22 }),
    fish('golden_dragon', '金龙', 'Golden dragon', 100, 93, { colour: '#fadb14', length: 120, speed: 30 }),
  ],
  framing: true,
};

/** Every fishing game the sandbox venue hosts. */
export const FISHING_GAMES: readonly FishingGame[] = [REEF_HUNTER, DRAGON_DEPTHS];

/** The hosted fishing game of that code; null for any other code. */
export const fishingGame = (code: string): FishingGame | null => FISHING_GAMES.find((g) => g.code === code) ?? null;

/** A kind of the game's table; null for one it does not have. */
export const fishKind = (game: FishingGame, id: string): FishKind | null => game.fish.find((f) => f.id === id) ?? null;
