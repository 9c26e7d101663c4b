import { formatFen, type Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { account, balanceOf } from '../../ledger/index.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import { laterFen } from '../../lib/idempotency/index.ts';
import type { BetWithDraw } from './bet-reads.ts';
import { betRows, type Order, type Placed } from './place-statement.ts';
import { betView } from './views.ts';

/**
 * An order's batch number and the answer its first try stores under it: the balance after it is a
 * stand-in, which the statement fills. Drawn anew only when another instance drew the same number.
 */
export type Plan = { batchNo: string; answer: unknown };

export function planOf(order: Order, lang: Lang): Plan {
  const batchNo = newOrderNo('L', order.timeZone, order.now);
  return { batchNo, answer: madeAnswer({ bets: betRows(order, batchNo, () => 0), balance: laterFen(1) }, lang) };
}

/** The answer of an order just placed. */
export function madeAnswer(made: Placed, lang: Lang) {
  const open = { status: 'open' as const, result: null };
  return {
    batchNo: made.bets[0]!.batchNo,
    drawId: made.bets[0]!.drawId,
    bets: made.bets.map((b) => betView(b, open, lang)),
    totalStake: formatFen(made.bets.reduce((s, b) => s + b.stake, 0n)),
    balance: formatFen(made.balance),
  };
}

/** The answer of an order placed before, read back: its bets as they stand, the balance now. */
export async function placedAnswer(db: Db, rows: BetWithDraw[], memberId: number, lang: Lang) {
  return {
    batchNo: rows[0]!.bet.batchNo,
    drawId: rows[0]!.bet.drawId,
    bets: rows.map((r) => betView(r.bet, r, lang)),
    totalStake: formatFen(rows.reduce((s, r) => s + r.bet.stake, 0n)),
    balance: formatFen(await balanceOf(db, account.central(memberId))),
  };
}
