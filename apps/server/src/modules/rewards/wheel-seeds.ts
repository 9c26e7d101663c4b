import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { prizeFromBytes, spinMessage } from '@app/contract';
import type { Executor, Tx } from '../../db/client.ts';
import { wheelConfig } from './wheel-config.ts';
import { wheelSeeds, wheelSpins } from './schema.ts';

export type SeedRow = typeof wheelSeeds.$inferSelect;

/** More blocks than a spin ever needs; a spin without an outcome after them is a bug, not a draw. */
const MAX_BLOCKS = 16;

/** The prize a spin draws: prizeFromBytes over HMAC-SHA256 blocks keyed by the seed's bytes. */
export function spinOutcome(seedHex: string, clientSeed: string, nonce: number, weights: number[]): number {
  const key = Buffer.from(seedHex, 'hex');
  const blocks: Uint8Array[] = [];
  for (let block = 0; block < MAX_BLOCKS; block++) {
    blocks.push(
      createHmac('sha256', key)
        .update(spinMessage(clientSeed, nonce, block))
        .digest(),
    );
    const index = prizeFromBytes(weights, blocks);
    if (index !== null) return index;
  }
  throw new Error('wheel: no outcome in the HMAC blocks');
}

/** A new seed for the member, committed to, with the wheel as it is now. */
async function newSeed(ex: Executor, memberId: number, clientSeed?: string) {
  const bytes = randomBytes(32);
  const { prizes } = await wheelConfig(ex);
  await ex
    .insert(wheelSeeds)
    .values({
      memberId,
      seed: bytes.toString('hex'),
      commitment: createHash('sha256').update(bytes).digest('hex'),
      clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
      prizes,
    })
    .onConflictDoNothing();
}

const active = (memberId: number) => and(eq(wheelSeeds.memberId, memberId), isNull(wheelSeeds.revealedAt));

/** The member's seed in use, made on first use; `lock` holds it for the transaction (spins and rotation queue on it). */
export async function activeSeed(ex: Executor | Tx, memberId: number, lock = false): Promise<SeedRow> {
  const read = () => {
    const q = ex.select().from(wheelSeeds).where(active(memberId));
    return lock ? q.for('update') : q;
  };
  let [row] = await read();
  if (!row) {
    await newSeed(ex, memberId);
    [row] = await read();
  }
  return row!;
}

/** Reveals the seed in use and commits to a new one (with the member's own client seed, if given). */
export async function rotateSeed(tx: Tx, memberId: number, now: Date, clientSeed?: string) {
  const current = await activeSeed(tx, memberId, true);
  await tx.update(wheelSeeds).set({ revealedAt: now }).where(eq(wheelSeeds.id, current.id));
  await newSeed(tx, memberId, clientSeed);
  const [spins] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(wheelSpins)
    .where(eq(wheelSpins.seedId, current.id));
  return {
    revealed: { commitment: current.commitment, seed: current.seed, spins: spins!.n },
    next: await activeSeed(tx, memberId),
  };
}
