import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { betWins, payoutFen } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { account } from '../../ledger/accounts.ts';
import { transfer } from '../../ledger/ledger.ts';
import { betRef, type LotteryDeps } from './deps.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import type { BetRow, DrawRow } from './views.ts';

const SETTLE_CHUNK = 200;

/** Finishes one unfinished bet of a drawn draw: pays a winner stake x odds, works off turnover. False if already finished. */
async function settleBet(deps: LotteryDeps, tx: Tx, bet: BetRow, draw: DrawRow, now: Date): Promise<boolean> {
  const won = betWins(draw.game, { kind: bet.kind, pick: bet.pick }, draw.result!);
  const payout = won ? payoutFen(bet.stake, bet.oddsHundredths) : 0n;
  const [done] = await tx
    .update(lotteryBets)
    .set({ status: 'completed', payout, settledAt: now })
    .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'unfinished')))
    .returning({ id: lotteryBets.id });
  if (!done) return false;
  if (payout > 0n) {
    await transfer(tx, {
      type: 'bet.payout',
      ref: betRef(bet.id),
      memberId: bet.memberId,
      memo: `lottery ${bet.drawId}`,
      from: account.house('games'),
      to: account.central(bet.memberId),
      amount: payout,
    });
  }
  await deps.turnover.workOff(tx, bet.memberId, betRef(bet.id), bet.stake);
  return true;
}

/** Gives an unfinished bet's stake back: 'withdrawn' by the member, 'cancelled' with a void draw. Null if already finished. */
export async function refundBet(
  tx: Tx,
  bet: BetRow,
  status: 'withdrawn' | 'cancelled',
  now: Date,
): Promise<BetRow | null> {
  const [done] = await tx
    .update(lotteryBets)
    .set({ status, settledAt: now })
    .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'unfinished')))
    .returning();
  if (!done) return null;
  await transfer(tx, {
    type: 'bet.refund',
    ref: betRef(bet.id),
    memberId: bet.memberId,
    memo: `lottery ${bet.drawId}`,
    from: account.house('games'),
    to: account.central(bet.memberId),
    amount: bet.stake,
  });
  return done;
}

/**
 * Settles (drawn) or refunds (void) every unfinished bet of a draw, one transaction per bet so
 * each locks just its two wallets in order. Another instance doing the same at once is harmless:
 * the conditional update lets each bet through once.
 */
export async function finishBets(deps: LotteryDeps, draw: DrawRow, now: Date): Promise<number> {
  const { db } = deps.database;
  let finished = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.status, 'unfinished')))
      .orderBy(asc(lotteryBets.id))
      .limit(SETTLE_CHUNK);
    if (batch.length === 0) break;
    for (const bet of batch) {
      const done = await db.transaction(async (tx) =>
        draw.status === 'drawn'
          ? settleBet(deps, tx, bet, draw, now)
          : (await refundBet(tx, bet, 'cancelled', now)) !== null,
      );
      if (done) finished += 1;
    }
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

/** Finishes the bets of every drawn or void draw not yet settled, oldest first: how many were settled and refunded. */
export async function settleDue(deps: LotteryDeps, now: Date): Promise<{ settled: number; refunded: number }> {
  const unsettled = await deps.database.db
    .select()
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.status, ['drawn', 'void']), isNull(lotteryDraws.settledAt)))
    .orderBy(asc(lotteryDraws.drawAt));
  const counts = { settled: 0, refunded: 0 };
  for (const d of unsettled) {
    const n = await finishBets(deps, d, now);
    if (d.status === 'drawn') counts.settled += n;
    else counts.refunded += n;
  }
  return counts;
}
