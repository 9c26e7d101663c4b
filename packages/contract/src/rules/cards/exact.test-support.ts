/**
 * Exact expected returns of card bets, for the tests: every way a fresh shoe can deal a round,
 * without replacement, with its exact chance. No simulation and no floating point in the sums.
 */

/** Cards that play alike in a bet: one of them, and how many a fresh shoe holds. */
export type CardClass = { card: number; count: number };

/** A return as an exact fraction of the stake. */
export type Fraction = { num: bigint; den: bigint };

/** The stake the returns are computed for: 100 fen, so every payout here is a whole number of fen. */
export const STAKE_FEN = 100n;

/** n (n-1) ... (n-k+1): the ways to deal k cards in order from n. */
function fallingFactorial(n: number, k: number): bigint {
  let product = 1n;
  for (let i = 0; i < k; i++) product *= BigInt(n - i);
  return product;
}

/**
 * Each bet's expected return for a stake of `STAKE_FEN`, as a fraction of the stake. `settle` sees
 * the cards dealt so far (one card per class, in deal order) and answers the return in fen of each
 * bet, or null when the round needs another card.
 */
export function exactReturns(classes: CardClass[], settle: (cards: number[]) => bigint[] | null): Fraction[] {
  const shoeSize = classes.reduce((sum, c) => sum + c.count, 0);
  const counts = classes.map((c) => c.count);
  // The ways to deal each round length and set of returns: sums of products of counts, at most
  // shoeSize!/(shoeSize-length)!, below 2^53 for 6 cards of 416, so these Number sums are exact.
  const weights = new Map<string, { length: number; returns: bigint[]; weight: number }>();
  let longest = 0;
  const walk = (cards: number[], weight: number) => {
    const returns = settle(cards);
    if (returns) {
      const key = `${cards.length}:${returns.join(',')}`;
      const entry = weights.get(key) ?? { length: cards.length, returns, weight: 0 };
      entry.weight += weight;
      weights.set(key, entry);
      longest = Math.max(longest, cards.length);
      return;
    }
    classes.forEach((c, k) => {
      const left = counts[k]!;
      if (left === 0) return;
      counts[k] = left - 1;
      cards.push(c.card);
      walk(cards, weight * left);
      cards.pop();
      counts[k] = left;
    });
  };
  walk([], 1);
  return sumReturns([...weights.values()], shoeSize, longest);
}

function sumReturns(
  entries: { length: number; returns: bigint[]; weight: number }[],
  shoeSize: number,
  longest: number,
) {
  const den = fallingFactorial(shoeSize, longest);
  let total = 0n;
  const nums = entries[0]!.returns.map(() => 0n);
  for (const { length, returns, weight } of entries) {
    if (!Number.isSafeInteger(weight)) throw new RangeError('weight not exact');
    const ways = BigInt(weight) * fallingFactorial(shoeSize - length, longest - length);
    total += ways;
    returns.forEach((r, b) => (nums[b]! += ways * r));
  }
  if (total !== den) throw new Error(`chances sum to ${total}/${den}, not 1`);
  return nums.map((num) => reduce({ num, den: den * STAKE_FEN }));
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

export function reduce({ num, den }: Fraction): Fraction {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** A fraction rounded half up to `digits` decimals, as text. */
export function decimalText({ num, den }: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (num * scale * 2n + den) / (den * 2n);
  return `${scaled / scale}.${(scaled % scale).toString().padStart(digits, '0')}`;
}
