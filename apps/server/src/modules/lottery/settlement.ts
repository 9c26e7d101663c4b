import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LotteryGameCode } from '@app/contract';
import type { LotteryDeps } from './deps.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { finishBatch } from './settle-batch.ts';
import type { DrawRow } from './views.ts';

/**
 * Bets finished per transaction. Big enough that a draw of 100,000 bets takes a few dozen
 * statements, small enough that each transaction holds the house games wallet only briefly.
 */
export const SETTLE_BATCH = 2_000;

export type SettleOptions = { batchSize?: number };

/**
 * Settles (drawn) or refunds (void) every unfinished bet of a draw, one transaction per batch
 * (settle-batch.ts), then marks the draw settled once none is left. A run that dies mid-draw
 * leaves whole batches done and the rest unfinished: the next run settles what is left, nothing
 * twice. Several runs at once share the work, each claiming bets the others have not locked.
 */
export async function finishBets(deps: LotteryDeps, draw: DrawRow, now: Date, opts: SettleOptions = {}) {
  const { db } = deps.database;
  const size = opts.batchSize ?? SETTLE_BATCH;
  let finished = 0;
  for (;;) {
    const n = await db.transaction((tx) => finishBatch(deps, tx, draw, now, size));
    if (n === 0) break;
    finished += n;
  }
  await db
    .update(lotteryDraws)
    .set({ settledAt: now })
    .where(
      and(
        eq(lotteryDraws.id, draw.id),
        isNull(lotteryDraws.settledAt),
        sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.drawId} = ${draw.id} and ${lotteryBets.status} = 'unfinished')`,
      ),
    );
  return finished;
}

/**
 * Finishes the bets of every drawn or void draw not yet settled (of one game, or all), oldest
 * first: how many were settled and refunded.
 */
export async function settleDue(
  deps: LotteryDeps,
  now: Date,
  opts: SettleOptions & { game?: LotteryGameCode } = {},
): Promise<{ settled: number; refunded: number }> {
  const unsettled = await deps.database.db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.status, ['drawn', 'void']),
        isNull(lotteryDraws.settledAt),
        opts.game ? eq(lotteryDraws.game, opts.game) : undefined,
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt));
  const counts = { settled: 0, refunded: 0 };
  for (const d of unsettled) {
    const n = await finishBets(deps, d, now, opts);
    if (d.status === 'drawn') counts.settled += n;
    else counts.refunded += n;
  }
  return counts;
}
