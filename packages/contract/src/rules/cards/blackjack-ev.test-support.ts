/**
 * Expected values of blackjack play over the exact composition of what is left in the shoe: cards
 * leave without replacement, every chance is count / cards left. For the return-to-player test
 * (`blackjack-rtp.test.ts`, with `blackjack-round-ev.test-support.ts`).
 *
 * The peek: with an ace or a ten-value up, the member plays knowing the dealer has no blackjack. As
 * the shoe is shuffled uniformly, the hole card may as well be drawn after the member's cards, so
 * every value here is E[return x 1{no dealer blackjack}]: the hole card skips the value that would
 * make a blackjack, and a bust loses only P(no blackjack). All choices at one point share that
 * scale, so the best choice is the one under the true conditional chances.
 *
 * Floating point, not bigint fractions: the best play needs the dealer's chances from some 10^5
 * compositions, and exact fractions of them (over n(n-1)..(n-16), 150-bit numbers) measured 50 to
 * 100 times slower, minutes instead of seconds. The rounding error is bounded instead (2^-53 per
 * operation): a dealer's chance sums at most 2,037 positive terms of at most 46 roundings each, so
 * it is within 2,100 x 2^-53 < 3e-13 of the exact chance, and a stand within 2e-12; a hand's value
 * adds at most 12 roundings of values at most 2 per card, at most 21 cards deep (5e-14); the round
 * sums 1,000 deals of values at most 4 (5e-13). Every figure is within 1e-11 of the exact one (a
 * maximum of values is within the largest of their errors); the test's margin is over 1e-3.
 */
import { blackjackHoleMask, dealerOutcomes } from './blackjack-dealer-ev.test-support.ts';
import { blackjackBestTotal } from './blackjack-hand.ts';

/** The card values: 1 (ace) .. 10 (ten, jack, queen, king). Counts are indexed by value - 1. */
export const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** A composition's code: sum of removed(v) x 25^(v-1); no value is taken 25 times in a round here. */
const RADIX = 25;
const POW = VALUES.map((v) => RADIX ** (v - 1));
const best = (hard: number, ace: boolean) => blackjackBestTotal(hard, ace).total;

/** A shoe's composition with the expected values of play from it, each memoised by composition. */
export class ShoeAnalysis {
  readonly counts: number[];
  left: number;
  /** The composition's code: sum of removed(v) x 25^(v-1). */
  code = 0;
  private readonly removed: number[];
  private readonly dealerMemo = new Map<number, Float64Array>();
  private readonly handMemo: Map<number, number>[] = Array.from({ length: 11 * 22 * 4 }, () => new Map());
  private readonly hitCardsMemo = new Map<number, number>();

  constructor(counts: readonly number[]) {
    this.counts = [...counts];
    this.left = counts.reduce((sum, c) => sum + c, 0);
    this.removed = counts.map(() => 0);
  }

  /** The chance the next card has value `v`. */
  chance(v: number): number {
    return this.counts[v - 1]! / this.left;
  }

  take(v: number): void {
    if (this.counts[v - 1]! <= 0 || this.removed[v - 1]! >= RADIX - 1) throw new RangeError(`cannot take ${v}`);
    this.counts[v - 1]!--;
    this.removed[v - 1]!++;
    this.left--;
    this.code += POW[v - 1]!;
  }

  put(v: number): void {
    this.counts[v - 1]!++;
    this.removed[v - 1]!--;
    this.left++;
    this.code -= POW[v - 1]!;
  }

  /** Runs `then` with a card of value `v` out of the shoe, weighted by its chance; 0 when none is left. */
  drawn(v: number, then: () => number): number {
    const p = this.chance(v);
    if (p === 0) return 0;
    this.take(v);
    const value = then();
    this.put(v);
    return p * value;
  }

  /** The chance the dealer showing `up` has no blackjack, from what is left. */
  noBlackjack(up: number): number {
    const mask = blackjackHoleMask(up);
    return mask === 0 ? 1 : 1 - this.chance(mask);
  }

  /** The dealer's final totals (17..21, bust) against `up` from what is left, memoised by composition. */
  dealer(up: number): Float64Array {
    const key = this.code * 16 + up;
    const known = this.dealerMemo.get(key);
    if (known) return known;
    const dist = dealerOutcomes(up, this.counts, this.left);
    this.dealerMemo.set(key, dist);
    return dist;
  }

  /** Standing on `total` (at most 21) against the dealer showing `up`: E[win - loss, no blackjack]. */
  stand(up: number, total: number): number {
    const dist = this.dealer(up);
    let ev = dist[5]!;
    for (let k = 0; k < 5; k++) ev += total > 17 + k ? dist[k]! : total < 17 + k ? -dist[k]! : 0;
    return ev;
  }

  /** One more card and stand (a double's card, or a split ace's): in units of the hand's stake before. */
  oneCard(up: number, hard: number, ace: boolean): number {
    let ev = 0;
    for (const v of VALUES) {
      ev += this.drawn(v, () =>
        hard + v > 21 ? -this.noBlackjack(up) : this.stand(up, best(hard + v, ace || v === 1)),
      );
    }
    return ev;
  }

  /**
   * Standing, hitting and doubling (-Infinity without `canDouble`) a hand of `hard` (aces as 1, `ace`
   * when it holds one) against `up`, each followed by the best play, per unit of the hand's first
   * stake. A hand at 21 stands by itself: its hit and double are -Infinity.
   */
  options(up: number, hard: number, ace: boolean, canDouble: boolean): { stand: number; hit: number; double: number } {
    const total = best(hard, ace);
    const stand = this.stand(up, total);
    if (total >= 21) return { stand, hit: -Infinity, double: -Infinity };
    let hit = 0;
    for (const v of VALUES) {
      hit += this.drawn(v, () =>
        hard + v > 21 ? -this.noBlackjack(up) : this.hand(up, hard + v, ace || v === 1, false),
      );
    }
    return { stand, hit, double: canDouble ? 2 * this.oneCard(up, hard, ace) : -Infinity };
  }

  /** The best of `options`, memoised by composition. */
  hand(up: number, hard: number, ace: boolean, canDouble: boolean): number {
    const idx = ((up * 22 + hard) * 2 + (ace ? 1 : 0)) * 2 + (canDouble ? 1 : 0);
    const known = this.handMemo[idx]!.get(this.code);
    if (known !== undefined) return known;
    const { stand, hit, double } = this.options(up, hard, ace, canDouble);
    const ev = Math.max(stand, hit, double);
    this.handMemo[idx]!.set(this.code, ev);
    return ev;
  }

  /**
   * One hand of a split of two `x`, both out of the shoe, playing on its own cards: its second card,
   * then the best play with double allowed; a split ace takes its one card and stands.
   */
  splitHand(up: number, x: number): number {
    if (x === 1) return this.oneCard(up, 1, true);
    let ev = 0;
    for (const v of VALUES) ev += this.drawn(v, () => this.hand(up, x + v, v === 1, true));
    return ev;
  }

  /** The expected number of cards the dealer showing `up` draws, the hole card included (peek or not). */
  dealerCards(up: number): number {
    const mask = blackjackHoleMask(up);
    // A dealer blackjack draws just the hole card.
    return this.dealer(up)[6]! + (mask === 0 ? 0 : this.chance(mask));
  }

  /** The expected number of cards a hand of `hard` takes hitting until 21 or over: no play takes more. */
  hitCards(hard: number, ace: boolean): number {
    if (best(hard, ace) >= 21) return 0;
    const key = this.code * 64 + hard * 2 + (ace ? 1 : 0);
    const known = this.hitCardsMemo.get(key);
    if (known !== undefined) return known;
    let cards = 1;
    for (const v of VALUES) cards += this.drawn(v, () => this.hitCards(hard + v, ace || v === 1));
    this.hitCardsMemo.set(key, cards);
    return cards;
  }
}
