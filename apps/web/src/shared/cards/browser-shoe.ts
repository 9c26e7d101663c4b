import { blocksFor, cardMessage, shuffledShoe } from '@app/contract';
import { toHex } from '../format/hex';

// The shuffle skips a number now and then; far more blocks than a shoe ever needs, so a bad seed ends.
const EXTRA_BLOCKS = 64;

/** SHA-256 of the seed's bytes, hex: what the server showed before play. */
export async function seedHash(subtle: SubtleCrypto, seed: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await subtle.digest('SHA-256', seed));
}

/**
 * The shoe the server shuffled (rules/cards/shuffle.ts), with WebCrypto: `shuffledShoe` of `decks`
 * decks over the blocks HMAC-SHA256(key = seed bytes, message = cardMessage(clientSeed, nonce, b)),
 * b = 0, 1, ...; null when a bad seed runs out of blocks first.
 */
export async function browserShoe(
  subtle: SubtleCrypto,
  seed: Uint8Array<ArrayBuffer>,
  fair: { clientSeed: string; nonce: number; decks: number },
): Promise<number[] | null> {
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const enough = blocksFor(fair.decks * 52);
  const blocks: Uint8Array[] = [];
  let shoe: number[] | null = null;
  while (shoe === null && blocks.length < enough + EXTRA_BLOCKS) {
    const message = encoder.encode(cardMessage(fair.clientSeed, fair.nonce, blocks.length));
    blocks.push(new Uint8Array(await subtle.sign('HMAC', key, message)));
    if (blocks.length >= enough) shoe = shuffledShoe(fair.decks, blocks);
  }
  return shoe;
}
