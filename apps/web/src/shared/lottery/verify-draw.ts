import { drawMessage, resultFromBytes, type LotteryGameCode } from '@app/contract';
import { hexToBytes, toHex } from '../format/hex';

/** What the server publishes of a draw: enough to recompute it. */
export type PublishedDraw = {
  game: LotteryGameCode;
  drawId: string;
  commitment: string;
  /** Hex of the 32 secret bytes; null until revealed. */
  seed: string | null;
  result: number[] | null;
};

export type DrawCheck =
  | { status: 'pending' }
  | {
      status: 'verified' | 'mismatch';
      /** SHA-256 of the seed bytes, as computed here. */
      hash: string;
      commitmentMatches: boolean;
      /** The result the seed gives, as computed here (null: no result from the blocks tried). */
      computed: number[] | null;
      resultMatches: boolean;
    };

// As the server: a draw still without a result after this many blocks is voided.
const MAX_BLOCKS = 16;

/**
 * Recomputes a draw in the browser with WebCrypto, exactly as the server draws it: the commitment
 * is SHA-256 of the seed bytes (hex-decoded), and the result is read by resultFromBytes from the
 * blocks HMAC-SHA256(key = seed bytes, message = drawMessage(drawId, n)), n = 0, 1, ...
 * A void draw (no result) is verified by its commitment alone.
 */
export async function verifyDraw(draw: PublishedDraw, subtle: SubtleCrypto = crypto.subtle): Promise<DrawCheck> {
  if (!draw.seed) return { status: 'pending' };
  const seed = hexToBytes(draw.seed);
  if (!seed) {
    return { status: 'mismatch', hash: '', commitmentMatches: false, computed: null, resultMatches: false };
  }
  const hash = toHex(await subtle.digest('SHA-256', seed));
  const commitmentMatches = hash === draw.commitment.toLowerCase();

  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: Uint8Array[] = [];
  let computed: number[] | null = null;
  for (let n = 0; n < MAX_BLOCKS && !computed; n += 1) {
    blocks.push(new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(drawMessage(draw.drawId, n)))));
    computed = resultFromBytes(draw.game, blocks);
  }
  const resultMatches = draw.result === null ? true : JSON.stringify(computed) === JSON.stringify(draw.result);
  return {
    status: commitmentMatches && resultMatches ? 'verified' : 'mismatch',
    hash,
    commitmentMatches,
    computed,
    resultMatches,
  };
}
