import { createHash, createHmac } from 'node:crypto';
import { drawMessage, resultFromBytes, type LotteryGameCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from './verify-draw';

// The server's way (apps/server/src/modules/lottery/fairness.ts), with node:crypto, as the reference.
function serverDraw(game: LotteryGameCode, drawId: string, seed: string) {
  const key = Buffer.from(seed, 'hex');
  const blocks: Uint8Array[] = [];
  let result: number[] | null = null;
  for (let n = 0; n < 16 && !result; n += 1) {
    blocks.push(createHmac('sha256', key).update(drawMessage(drawId, n)).digest());
    result = resultFromBytes(game, blocks);
  }
  return { game, drawId, seed, commitment: createHash('sha256').update(key).digest('hex'), result };
}

const SEED = '7f3a9c0e5b21d48f6a0c3e9d12b7f45a8e6c0d3b9a2f1e4c7d5b8a0f3e6c9d21';

describe('verifyDraw', () => {
  it('verifies a Fast 3 and a PC28 draw made as the server makes them', async () => {
    for (const [game, drawId] of [
      ['fast3', 'fast3-20260101-0001'],
      ['pc28', 'pc28-20260101-0480'],
    ] as const) {
      const draw = serverDraw(game, drawId, SEED);
      expect(draw.result).not.toBeNull();
      const check = await verifyDraw(draw);
      expect(check).toMatchObject({
        status: 'verified',
        commitmentMatches: true,
        resultMatches: true,
        computed: draw.result,
        hash: draw.commitment,
      });
    }
  });

  it('finds a result that does not follow from the seed', async () => {
    const draw = serverDraw('fast3', 'fast3-20260101-0002', SEED);
    const other = draw.result!.map((v) => (v % 6) + 1);
    const check = await verifyDraw({ ...draw, result: other });
    expect(check).toMatchObject({ status: 'mismatch', commitmentMatches: true, resultMatches: false });
  });

  it('finds a seed that is not the committed one', async () => {
    const draw = serverDraw('pc28', 'pc28-20260101-0003', SEED);
    const check = await verifyDraw({ ...draw, commitment: '0'.repeat(64) });
    expect(check).toMatchObject({ status: 'mismatch', commitmentMatches: false });
  });

  it('uses the draw id as the message: another draw id gives another result', async () => {
    const draw = serverDraw('pc28', 'pc28-20260101-0004', SEED);
    const moved = serverDraw('pc28', 'pc28-20260101-0005', SEED);
    const check = await verifyDraw({ ...draw, drawId: moved.drawId });
    expect(check.status === 'verified').toBe(JSON.stringify(moved.result) === JSON.stringify(draw.result));
  });

  it('waits while the seed is secret and rejects a seed that is not hex', async () => {
    const draw = serverDraw('fast3', 'fast3-20260101-0006', SEED);
    expect(await verifyDraw({ ...draw, seed: null, result: null })).toEqual({ status: 'pending' });
    expect(await verifyDraw({ ...draw, seed: 'xyz' })).toMatchObject({ status: 'mismatch' });
  });

  it('verifies a void draw by its commitment', async () => {
    const draw = serverDraw('fast3', 'fast3-20260101-0007', SEED);
    expect(await verifyDraw({ ...draw, result: null })).toMatchObject({ status: 'verified' });
  });
});
