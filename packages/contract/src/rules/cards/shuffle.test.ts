import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_DECK } from './cards.ts';
import { blocksFor, cardMessage, shuffledShoe, shuffleFromBytes } from './shuffle.ts';

/** A block of 4-byte big-endian numbers. */
function blockOf(...numbers: number[]): Uint8Array {
  const bytes = new Uint8Array(numbers.length * 4);
  const view = new DataView(bytes.buffer);
  numbers.forEach((n, k) => view.setUint32(k * 4, n));
  return bytes;
}

/** Deterministic 32-byte blocks: SHA-256 of `label:k`, standing in for the HMACs. */
function blocksFrom(label: string, count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, k) => new Uint8Array(createHash('sha256').update(`${label}:${k}`).digest()));
}

const isPermutation = (list: number[], size: number) =>
  [...list].sort((a, b) => a - b).every((v, k) => v === k) && list.length === size;

describe('card shuffle', () => {
  it('HMACs the same message as the wheel', () => {
    expect(cardMessage('seed', 7, 2)).toBe('seed:7:2');
  });

  it('follows the documented scheme on known bytes, across blocks', () => {
    // [0,1,2,3,4]: 7 % 5 = 2 swaps 4,2; 258 % 4 = 2 swaps 3,2; 10 % 3 = 1 swaps 2,1; 2^31 % 2 = 0 swaps 1,0.
    expect(shuffleFromBytes(5, [blockOf(7, 258), blockOf(10, 0x80000000)])).toEqual([3, 0, 1, 4, 2]);
  });

  it('skips numbers at or above the largest multiple of i+1 under 2^32, and only those', () => {
    // 2^32 mod 5 = 1 and 2^32 mod 3 = 1: 0xffffffff is skipped for 5 and 3 (else j would be 0).
    const skipped = [blockOf(0xffffffff, 7, 258, 0xffffffff, 10, 0x80000000)];
    expect(shuffleFromBytes(5, skipped)).toEqual([3, 0, 1, 4, 2]);
    // 0xfffffffe is the last number kept for 5: j = 4, no swap.
    expect(shuffleFromBytes(5, [blockOf(0xfffffffe, 258, 10, 0x80000000)])).toEqual([3, 0, 1, 2, 4]);
    // 2^32 is a multiple of 4: nothing is skipped for 4 (0xffffffff % 4 = 3, no swap).
    expect(shuffleFromBytes(5, [blockOf(7, 0xffffffff, 10, 0x80000000)])).toEqual([4, 0, 1, 3, 2]);
    // 2^32 mod 416 = 256: the first step of an 8-deck shoe skips 0xffffff00 and keeps 0xfffffeff.
    const rest = blocksFrom('rest', blocksFor(416));
    const plain = shuffleFromBytes(416, [blockOf(0xfffffeff), ...rest]);
    expect(shuffleFromBytes(416, [blockOf(0xffffff00, 0xffffffff, 0xfffffeff), ...rest])).toEqual(plain);
    expect(plain![415]).toBe(415);
  });

  it('answers null when the blocks run out, and completes with more', () => {
    expect(shuffleFromBytes(5, [blockOf(7, 258, 10)])).toBeNull();
    expect(shuffleFromBytes(5, [blockOf(7, 258, 0xffffffff, 0xffffffff)])).toBeNull();
    expect(shuffleFromBytes(5, [])).toBeNull();
    expect(shuffleFromBytes(5, [blockOf(7, 258, 10), blockOf(0x80000000)])).toEqual([3, 0, 1, 4, 2]);
    expect(shuffleFromBytes(1, [])).toEqual([0]);
    expect(shuffleFromBytes(0, [])).toEqual([]);
  });

  it('always answers a permutation, within the blocks it asks for first', () => {
    for (const size of [2, 3, 5, 13, 52, 104, 416]) {
      for (let round = 0; round < 5; round++) {
        const list = shuffleFromBytes(size, blocksFrom(`${size}:${round}`, blocksFor(size)));
        expect(list && isPermutation(list, size), `size ${size} round ${round}`).toBe(true);
      }
    }
    expect(blocksFor(416) * 8).toBeGreaterThanOrEqual(415 + 8);
  });

  it('lays the shoe out in the shuffled order', () => {
    const blocks = blocksFrom('shoe', blocksFor(2 * CARDS_PER_DECK));
    const order = shuffleFromBytes(2 * CARDS_PER_DECK, blocks)!;
    expect(shuffledShoe(2, blocks)).toEqual(order.map((k) => k % CARDS_PER_DECK));
    expect(shuffledShoe(2, blocks.slice(0, 3))).toBeNull();
  });

  it('makes every order of three equally likely', () => {
    // Each of the 6 orders should come 10,000 times in 60,000; a shuffle that picks j from the whole
    // list instead of [0, i] gives 8,889 or 11,111, one that never picks j = i leaves 4 orders at 0.
    const counts = new Map<string, number>();
    for (let k = 0; k < 60_000; k++) {
      const key = shuffleFromBytes(3, blocksFrom(`uniform:${k}`, 1))!.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const [order, count] of counts) expect(Math.abs(count - 10_000), order).toBeLessThan(500);
  });
});
