import { prizeFromBytes, spinMessage, type Spin } from '@app/contract';
import { hexToBytes, toHex } from '../format/hex';

/** What the server publishes of a spin: enough to recompute it. */
export type PublishedSpin = Pick<Spin, 'index' | 'commitment' | 'clientSeed' | 'nonce' | 'seed' | 'weights'>;

export type SpinCheck =
  | { status: 'pending' }
  | {
      status: 'verified' | 'mismatch';
      /** SHA-256 of the seed bytes, as computed here. */
      hash: string;
      commitmentMatches: boolean;
      /** The prize index the seed gives, as computed here (null: no outcome from the blocks tried). */
      computed: number | null;
      indexMatches: boolean;
    };

// As the server, which finds an outcome within these blocks for every spin.
const MAX_BLOCKS = 16;

/**
 * Recomputes a spin in the browser with WebCrypto, exactly as the server draws it (docs/decisions.md,
 * Lucky wheel): the commitment is SHA-256 of the seed bytes (hex-decoded), and the prize is read by
 * prizeFromBytes from the blocks HMAC-SHA256(key = seed bytes, message = spinMessage(clientSeed, nonce, b)),
 * b = 0, 1, ...
 */
export async function verifySpin(spin: PublishedSpin, subtle: SubtleCrypto = crypto.subtle): Promise<SpinCheck> {
  if (!spin.seed) return { status: 'pending' };
  const seed = hexToBytes(spin.seed);
  if (!seed) return { status: 'mismatch', hash: '', commitmentMatches: false, computed: null, indexMatches: false };
  const hash = toHex(await subtle.digest('SHA-256', seed));
  const commitmentMatches = hash === spin.commitment.toLowerCase();

  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: Uint8Array[] = [];
  let computed: number | null = null;
  for (let b = 0; b < MAX_BLOCKS && computed === null; b += 1) {
    const message = encoder.encode(spinMessage(spin.clientSeed, spin.nonce, b));
    blocks.push(new Uint8Array(await subtle.sign('HMAC', key, message)));
    computed = prizeFromBytes(spin.weights, blocks);
  }
  const indexMatches = computed === spin.index;
  return {
    status: commitmentMatches && indexMatches ? 'verified' : 'mismatch',
    hash,
    commitmentMatches,
    computed,
    indexMatches,
  };
}
