import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LotteryGameCode } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { LotteryDeps } from './deps.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { finishBatch, memberRanges } from './settle-batch.ts';
import type { DrawRow } from './views.ts';

/**
 * Bets finished per transaction (more when the last member's bets go past it: a member's bets on a
 * draw finish together), and members: each batch posts an entry per member and holds the house
 * games wallet, which every bet placed also takes, from its postings to its commit, so a batch of
 * about 2,000 members holds it for tens of milliseconds however many bets they placed.
 */
export const SETTLE_BATCH = 10_000;
const SETTLE_MEMBERS = 2_000;

export type SettleOptions = { batchSize?: number };

/**
 * Marks the draw settled. `allDone`: the caller finished every bet its ranges counted, so none is
 * left (a drawn or void draw takes no new bets: place.ts reserves on the open draw in the bets'
 * own transaction) and the draw's bets need no second pass; otherwise only if none is unfinished.
 */
async function markSettled(db: Db, drawId: string, now: Date, allDone: boolean) {
  const noneLeft = sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.drawId} = ${drawId} and ${lotteryBets.status} = 'unfinished')`;
  await db
    .update(lotteryDraws)
    .set({ settledAt: now })
    .where(and(eq(lotteryDraws.id, drawId), isNull(lotteryDraws.settledAt), allDone ? undefined : noneLeft));
}

/**
 * Settles (drawn) or refunds (void) every unfinished bet of a draw, one transaction per range of
 * members (settle-batch.ts), then marks the draw settled. A run that dies mid-draw leaves whole
 * ranges done and the rest unfinished: the next run settles what is left, nothing twice. One run
 * at a time works on a draw: another that finds it held stops there, answering what it did.
 */
export async function finishBets(deps: LotteryDeps, draw: DrawRow, now: Date, opts: SettleOptions = {}) {
  const { db } = deps.database;
  const size = { bets: opts.batchSize ?? SETTLE_BATCH, members: SETTLE_MEMBERS };
  const ranges = await memberRanges(db, draw.id, size);
  let finished = 0;
  for (const range of ranges) {
    const batch = await db.transaction((tx) => finishBatch(deps, tx, draw, now, range));
    if (batch.busy) return finished;
    finished += batch.bets;
  }
  await markSettled(db, draw.id, now, finished === ranges.reduce((n, r) => n + r.bets, 0));
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
