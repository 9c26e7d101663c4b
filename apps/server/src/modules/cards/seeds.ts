import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CardSeeds } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CardsDeps } from './deps.ts';
import { newServerSeed, seedHashOf } from '../../lib/card-shoe.ts';
import { cardRounds, cardSeeds } from './schema.ts';

/** Revealed seeds a member is shown, newest first. */
const REVEALED_SHOWN = 20;

/** Starts a member's active seed unless one exists (the partial unique index keeps one). */
export async function ensureSeed(ex: Executor, memberId: number, now: Date, clientSeed?: string) {
  const serverSeed = newServerSeed();
  await ex
    .insert(cardSeeds)
    .values({
      memberId,
      serverSeed,
      serverSeedHash: seedHashOf(serverSeed),
      // A first client seed the member did not choose: random, so no two members share one.
      clientSeed: clientSeed ?? newServerSeed().slice(0, 16),
      createdAt: now,
    })
    .onConflictDoNothing({ target: cardSeeds.memberId, where: sql`${cardSeeds.revealedAt} is null` });
}

/** The member's active seed and the seeds revealed; the active one is made on first ask. */
export async function seedsOf({ db, clock }: CardsDeps, memberId: number): Promise<CardSeeds> {
  await ensureSeed(db, memberId, clock());
  const [active] = await db
    .select()
    .from(cardSeeds)
    .where(and(eq(cardSeeds.memberId, memberId), isNull(cardSeeds.revealedAt)));
  const revealed = await db
    .select()
    .from(cardSeeds)
    .where(and(eq(cardSeeds.memberId, memberId), isNotNull(cardSeeds.revealedAt)))
    .orderBy(desc(cardSeeds.revealedAt), desc(cardSeeds.id))
    .limit(REVEALED_SHOWN);
  return {
    active: { serverSeedHash: active!.serverSeedHash, clientSeed: active!.clientSeed, nonce: active!.nextNonce },
    revealed: revealed.map((s) => ({
      serverSeedHash: s.serverSeedHash,
      serverSeed: s.serverSeed,
      clientSeed: s.clientSeed,
      rounds: s.nextNonce,
      revealedAt: s.revealedAt!.toISOString(),
    })),
  };
}

/**
 * Reveals the active seed and starts the next, with `clientSeed` or the same one. Refused while a
 * round of it is unfinished: revealing the seed would show the cards still to come.
 */
export async function rotateSeed(deps: CardsDeps, memberId: number, clientSeed: string | undefined) {
  const now = deps.clock();
  await ensureSeed(deps.db, memberId, now);
  await deps.db.transaction(async (tx) => {
    // Locked first, then read in a statement of its own, so a round that committed while this
    // waited for the lock is seen.
    const [old] = await tx
      .select({ id: cardSeeds.id, clientSeed: cardSeeds.clientSeed })
      .from(cardSeeds)
      .where(and(eq(cardSeeds.memberId, memberId), isNull(cardSeeds.revealedAt)))
      .for('update');
    const [open] = await tx
      .select({ id: cardRounds.id })
      .from(cardRounds)
      .where(and(eq(cardRounds.seedId, old!.id), eq(cardRounds.status, 'unfinished')))
      .limit(1);
    if (open) throw new AppError('cards.seed_in_play', 409);
    await tx.update(cardSeeds).set({ revealedAt: now }).where(eq(cardSeeds.id, old!.id));
    await ensureSeed(tx, memberId, now, clientSeed ?? old!.clientSeed);
  });
  return seedsOf(deps, memberId);
}

/**
 * Takes the next nonce of the member's active seed, in the caller's transaction: the seed's row
 * stays locked until it commits, so a rotation waits for the round and the nonce is used once.
 */
export async function takeNonce(ex: Executor, memberId: number) {
  const [seed] = await ex
    .update(cardSeeds)
    .set({ nextNonce: sql`${cardSeeds.nextNonce} + 1` })
    .where(and(eq(cardSeeds.memberId, memberId), isNull(cardSeeds.revealedAt)))
    .returning({
      id: cardSeeds.id,
      serverSeed: cardSeeds.serverSeed,
      serverSeedHash: cardSeeds.serverSeedHash,
      clientSeed: cardSeeds.clientSeed,
      nonce: sql<number>`${cardSeeds.nextNonce} - 1`,
    });
  return seed ?? null;
}
