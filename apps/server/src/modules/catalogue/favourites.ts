import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameFavourites } from './schema.ts';

/** Which of `codes` the member has among their favourites (none for a visitor). */
export async function collectedAmong(db: Db, memberId: number | null, codes: string[]): Promise<Set<string>> {
  if (memberId === null || codes.length === 0) return new Set();
  const rows = await db
    .select({ code: gameFavourites.gameCode })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), inArray(gameFavourites.gameCode, codes)));
  return new Set(rows.map((r) => r.code));
}

/** Sets (`collect` given) or toggles a favourite; answers whether the game is now a favourite. */
export async function setFavourite(db: Db, memberId: number, gameCode: string, collect: boolean | undefined) {
  const mine = and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameCode, gameCode));
  const [current] = await db.select({ code: gameFavourites.gameCode }).from(gameFavourites).where(mine);
  const want = collect ?? !current;
  if (want) await db.insert(gameFavourites).values({ memberId, gameCode }).onConflictDoNothing();
  else await db.delete(gameFavourites).where(mine);
  return { gameCode, collected: want };
}
