import { createHash, createHmac } from 'node:crypto';
import { SPORTS_BOOKS, type League, type SportsBook, type Team } from './sports-data.ts';
import { marketsOf, type PricedSelection } from './sports-markets.ts';
import { sampleScore, scoreTable, uniformFromSeed, type Score, type ScoreTable } from './sports-model.ts';

/**
 * The sandbox sportsbook's fixtures. Day `d` is [d x dayMs, (d + 1) x dayMs) since the epoch (UTC
 * days by default); its fixtures follow from a seed of the day, HMAC(master seed, book and day):
 * each league's teams paired at random, kick-offs spread over the day. A fixture is listed
 * `leadMs` before kick-off with its result seed's commitment (SHA-256 of the seed's 32 bytes),
 * runs `durationMs`, and at its end the seed (revealed then) draws the final score from the
 * fixture's exact score table (sports-model.ts). The master seed is the venue's secret.
 */
export type SportsSchedule = { dayMs: number; leadMs: number; durationMs: number };
export const DEFAULT_SPORTS_SCHEDULE: SportsSchedule = {
  dayMs: 86_400_000,
  leadMs: 3 * 86_400_000,
  durationMs: 2 * 3_600_000,
};

export type Fixture = {
  id: string;
  book: SportsBook;
  league: League;
  home: Team;
  away: Team;
  startsAt: number;
  endsAt: number;
  /** The result seed (secret until the fixture ends) and its commitment. */
  seed: string;
  seedHash: string;
};

const hmacHex = (keyHex: string, message: string) =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message).digest('hex');
const pick = (seed: string, label: string, n: number) => Number(uniformFromSeed(seed, label, BigInt(n)));

/** A seeded shuffle (Fisher-Yates, each draw unbiased). */
function shuffled<T>(seed: string, label: string, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = pick(seed, `${label}:${i}`, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const cache = new Map<string, Fixture[]>();

/** The fixtures of one book's day, in kick-off order. */
export function fixturesOfDay(master: string, book: SportsBook, day: number, s: SportsSchedule): Fixture[] {
  const key = `${master}:${book.code}:${day}:${s.dayMs}:${s.durationMs}`;
  const known = cache.get(key);
  if (known) return known;
  const daySeed = hmacHex(master, `fixtures:${book.code}:${day}`);
  const pairs = book.leagues.flatMap((league) => {
    const teams = shuffled(daySeed, `teams:${league.code}`, league.teams);
    return Array.from({ length: teams.length / 2 }, (_, i) => ({
      league,
      home: teams[2 * i]!,
      away: teams[2 * i + 1]!,
    }));
  });
  const order = shuffled(daySeed, 'order', pairs);
  // Whole 5 minutes on a real day; whole seconds on a test's short one.
  const grain = s.dayMs >= 3_600_000 ? 300_000 : 1_000;
  const fixtures = order.map((p, i) => {
    const spread = (i + 0.1 + pick(daySeed, `kickoff:${i}`, 800) / 1000) / order.length;
    const startsAt = day * s.dayMs + Math.floor((spread * s.dayMs) / grain) * grain;
    const id = `${book.code}-${day}-${i}`;
    const seed = hmacHex(master, `result:${id}`);
    const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    return { id, book, ...p, startsAt, endsAt: startsAt + s.durationMs, seed, seedHash };
  });
  if (cache.size > 500) cache.clear();
  cache.set(key, fixtures);
  return fixtures;
}

/** The book's fixtures listed at `now` (kick-off within the lead time) and those ended within a day. */
export function fixturesAround(master: string, book: SportsBook, s: SportsSchedule, now: number): Fixture[] {
  const first = Math.floor((now - s.dayMs - s.durationMs) / s.dayMs);
  const last = Math.floor((now + s.leadMs) / s.dayMs);
  const out: Fixture[] = [];
  for (let d = first; d <= last; d += 1)
    for (const f of fixturesOfDay(master, book, d, s))
      if (f.startsAt - s.leadMs <= now && f.endsAt > now - s.dayMs) out.push(f);
  return out;
}

/** The fixture of that id (listed or not yet); null for an id this venue never gives. */
export function fixtureById(master: string, id: string, s: SportsSchedule): Fixture | null {
  const m = /^([a-z0-9_]+)-(-?\d{1,9})-(\d{1,3})$/.exec(id);
  const book = SPORTS_BOOKS.find((b) => b.code === m?.[1]);
  if (!m || !book) return null;
  return fixturesOfDay(master, book, Number(m[2]), s)[Number(m[3])] ?? null;
}

const tables = new Map<string, { table: ScoreTable; markets: PricedSelection[] }>();

/** The fixture's exact score table and priced selections (memoised: they never change). */
export function fixtureMarkets(f: Fixture): { table: ScoreTable; markets: PricedSelection[] } {
  const key = `${f.book.code}:${f.home.name.en}:${f.away.name.en}`;
  let known = tables.get(key);
  if (!known) {
    const table = scoreTable(f.book, f.home, f.away);
    known = { table, markets: marketsOf(f.book, table) };
    tables.set(key, known);
  }
  return known;
}

/** The final score its seed draws; only to be told once the fixture has ended. */
export const fixtureScore = (f: Fixture): Score => sampleScore(fixtureMarkets(f).table, f.seed, f.id);
