import { and, eq } from 'drizzle-orm';
import { formatFen, type Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { betsWithDraws } from './bet-reads.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { refundBet } from './settlement.ts';
import { betView } from './views.ts';

/** A member withdraws an unfinished bet while its draw is open: the stake comes back. Withdrawing twice answers the same. */
export async function cancel(db: Db, memberId: number, orderNo: string, lang: Lang) {
  const bet = await db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.orderNo, orderNo)));
    if (!b) throw new AppError('lottery.bet_not_found', 404);
    if (b.status === 'withdrawn') return b;
    if (b.status !== 'unfinished') throw new AppError('lottery.bet_settled', 409);
    // Under the draw's lock, as closing it is: a bet is withdrawn before the close or not at all.
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, b.drawId)).for('update');
    const now = new Date();
    if (!draw || draw.status !== 'open' || now >= draw.closesAt) throw new AppError('lottery.cancel_closed', 409);
    const done = await refundBet(tx, b, 'withdrawn', now);
    if (!done) throw new AppError('lottery.bet_settled', 409);
    return done;
  });
  const [row] = await betsWithDraws(db, eq(lotteryBets.id, bet.id));
  return { bet: betView(row!.bet, row!, lang), balance: formatFen(await balanceOf(db, account.central(memberId))) };
}
