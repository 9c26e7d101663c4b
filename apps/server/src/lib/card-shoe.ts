import { createHash, createHmac, randomBytes } from 'node:crypto';
import { blocksFor, cardMessage, shuffledShoe } from '@app/contract';

/** A fresh secret server seed (hex of 32 random bytes). */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** The commitment shown before play: SHA-256 of the seed's 32 bytes, hex (as the lottery's draws). */
export const seedHashOf = (seedHex: string) => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

export type ShoeSeed = { serverSeed: string; clientSeed: string; nonce: number };

/**
 * The shuffled shoe of a round (rules/cards/shuffle.ts): HMAC-SHA256 blocks keyed by the server
 * seed's bytes over `clientSeed:nonce:block`, as many as the shuffle reads.
 */
export function shoeOf(seed: ShoeSeed, decks: number): number[] {
  const key = Buffer.from(seed.serverSeed, 'hex');
  const blocks: Uint8Array[] = [];
  const more = (n: number) => {
    for (let b = blocks.length; b < n; b += 1) {
      blocks.push(
        createHmac('sha256', key)
          .update(cardMessage(seed.clientSeed, seed.nonce, b))
          .digest(),
      );
    }
  };
  more(blocksFor(decks * 52));
  for (;;) {
    const cards = shuffledShoe(decks, blocks);
    if (cards) return cards;
    more(blocks.length + 1);
  }
}
