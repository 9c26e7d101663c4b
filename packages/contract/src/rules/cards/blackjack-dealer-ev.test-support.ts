/**
 * The dealer's final totals from a shoe of known composition, fast enough to run for every point
 * of the best play (`blackjack-ev.test-support.ts`).
 *
 * The dealer's play depends only on the multiset of cards drawn, so a final hand is a multiset D
 * with the number of orders `ways` in which the dealer draws it (no earlier stop, and a hole card
 * that makes no blackjack). Every order has the same chance, prod over values of c(c-1)..(c-d+1)
 * over n(n-1)..(n-|D|+1), where c is a value's count, d its times in D and n the cards left, so
 * the chance of D is `ways` times that. The finals of each up card are listed once.
 */
import { blackjackBestTotal, blackjackDealerDraws } from './blackjack-hand.ts';

/** The value a dealer's hole card must not have when the dealer, showing `up`, has no blackjack. */
export function blackjackHoleMask(up: number): number {
  return up === 1 ? 10 : up === 10 ? 1 : 0;
}

/**
 * The finals of one up card, flat and sorted by their parts (value, times), so that a final shares
 * its first `shared` parts, and their product, with the one before. Final i: `ways`, `size` (cards
 * drawn), `outcome` (17..21, bust as 0..5), parts `partStart[i]` to `partStart[i + 1]`.
 */
type Finals = {
  ways: Float64Array;
  size: Int8Array;
  outcome: Int8Array;
  shared: Int8Array;
  partStart: Int32Array;
  partValue: Int8Array;
  partTimes: Int8Array;
};

/** A multiset the dealer draws: `drawn[v]` of value v, in `ways` orders; `outcome` once final. */
type Drawing = { ways: number; hard: number; ace: boolean; drawn: number[]; outcome: number };

/** Most cards the dealer draws (each adds at least 1 below 17), so also most of one value. */
const MOST_DRAWN = 17;
const ROW = MOST_DRAWN + 1;

function listFinals(up: number): Finals {
  const mask = blackjackHoleMask(up);
  let drawing = new Map<string, Drawing>([
    ['', { ways: 1, hard: up, ace: up === 1, drawn: Array(11).fill(0), outcome: 0 }],
  ]);
  const finals = new Map<string, Drawing>();
  for (let size = 0; drawing.size > 0; size++) {
    const next = new Map<string, Drawing>();
    for (const d of drawing.values()) {
      for (let v = 1; v <= 10; v++) {
        if (size === 0 && v === mask) continue;
        const drawn = d.drawn.map((times, value) => (value === v ? times + 1 : times));
        const hard = d.hard + v;
        const ace = d.ace || v === 1;
        const total = blackjackBestTotal(hard, ace).total;
        const key = drawn.join(',');
        const into = blackjackDealerDraws(total) ? next : finals;
        const known = into.get(key);
        if (known) known.ways += d.ways;
        else into.set(key, { ways: d.ways, hard, ace, drawn, outcome: Math.min(total, 22) - 17 });
      }
    }
    drawing = next;
  }
  const partsOf = (f: Drawing) => f.drawn.flatMap((times, value) => (times > 0 ? [value * ROW + times] : []));
  const list = [...finals.values()].map((f) => ({ ...f, parts: partsOf(f) }));
  list.sort((a, b) => {
    for (let j = 0; j < Math.min(a.parts.length, b.parts.length); j++) {
      if (a.parts[j] !== b.parts[j]) return a.parts[j]! - b.parts[j]!;
    }
    return a.parts.length - b.parts.length;
  });
  const shared = list.map((f, i) => {
    const before = list[i - 1]?.parts ?? [];
    let j = 0;
    while (j < Math.min(before.length, f.parts.length) && before[j] === f.parts[j]) j++;
    return j;
  });
  const partStart = new Int32Array(list.length + 1);
  list.forEach((f, i) => (partStart[i + 1] = partStart[i]! + f.parts.length));
  const parts = list.flatMap((f) => f.parts);
  return {
    ways: Float64Array.from(list, (f) => f.ways),
    size: Int8Array.from(list, (f) => f.drawn.reduce((sum, t) => sum + t, 0)),
    outcome: Int8Array.from(list, (f) => f.outcome),
    shared: Int8Array.from(shared),
    partStart,
    partValue: Int8Array.from(parts, (part) => Math.floor(part / ROW)),
    partTimes: Int8Array.from(parts, (part) => part % ROW),
  };
}

const FINALS = Array.from({ length: 11 }, (_, up) => (up === 0 ? null : listFinals(up)));
const falling = new Float64Array(11 * ROW);
const over = new Float64Array(ROW);
const prefix = new Float64Array(12);

/**
 * The dealer showing `up`, drawing from `counts` (values 1..10 at index value - 1, `left` in all):
 * E[1{final total} x 1{no dealer blackjack}] for 17..21 and bust, then E[cards drawn x 1{no
 * dealer blackjack}] (the hole card counts as drawn).
 */
export function dealerOutcomes(up: number, counts: readonly number[], left: number): Float64Array {
  const f = FINALS[up]!;
  // falling[v * ROW + k] = c(c-1)..(c-k+1) for the count c of value v; over[k] = 1 / n(n-1)..(n-k+1).
  over[0] = 1;
  for (let k = 1; k < ROW; k++) over[k] = over[k - 1]! / Math.max(left - k + 1, 1);
  for (let v = 1; v <= 10; v++) {
    const c = counts[v - 1]!;
    falling[v * ROW] = 1;
    for (let k = 1; k < ROW; k++) falling[v * ROW + k] = falling[v * ROW + k - 1]! * Math.max(c - k + 1, 0);
  }
  const dist = new Float64Array(7);
  prefix[0] = 1;
  for (let i = 0; i < f.ways.length; i++) {
    const start = f.partStart[i]!;
    const end = f.partStart[i + 1]!;
    for (let j = start + f.shared[i]!; j < end; j++) {
      prefix[j - start + 1] = prefix[j - start]! * falling[f.partValue[j]! * ROW + f.partTimes[j]!]!;
    }
    const size = f.size[i]!;
    const p = f.ways[i]! * over[size]! * prefix[end - start]!;
    dist[f.outcome[i]!]! += p;
    dist[6]! += p * size;
  }
  return dist;
}
