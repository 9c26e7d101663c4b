import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawMessage, resultFromBytes, type LotteryGameCode } from '@app/contract';

// More blocks than any result needs (3 dice rarely need more than 3 of the first 32 bytes);
// a draw still without a result after these is voided rather than drawn by a weaker rule.
const MAX_BLOCKS = 16;

/** A fresh secret seed (hex) and its public commitment, SHA-256 of the 32 seed bytes (hex). */
export function newSeed(): { seed: string; commitment: string } {
  const bytes = randomBytes(32);
  return { seed: bytes.toString('hex'), commitment: createHash('sha256').update(bytes).digest('hex') };
}

export function commitmentOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** The result of a draw: HMAC-SHA256 blocks keyed by the seed bytes over the draw's messages, read by resultFromBytes. */
export function drawResult(game: LotteryGameCode, drawId: string, seedHex: string): number[] | null {
  const key = Buffer.from(seedHex, 'hex');
  const blocks: Uint8Array[] = [];
  for (let n = 0; n < MAX_BLOCKS; n += 1) {
    blocks.push(createHmac('sha256', key).update(drawMessage(drawId, n)).digest());
    const result = resultFromBytes(game, blocks);
    if (result) return result;
  }
  return null;
}
