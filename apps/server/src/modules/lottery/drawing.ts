import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drawResult } from './fairness.ts';
import { lotteryDraws } from './schema.ts';
import { voidDraw } from './voiding.ts';

/** Closes betting on every open draw whose closesAt has come. */
export async function closeBetting(db: Db, now: Date): Promise<string[]> {
  const closed = await db
    .update(lotteryDraws)
    .set({ status: 'closed' })
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.closesAt, now)))
    .returning({ id: lotteryDraws.id });
  return closed.map((c) => c.id);
}

/**
 * Draws every closed draw whose drawAt has come, oldest first, from its committed seed; a draw
 * the seed gives no result for is voided. Each is a conditional update from 'closed', so a draw
 * is drawn once even by two instances at once.
 */
export async function drawDue(db: Db, now: Date): Promise<{ drawn: string[]; voided: string[] }> {
  const made = { drawn: [] as string[], voided: [] as string[] };
  const due = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'closed'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt));
  for (const d of due) {
    const result = drawResult(d.game, d.id, d.seed);
    if (!result) {
      if (await voidDraw(db, d.id, 'no result from the seed')) made.voided.push(d.id);
      continue;
    }
    const [drawn] = await db
      .update(lotteryDraws)
      .set({ status: 'drawn', result, drawnAt: now })
      .where(and(eq(lotteryDraws.id, d.id), eq(lotteryDraws.status, 'closed')))
      .returning({ id: lotteryDraws.id });
    if (drawn) made.drawn.push(drawn.id);
  }
  return made;
}
