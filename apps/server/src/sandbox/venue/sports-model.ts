import { createHmac } from 'node:crypto';
import type { SportsBook, Team } from './sports-data.ts';

/**
 * How the sandbox sportsbook's matches end: for each fixture a FINITE table of final scores with
 * integer weights, so every probability is an exact rational (weight / total) and the prices and
 * their return (sports-markets.ts) are computed exactly. The result is drawn from the fixture's
 * committed seed without bias (sampleScore).
 */
export type Score = { home: number; away: number };
export type Outcome = Score & { weight: bigint };
export type ScoreTable = { outcomes: readonly Outcome[]; total: bigint };

/**
 * Football: a team's goals (0 to 5), in hundredths, by its edge: own strength minus the other's
 * (the home side +1), clamped to -3..3. The two sides' goals are independent.
 */
const GOALS: Record<number, readonly number[]> = {
  [-3]: [45, 33, 15, 5, 2, 0],
  [-2]: [38, 35, 18, 6, 2, 1],
  [-1]: [32, 36, 20, 8, 3, 1],
  0: [27, 36, 22, 10, 4, 1],
  1: [22, 34, 25, 12, 5, 2],
  2: [17, 32, 27, 15, 6, 3],
  3: [13, 29, 29, 17, 8, 4],
};
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

function football(home: Team, away: Team): ScoreTable {
  const h = GOALS[clamp(home.strength - away.strength + 1, -3, 3)]!;
  const a = GOALS[clamp(away.strength - home.strength, -3, 3)]!;
  const outcomes: Outcome[] = [];
  h.forEach((wh, gh) =>
    a.forEach((wa, ga) => {
      if (wh * wa > 0) outcomes.push({ home: gh, away: ga, weight: BigInt(wh * wa) });
    }),
  );
  return { outcomes, total: 10_000n };
}

/** Binomial weights C(20, j). */
const BINOMIAL_20 = Array.from({ length: 21 }, (_, j) => {
  let c = 1n;
  for (let i = 0; i < j; i += 1) c = (c * BigInt(20 - i)) / BigInt(i + 1);
  return c;
});

/**
 * Basketball: a side scores 88 + 3 x (strength edge) (+3 at home) + 2j points, j binomial(20, 1/2).
 * A tie goes to overtime, which either side wins 5 points to 3 with even chances.
 */
function basketball(home: Team, away: Team): ScoreTable {
  const baseH = 88 + 3 * (home.strength - away.strength) + 3;
  const baseA = 88 + 3 * (away.strength - home.strength);
  const outcomes: Outcome[] = [];
  for (let i = 0; i <= 20; i += 1)
    for (let j = 0; j <= 20; j += 1) {
      const w = BINOMIAL_20[i]! * BINOMIAL_20[j]!;
      const h = baseH + 2 * i;
      const a = baseA + 2 * j;
      if (h !== a) outcomes.push({ home: h, away: a, weight: 2n * w });
      else outcomes.push({ home: h + 5, away: a + 3, weight: w }, { home: h + 3, away: a + 5, weight: w });
    }
  return { outcomes, total: 2n * 2n ** 40n };
}

/** E-sports: the home side's chance in hundredths to win one map, by strength edge -4..4. */
const MAP_WIN = [22, 30, 38, 45, 52, 59, 66, 73, 80] as const;

/** Best of `bestOf` maps, each won by the home side with chance `p` / 100: every way the series can go. */
function series(home: Team, away: Team, bestOf: number): ScoreTable {
  const p = BigInt(MAP_WIN[home.strength - away.strength + 4]!);
  const need = (bestOf + 1) / 2;
  const totals = new Map<string, bigint>();
  const walk = (h: number, a: number, w: bigint, played: number) => {
    if (h === need || a === need) {
      // Scaled to 100^bestOf for the maps not played, so every series shares one total.
      const key = `${h}-${a}`;
      totals.set(key, (totals.get(key) ?? 0n) + w * 100n ** BigInt(bestOf - played));
      return;
    }
    walk(h + 1, a, w * p, played + 1);
    walk(h, a + 1, w * (100n - p), played + 1);
  };
  walk(0, 0, 1n, 0);
  const outcomes = [...totals].map(([k, weight]) => {
    const [h, a] = k.split('-').map(Number) as [number, number];
    return { home: h, away: a, weight };
  });
  return { outcomes, total: 100n ** BigInt(bestOf) };
}

/** The score table of a match between these teams in this book. */
export function scoreTable(book: SportsBook, home: Team, away: Team): ScoreTable {
  if (book.sport === 'football') return football(home, away);
  if (book.sport === 'basketball') return basketball(home, away);
  return series(home, away, book.bestOf ?? 3);
}

/** A uniform integer in [0, n) from HMAC-SHA256(seed, `<id>:<k>`) blocks, by rejection (no modulo bias). */
export function uniformFromSeed(seedHex: string, id: string, n: bigint): bigint {
  const key = Buffer.from(seedHex, 'hex');
  const space = 2n ** 64n;
  const limit = space - (space % n);
  for (let k = 0; ; k += 1) {
    const block = createHmac('sha256', key).update(`${id}:${k}`).digest();
    for (let off = 0; off + 8 <= block.length; off += 8) {
      const x = block.readBigUInt64BE(off);
      if (x < limit) return x % n;
    }
  }
}

/** The final score the seed draws for fixture `id`: each outcome with probability weight / total, exactly. */
export function sampleScore(table: ScoreTable, seedHex: string, id: string): Score {
  let x = uniformFromSeed(seedHex, id, table.total);
  for (const o of table.outcomes) {
    if (x < o.weight) return { home: o.home, away: o.away };
    x -= o.weight;
  }
  throw new Error('a score table whose weights do not add up to its total');
}
