import { and, eq } from 'drizzle-orm';
import { canWithdrawAt, formatFen, LOTTERY_GAMES, type Lang } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { account, balanceOf } from '../../ledger/index.ts';
import { postMany } from '../../ledger/sets/index.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import { betsWithDraws } from './bet-reads.ts';
import { betRef, type LotteryDeps } from './deps.ts';
import { release } from './draw-exposure.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { betView, type BetRow } from './views.ts';

/**
 * The member's bet with the state of its draw, or a refusal. In the draw's last part its bets
 * stand (rules/lottery.ts `canWithdrawAt`): room in a draw held to the close is held by stakes
 * that stand, so ten accounts cannot fill a draw with refundable bets and keep everyone out for
 * free (docs/decisions.md, Games).
 */
async function betToWithdraw(tx: Tx, memberId: number, orderNo: string, now: Date) {
  const [row] = await tx
    .select({ bet: lotteryBets, status: lotteryDraws.status, closesAt: lotteryDraws.closesAt })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.orderNo, orderNo)));
  if (!row) throw new AppError('lottery.bet_not_found', 404);
  const { bet } = row;
  if (bet.status === 'withdrawn') return { bet, done: true };
  if (bet.status !== 'unfinished') throw new AppError('lottery.bet_settled', 409);
  if (row.status !== 'open' || now >= row.closesAt) throw new AppError('lottery.cancel_closed', 409);
  if (!canWithdrawAt(bet.game, row.closesAt.getTime(), now.getTime())) {
    throw new AppError('lottery.cancel_locked', 409, { seconds: LOTTERY_GAMES[bet.game].withdrawLockSeconds });
  }
  return { bet, done: false };
}

/** Withdraws an unfinished bet and refunds its stake: the bet and the wallet's balance after. */
async function withdrawBet(tx: Tx, bet: BetRow, now: Date): Promise<{ bet: BetRow; balance: bigint }> {
  const [done] = await tx
    .update(lotteryBets)
    .set({ status: 'withdrawn', settledAt: now })
    .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'unfinished')))
    .returning();
  if (!done) throw new AppError('lottery.bet_settled', 409);
  const wallet = account.central(bet.memberId);
  const { balances } = await postMany(tx, [
    {
      type: 'bet.refund',
      ref: betRef(bet.id),
      memberId: bet.memberId,
      memo: `lottery ${bet.drawId}`,
      legs: [
        { account: account.gamesShard(bet.memberId), amount: -bet.stake },
        { account: wallet, amount: bet.stake },
      ],
    },
  ]);
  return { bet: done, balance: balances.get(wallet.key)! };
}

/** A bet withdrawn earlier, as its draw shows it now, and the wallet's balance. */
async function withdrawnAnswer(tx: Tx, memberId: number, betId: number, lang: Lang) {
  const [row] = await betsWithDraws(tx, eq(lotteryBets.id, betId));
  return { bet: betView(row!.bet, row!, lang), balance: formatFen(await balanceOf(tx, account.central(memberId))) };
}

/**
 * A member withdraws an unfinished bet before its draw's last part: the stake comes back.
 * Withdrawing twice answers the same. The bet's potential payout goes back to the draw first
 * (draw-exposure.ts `release`, which requires the draw still open: its stripe is locked until the
 * commit, so the close waits), then the refund's wallets, the order a bet locks them in.
 */
export async function cancel(
  { database, clock }: LotteryDeps,
  memberId: number,
  orderNo: string,
  lang: Lang,
  key: string | IdempotencyKey = '',
) {
  // One transaction: the request's key claimed first, the withdrawal, its answer stored last.
  const idem = idempotencyOf(key);
  return idem.transaction(database.db, async (tx) => {
    const now = clock();
    const found = await betToWithdraw(tx, memberId, orderNo, now);
    if (found.done) {
      const answer = await withdrawnAnswer(tx, memberId, found.bet.id, lang);
      await idem.answer(tx, answer);
      return answer;
    }
    const { drawId, potentialPayout: potential } = found.bet;
    if (!(await release(tx, { drawId, memberId, potential, now }))) throw new AppError('lottery.cancel_closed', 409);
    const withdrawn = await withdrawBet(tx, found.bet, now);
    const open = { status: 'open' as const, result: null };
    const answer = { bet: betView(withdrawn.bet, open, lang), balance: formatFen(withdrawn.balance) };
    await idem.answer(tx, answer);
    return answer;
  });
}
