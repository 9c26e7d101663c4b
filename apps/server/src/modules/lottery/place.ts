import { and, eq, sql } from 'drizzle-orm';
import {
  LOTTERY_STAKE,
  formatFen,
  oddsOf,
  parseAmountToFen,
  payoutFen,
  type BetKind,
  type Lang,
  type LotteryGameCode,
  type PlaceOrderInputSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf, transfer } from '../../ledger/ledger.ts';
import { betsByKey, type BetWithDraw } from './bet-reads.ts';
import { betRef, type LotteryDeps } from './deps.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { betView, type DrawRow } from './views.ts';

type PlaceOrderInput = z.output<typeof PlaceOrderInputSchema>;
type Selection = { kind: BetKind; pick: number | null; stake: bigint; odds: number; potential: bigint };

/** Each selection's odds and stake, checked before anything is locked. */
function checkSelections(game: LotteryGameCode, bets: PlaceOrderInput['bets']): Selection[] {
  return bets.map((s) => {
    const odds = oddsOf(game, { kind: s.kind, pick: s.pick });
    if (odds === null) throw new AppError('lottery.option_unknown');
    const stake = parseAmountToFen(s.amount);
    if (stake === null) throw new AppError('rules.amount');
    if (stake < LOTTERY_STAKE.minFen || stake > LOTTERY_STAKE.maxFen) {
      throw new AppError('lottery.stake_range', 400, {
        min: formatFen(LOTTERY_STAKE.minFen),
        max: formatFen(LOTTERY_STAKE.maxFen),
      });
    }
    return { kind: s.kind, pick: s.pick, stake, odds, potential: payoutFen(stake, odds) };
  });
}

/**
 * Locks the draw row (betting closes under the same lock) and checks it takes these bets now:
 * open, inside its window, and the draw's open bets with these under the payout cap.
 */
async function lockForBetting(tx: Tx, drawId: string, selections: Selection[], capFen: bigint) {
  const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).for('update');
  if (!draw) throw new AppError('lottery.draw_not_found', 404);
  const now = new Date();
  if (draw.status !== 'open' || now >= draw.closesAt) throw new AppError('lottery.draw_closed', 409);
  if (now < draw.opensAt) throw new AppError('lottery.draw_not_open', 409);
  const [open] = await tx
    .select({ total: sql<string>`coalesce(sum(${lotteryBets.potentialPayout}), 0)::text` })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.status, 'unfinished')));
  const exposure = BigInt(open?.total ?? '0') + selections.reduce((s, b) => s + b.potential, 0n);
  if (exposure > capFen) throw new AppError('lottery.draw_cap_reached', 409);
  return { draw, now };
}

/** Writes one bet per selection and debits each stake from the central wallet. */
async function writeBets(
  tx: Tx,
  order: {
    memberId: number;
    game: LotteryGameCode;
    draw: DrawRow;
    selections: Selection[];
    key: string;
    now: Date;
    timeZone: string;
  },
) {
  const { memberId, draw, key, now } = order;
  // Each bet of the order adds its 2-digit line to the batch number.
  const batchNo = newOrderNo('L', order.timeZone, now);
  const bets = await tx
    .insert(lotteryBets)
    .values(
      order.selections.map((s, i) => ({
        orderNo: `${batchNo}${String(i + 1).padStart(2, '0')}`,
        batchNo,
        line: i + 1,
        memberId,
        drawId: draw.id,
        game: order.game,
        kind: s.kind,
        pick: s.pick,
        stake: s.stake,
        oddsHundredths: s.odds,
        potentialPayout: s.potential,
        idempotencyKey: key,
        placedAt: now,
      })),
    )
    .returning();
  for (const bet of bets) {
    await transfer(tx, {
      type: 'bet.stake',
      ref: betRef(bet.id),
      memberId,
      memo: `lottery ${draw.id}`,
      from: account.central(memberId),
      to: account.house('games'),
      amount: bet.stake,
    });
  }
}

async function placedAnswer(db: Db, rows: BetWithDraw[], memberId: number, lang: Lang) {
  return {
    batchNo: rows[0]!.bet.batchNo,
    drawId: rows[0]!.bet.drawId,
    bets: rows.map((r) => betView(r.bet, r, lang)),
    totalStake: formatFen(rows.reduce((s, r) => s + r.bet.stake, 0n)),
    balance: formatFen(await balanceOf(db, account.central(memberId))),
  };
}

/**
 * Places every selection as its own bet on one open draw: checks options and stakes, then in
 * one transaction locks the draw row, writes the bets and debits each stake. The
 * Idempotency-Key is stored on the bets: a retry answers the bets it made.
 */
export async function placeOrder(deps: LotteryDeps, memberId: number, input: PlaceOrderInput, key: string, lang: Lang) {
  const { db } = deps.database;
  const earlier = await betsByKey(db, memberId, key);
  if (earlier.length > 0) return placedAnswer(db, earlier, memberId, lang);

  const game = input.drawId.split('-')[0] as LotteryGameCode;
  const selections = checkSelections(game, input.bets);
  try {
    await db.transaction(async (tx) => {
      const cap = deps.config.lottery.drawPayoutCapFen;
      const { draw, now } = await lockForBetting(tx, input.drawId, selections, cap);
      await writeBets(tx, { memberId, game, draw, selections, key, now, timeZone: deps.config.timeZone });
    });
  } catch (error) {
    // The same key raced in from a takeover of an abandoned request: answer the bets it made.
    const again = isUniqueViolation(error) ? await betsByKey(db, memberId, key) : [];
    if (again.length > 0) return placedAnswer(db, again, memberId, lang);
    throw error;
  }
  return placedAnswer(db, await betsByKey(db, memberId, key), memberId, lang);
}
