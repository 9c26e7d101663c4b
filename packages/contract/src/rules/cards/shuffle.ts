/**
 * The provably fair shuffle of the card games, run by the server and by the member's browser to
 * verify a round (the same scheme as the lucky wheel, `rules/wheel.ts`):
 *
 * 1. Block b (b = 0, 1, 2, ...) of round `nonce` is HMAC-SHA256 keyed by the server seed over the
 *    text `clientSeed:nonce:b` (`cardMessage`): 32 bytes each, used in order of b.
 * 2. The blocks' bytes are read 4 at a time as unsigned big-endian numbers (eight per block).
 * 3. Start from the list 0, 1, ..., size-1. For i from size-1 down to 1, take the next number v
 *    that is below the largest multiple of i+1 under 2^32, that is below 2^32 - (2^32 mod (i+1)),
 *    skipping the others (so no position is favoured); j = v mod (i+1); swap the entries at i and j.
 *    This is the Fisher-Yates shuffle as Durstenfeld wrote it.
 * 4. Position k of the shuffled shoe holds `shoe(decks)[list[k]]` (`shuffledShoe`); the games deal
 *    from position 0.
 */
import { CARDS_PER_DECK, shoe } from './cards.ts';

/** The text HMACed for block `block` of round `nonce`. */
export function cardMessage(clientSeed: string, nonce: number, block: number): string {
  return `${clientSeed}:${nonce}:${block}`;
}

/** A first guess at the 32-byte blocks a shuffle of `size` needs: 4 bytes a step, one block spare for skips. */
export function blocksFor(size: number): number {
  return Math.ceil((Math.max(size, 1) - 1) / 8) + 1;
}

/** The blocks' 4-byte big-endian numbers in order. */
function* numbersOf(blocks: Uint8Array[]): Generator<number> {
  for (const block of blocks) {
    for (let i = 0; i + 4 <= block.length; i += 4) {
      yield ((block[i]! << 24) >>> 0) + (block[i + 1]! << 16) + (block[i + 2]! << 8) + block[i + 3]!;
    }
  }
}

/**
 * The order of 0..size-1 the blocks shuffle to; null when they run out first, and the caller then
 * computes more blocks and calls again with all of them.
 */
export function shuffleFromBytes(size: number, blocks: Uint8Array[]): number[] | null {
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`bad shuffle size ${size}`);
  const list = Array.from({ length: size }, (_, k) => k);
  const numbers = numbersOf(blocks);
  for (let i = size - 1; i >= 1; i--) {
    const n = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % n);
    let next = numbers.next();
    while (!next.done && next.value >= limit) next = numbers.next();
    if (next.done) return null;
    const j = next.value % n;
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** The cards of a shoe of `decks` decks in the order the blocks shuffle them to; null as above. */
export function shuffledShoe(decks: number, blocks: Uint8Array[]): number[] | null {
  const cards = shoe(decks);
  return shuffleFromBytes(decks * CARDS_PER_DECK, blocks)?.map((k) => cards[k]!) ?? null;
}
