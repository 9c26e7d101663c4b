import { and, eq, lte, sql } from 'drizzle-orm';
import { BACCARAT_DECKS, dealBaccarat, liveRoundAt, liveRound, type LiveHand, type LiveTable } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { newServerSeed, seedHashOf, shoeOf } from '../../lib/card-shoe.ts';
import { liveRounds } from './schema.ts';

/**
 * Makes the round open at `now` and the next one, each with a fresh seed, unless they exist (their
 * ids come from the clock, so two instances make each once).
 */
export async function ensureRounds(db: Db, table: LiveTable, now: Date, cycleSeconds: number) {
  const current = liveRoundAt(table, now, cycleSeconds);
  const rows = [current, liveRound(table, current.n + 1, cycleSeconds)].map((r) => {
    const seed = newServerSeed();
    return { id: r.id, tableCode: table, opensAt: r.opensAt, closesAt: r.closesAt, seed, seedHash: seedHashOf(seed) };
  });
  await db.insert(liveRounds).values(rows).onConflictDoNothing();
}

/** The round's deal: its shoe shuffled by its seed, with the round id as the client seed and nonce 0. */
export function handOf(roundId: string, seed: string): LiveHand {
  const hand = dealBaccarat(shoeOf({ serverSeed: seed, clientSeed: roundId, nonce: 0 }, BACCARAT_DECKS));
  const { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair } = hand;
  return { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair };
}

/**
 * Deals every open round whose betting closed by `now`, each once (the update is conditional on
 * `open`). A bet holds its round's row in share mode until it commits (place.ts), so the deal
 * waits for the bets under way, and none comes after it.
 */
export async function dealDue(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: liveRounds.id, seed: liveRounds.seed })
    .from(liveRounds)
    .where(and(eq(liveRounds.status, 'open'), lte(liveRounds.closesAt, now)));
  const dealt: string[] = [];
  for (const r of due) {
    const [row] = await db
      .update(liveRounds)
      .set({ status: 'dealt', hand: handOf(r.id, r.seed), dealtAt: now })
      .where(and(eq(liveRounds.id, r.id), eq(liveRounds.status, 'open')))
      .returning({ id: liveRounds.id });
    if (row) dealt.push(row.id);
  }
  return dealt;
}

/** Rounds dealt and not yet settled, oldest first. */
export async function unsettled(db: Db) {
  return db
    .select({ id: liveRounds.id, hand: liveRounds.hand })
    .from(liveRounds)
    .where(eq(liveRounds.status, 'dealt'))
    .orderBy(sql`${liveRounds.closesAt}`);
}
