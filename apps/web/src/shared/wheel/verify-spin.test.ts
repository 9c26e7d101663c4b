import { createHash, createHmac } from 'node:crypto';
import { prizeFromBytes, spinMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { verifySpin } from './verify-spin';

// The demo wheel's weights (apps/server/src/modules/rewards/wheel-config.ts).
const WEIGHTS = [3000, 2000, 30, 800, 3000, 150, 5, 20, 1, 1];
const SEED = '7f3a9c0e5b21d48f6a0c3e9d12b7f45a8e6c0d3b9a2f1e4c7d5b8a0f3e6c9d21';

// The server's way (apps/server/src/modules/rewards/wheel-seeds.ts), with node:crypto, as the reference.
function serverSpin(clientSeed: string, nonce: number, weights = WEIGHTS, seed = SEED) {
  const key = Buffer.from(seed, 'hex');
  const blocks: Uint8Array[] = [];
  let index: number | null = null;
  for (let b = 0; b < 16 && index === null; b += 1) {
    blocks.push(
      createHmac('sha256', key)
        .update(spinMessage(clientSeed, nonce, b))
        .digest(),
    );
    index = prizeFromBytes(weights, blocks);
  }
  const commitment = createHash('sha256').update(key).digest('hex');
  return { index: index!, commitment, clientSeed, nonce, seed, weights };
}

describe('verifySpin', () => {
  it('verifies spins made as the server makes them', async () => {
    for (let nonce = 0; nonce < 5; nonce += 1) {
      const spin = serverSpin('my-own-seed', nonce);
      expect(await verifySpin(spin)).toMatchObject({
        status: 'verified',
        commitmentMatches: true,
        indexMatches: true,
        computed: spin.index,
        hash: spin.commitment,
      });
    }
  });

  it('finds a prize that does not follow from the seed', async () => {
    const spin = serverSpin('client', 0);
    const check = await verifySpin({ ...spin, index: (spin.index + 1) % WEIGHTS.length });
    expect(check).toMatchObject({ status: 'mismatch', commitmentMatches: true, indexMatches: false });
  });

  it('finds a seed that is not the committed one', async () => {
    const spin = serverSpin('client', 1);
    const check = await verifySpin({ ...spin, commitment: '0'.repeat(64) });
    expect(check).toMatchObject({ status: 'mismatch', commitmentMatches: false, indexMatches: true });
  });

  it('uses the client seed, the nonce and the weights the spin was drawn with', async () => {
    const spin = serverSpin('client', 2, [1, 1, 1, 1, 1, 1, 1, 1]);
    for (const moved of [
      serverSpin('another', 2, spin.weights),
      serverSpin('client', 3, spin.weights),
      serverSpin('client', 2, [8, 7, 6, 5, 4, 3, 2, 1]),
    ]) {
      const check = await verifySpin({
        ...spin,
        clientSeed: moved.clientSeed,
        nonce: moved.nonce,
        weights: moved.weights,
      });
      expect(check.status === 'verified').toBe(moved.index === spin.index);
    }
  });

  it('waits while the seed is secret and rejects a seed that is not hex', async () => {
    const spin = serverSpin('client', 4);
    expect(await verifySpin({ ...spin, seed: null })).toEqual({ status: 'pending' });
    expect(await verifySpin({ ...spin, seed: 'xyz' })).toMatchObject({ status: 'mismatch' });
  });
});
