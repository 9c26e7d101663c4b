import { describe, expect, it } from 'vitest';
import { SPORTS_BOOKS, type SportsBook, type Team } from './sports-data.ts';
import {
  SPORTS_MARGIN_BP,
  centsText,
  marketsOf,
  oddsCents,
  selectionWins,
  type PricedSelection,
} from './sports-markets.ts';
import { sampleScore, scoreTable, type ScoreTable } from './sports-model.ts';
import { outcomeOf } from './sports-settle.ts';

type Priced = PricedSelection & { cents: number; book: string; match: string };
/** Expected return per unit staked, exactly: p x odds = num x cents / (den x 100). */
const ret = (p: Priced) => ({ num: p.num * BigInt(p.cents), den: p.den * 100n });
const below1 = (r: { num: bigint; den: bigint }) => r.num < r.den;
const decimal = (r: { num: bigint; den: bigint }) => Number((r.num * 1_000_000n) / r.den) / 1_000_000;

/** Every ordered pair of teams of each league of a book: every match the book can ever list. */
function matches(book: SportsBook): { home: Team; away: Team; table: ScoreTable }[] {
  return book.leagues.flatMap((l) =>
    l.teams.flatMap((home) =>
      l.teams.filter((away) => away !== home).map((away) => ({ home, away, table: scoreTable(book, home, away) })),
    ),
  );
}

function priced(book: SportsBook, m: ReturnType<typeof matches>[number]): Priced[] {
  return marketsOf(book, m.table).flatMap((p) => {
    const cents = oddsCents(p.num, p.den, SPORTS_MARGIN_BP);
    return cents === null ? [] : [{ ...p, cents, book: book.code, match: `${m.home.name.en} v ${m.away.name.en}` }];
  });
}

describe('sportsbook prices', () => {
  it('every score table is a finite distribution whose weights add up to its total exactly', () => {
    for (const book of SPORTS_BOOKS) {
      for (const m of matches(book)) {
        expect(m.table.outcomes.reduce((s, o) => s + o.weight, 0n)).toBe(m.table.total);
        expect(m.table.outcomes.every((o) => o.weight > 0n)).toBe(true);
      }
    }
    const fb = SPORTS_BOOKS[0]!;
    const [strong, weak] = [fb.leagues[0]!.teams[2]!, fb.leagues[0]!.teams[5]!];
    // The stronger side wins more often, exactly.
    const t = scoreTable(fb, strong, weak);
    const won = t.outcomes.filter((o) => o.home > o.away).reduce((s, o) => s + o.weight, 0n);
    expect(won * 2n > t.total).toBe(true);
  });

  it('each market splits certainty exactly: 1X2, winner, handicap and total selections add up to 1', () => {
    for (const book of SPORTS_BOOKS) {
      for (const m of matches(book)) {
        const sels = marketsOf(book, m.table);
        for (const market of ['1x2', 'winner', 'handicap', 'total'] as const) {
          const of = sels.filter((s) => s.market === market);
          if (of.length === 0) continue;
          expect(of.reduce((s, p) => s + p.num, 0n)).toBe(m.table.total);
        }
        expect(sels.filter((s) => s.market === (book.sport === 'football' ? '1x2' : 'winner')).length).toBe(
          book.sport === 'football' ? 3 : 2,
        );
        // Lines end in .5: no score pushes.
        for (const s of sels) if (s.line !== null) expect(s.line).toMatch(/\.5$/);
      }
    }
  });

  it('every selection of every match returns less than its stake, exactly; the worst is printed', () => {
    let worst: Priced | null = null;
    let count = 0;
    for (const book of SPORTS_BOOKS) {
      for (const m of matches(book)) {
        for (const p of priced(book, m)) {
          count += 1;
          expect(below1(ret(p)), `${p.book} ${p.match} ${p.market} ${p.selection}`).toBe(true);
          // Odds are 1 / (p x 1.06) rounded DOWN: one cent more would be above that.
          expect(BigInt(p.cents) * p.num * 106n <= p.den * 10_000n).toBe(true);
          if (!worst || ret(p).num * ret(worst).den > ret(worst).num * ret(p).den) worst = p;
        }
      }
    }
    const w = worst!;
    console.log(
      `sports RTP: ${count} selections; worst ${decimal(ret(w))} (${w.book} ${w.match} ${w.market} ${w.selection} ${w.line ?? ''} @ ${centsText(w.cents)}), bound 1/1.06 = ${(1 / 1.06).toFixed(6)}`,
    );
    expect(decimal(ret(w))).toBeLessThanOrEqual(1 / 1.06);
    expect(decimal(ret(w))).toBeGreaterThan(0.9);
  });

  it('a parlay returns less than its stake: exactly over the joint scores of two matches, and as the product for ten', () => {
    const fb = SPORTS_BOOKS[0]!;
    const [a, b] = matches(fb);
    const bestOf = (m: typeof a) =>
      priced(fb, m!).reduce((x, y) => (ret(y).num * ret(x).den > ret(x).num * ret(y).den ? y : x));
    const [pa, pb] = [bestOf(a), bestOf(b)];
    // Every pair of final scores, weighted by both tables: what a 100.00 two-leg parlay pays back on average.
    let paid = 0n;
    for (const oa of a!.table.outcomes)
      for (const ob of b!.table.outcomes) {
        const leg = (p: Priced, s: { home: number; away: number }) => ({
          result: selectionWins(p.market, p.selection, p.line, s) ? ('won' as const) : ('lost' as const),
          odds: centsText(p.cents),
        });
        const o = outcomeOf(10_000n, [leg(pa, oa), leg(pb, ob)]);
        paid += (o === 'void' ? 10_000n : o.payout) * oa.weight * ob.weight;
      }
    const total = a!.table.total * b!.table.total * 10_000n;
    console.log(`two-leg parlay returns ${decimal({ num: paid, den: total })} of its stake`);
    expect(paid < total).toBe(true);
    // Ten independent legs, each the book's best-returning selection of its match: the product of their returns.
    const legs = matches(fb).slice(0, 10).map(bestOf);
    const product = legs.reduce((acc, p) => ({ num: acc.num * ret(p).num, den: acc.den * ret(p).den }), {
      num: 1n,
      den: 1n,
    });
    console.log(`ten-leg parlay returns ${decimal(product)} of its stake`);
    expect(below1(product)).toBe(true);
  });

  it('the seed draws every score with its weight: the same seed the same score, all outcomes reachable', () => {
    const book = SPORTS_BOOKS[2]!;
    const t = scoreTable(book, book.leagues[0]!.teams[0]!, book.leagues[0]!.teams[1]!);
    const seed = 'ab'.repeat(32);
    expect(sampleScore(t, seed, 'x-1')).toEqual(sampleScore(t, seed, 'x-1'));
    const seen = new Map<string, number>();
    for (let i = 0; i < 4000; i += 1) {
      const s = sampleScore(t, seed, `fixture-${i}`);
      seen.set(`${s.home}-${s.away}`, (seen.get(`${s.home}-${s.away}`) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(t.outcomes.map((o) => `${o.home}-${o.away}`).sort());
    for (const o of t.outcomes) {
      const expected = (4000 * Number(o.weight)) / Number(t.total);
      expect(Math.abs(seen.get(`${o.home}-${o.away}`)! - expected)).toBeLessThan(5 * Math.sqrt(expected) + 5);
    }
  });
});
