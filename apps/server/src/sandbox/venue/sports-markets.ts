import type { SportsBook } from './sports-data.ts';
import type { Score, ScoreTable } from './sports-model.ts';

/**
 * The markets of a fixture, pre-match only, and their prices. Each selection's probability is
 * counted exactly over the fixture's score table; its decimal odds are 1 / (p x (1 + margin)),
 * rounded DOWN to 2 decimals, so every selection returns less than 1 - margin / (1 + margin) of
 * its stake on average, and a parlay of independent legs less still. Lines end in .5: no push.
 */
export type MarketCode = '1x2' | 'winner' | 'handicap' | 'total';
export type SelectionCode = 'home' | 'draw' | 'away' | 'over' | 'under';
export type PricedSelection = {
  market: MarketCode;
  selection: SelectionCode;
  /** The line as the selection takes it ("-1.5" for the home side giving 1.5, "2.5" for a total); null for 1X2 and winner. */
  line: string | null;
  /** Its exact probability, num / den. */
  num: bigint;
  den: bigint;
};

/** The book's margin on every selection, in basis points (6 %). */
export const SPORTS_MARGIN_BP = 600;
/** Odds in cents offered at most, and below which a selection is not offered at all. */
export const MAX_ODDS_CENTS = 50_000;
export const MIN_ODDS_CENTS = 101;

const lineText = (n: number, signed: boolean) => (signed && n > 0 ? `+${n.toFixed(1)}` : n.toFixed(1));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i + 0.5);

/** The handicap lines (the home side's) and total lines a book chooses from. */
function linesOf(book: SportsBook): { handicap: number[]; total: number[] } {
  if (book.sport === 'football') return { handicap: range(-3, 2), total: range(1, 4) };
  if (book.sport === 'basketball') return { handicap: range(-26, 25), total: range(150, 240) };
  return book.bestOf === 5
    ? { handicap: [-2.5, -1.5, 1.5, 2.5], total: [3.5, 4.5] }
    : { handicap: [-1.5, 1.5], total: [2.5] };
}

/** Whether a selection at this line wins on this score (its line as the selection takes it). */
export function selectionWins(market: MarketCode, selection: SelectionCode, line: string | null, s: Score): boolean {
  const n = line === null ? 0 : Number(line);
  if (market === 'total') return selection === 'over' ? s.home + s.away > n : s.home + s.away < n;
  if (market === 'handicap') return selection === 'home' ? s.home + n > s.away : s.away + n > s.home;
  if (selection === 'draw') return s.home === s.away;
  return selection === 'home' ? s.home > s.away : s.away > s.home;
}

const weightWhere = (table: ScoreTable, wins: (s: Score) => boolean) =>
  table.outcomes.reduce((sum, o) => (wins(o) ? sum + o.weight : sum), 0n);

/** The line of `candidates` whose first selection is nearest an even chance (exactly, by weights). */
function balancedLine(table: ScoreTable, candidates: number[], wins: (line: number, s: Score) => boolean): number {
  let best = candidates[0]!;
  let gap: bigint | null = null;
  for (const line of candidates) {
    const w = weightWhere(table, (s) => wins(line, s));
    const g = 2n * w - table.total;
    const abs = g < 0n ? -g : g;
    if (gap === null || abs < gap) [best, gap] = [line, abs];
  }
  return best;
}

/** Every selection of the fixture's markets with its exact probability. */
export function marketsOf(book: SportsBook, table: ScoreTable): PricedSelection[] {
  const { handicap, total } = linesOf(book);
  const hLine = balancedLine(table, handicap, (l, s) => s.home + l > s.away);
  const tLine = balancedLine(table, total, (l, s) => s.home + s.away > l);
  const picks: Omit<PricedSelection, 'num' | 'den'>[] = [
    ...(book.sport === 'football'
      ? (['home', 'draw', 'away'] as const).map((selection) => ({ market: '1x2' as const, selection, line: null }))
      : (['home', 'away'] as const).map((selection) => ({ market: 'winner' as const, selection, line: null }))),
    { market: 'handicap', selection: 'home', line: lineText(hLine, true) },
    { market: 'handicap', selection: 'away', line: lineText(-hLine, true) },
    { market: 'total', selection: 'over', line: lineText(tLine, false) },
    { market: 'total', selection: 'under', line: lineText(tLine, false) },
  ];
  return picks.map((p) => ({
    ...p,
    num: weightWhere(table, (s) => selectionWins(p.market, p.selection, p.line, s)),
    den: table.total,
  }));
}

/**
 * Decimal odds in cents for probability num / den with `marginBp` (the book's margin plus any
 * move), rounded down; null when the selection is not offered (impossible, or odds under 1.01).
 */
export function oddsCents(num: bigint, den: bigint, marginBp: number): number | null {
  if (num <= 0n) return null;
  const cents = (den * 1_000_000n) / (num * BigInt(10_000 + marginBp));
  if (cents < BigInt(MIN_ODDS_CENTS)) return null;
  return Number(cents > BigInt(MAX_ODDS_CENTS) ? BigInt(MAX_ODDS_CENTS) : cents);
}

export const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
