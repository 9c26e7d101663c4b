import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { param } from '../../ledger/index.ts';
import { dropStripes } from './draw-exposure.ts';
import { drawResult } from './fairness.ts';
import { lotteryDraws } from './schema.ts';
import { voidDraw } from './voiding.ts';

/**
 * Closes betting on every open draw whose closesAt has come: the members' shares and the stripes
 * of those draws go first, each waiting for the bets and withdrawals in flight on them (which lock
 * a share, then a stripe, then read the draw), then the draws are closed. A bet that comes later
 * finds no stripe and is refused (draw-exposure.ts). A tick with none due sends one read.
 */
export async function closeBetting(db: Db, now: Date): Promise<string[]> {
  const due = await queryRows<{ id: string }>(
    db,
    sql`select id from lottery_draws where status = 'open' and closes_at <= ${now.toISOString()}::timestamptz`,
  );
  if (due.length === 0) return [];
  const ids = due.map((d) => d.id);
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from lottery_draw_shares where draw_id = any(${param(ids)}::text[])`);
    await dropStripes(tx, ids);
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`update lottery_draws set status = 'closed' where id = any(${param(ids)}::text[]) and status = 'open' returning id`,
    );
    return closed.map((c) => c.id);
  });
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
