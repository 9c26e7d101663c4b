import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { drawResult } from './fairness.ts';
import { lotteryDraws } from './schema.ts';
import { voidDraw } from './voiding.ts';

/**
 * Closes betting on every open draw whose closesAt has come. The rows are locked FOR UPDATE
 * first, which waits for the bets in flight on them (a bet holds its draw FOR KEY SHARE,
 * place-statement.ts). The members' shares of those draws are no longer needed and go.
 */
export async function closeBetting(db: Db, now: Date): Promise<string[]> {
  const closed = await queryRows<{ id: string }>(
    db,
    sql`with due as (
          select id from lottery_draws where status = 'open' and closes_at <= ${now.toISOString()}::timestamptz
          order by id for update
        ), closed as (
          update lottery_draws d set status = 'closed' from due where d.id = due.id and d.status = 'open'
          returning d.id
        ), purged as (
          delete from lottery_draw_shares s using closed where s.draw_id = closed.id
        )
        select id from closed`,
  );
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
