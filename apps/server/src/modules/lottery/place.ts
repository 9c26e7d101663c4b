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
import { passGates } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { account } from '../../ledger/accounts.ts';
import { postMany, type BulkEntry } from '../../ledger/bulk.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { idempotencyOf, type IdempotencyKey } from '../../plugins/idempotency-key.ts';
import { betsByKey, type BetWithDraw } from './bet-reads.ts';
import { betRef, type LotteryDeps } from './deps.ts';
import { capsOf, holdOpen, reserve, unreserve } from './draw-exposure.ts';
import { lotteryBets } from './schema.ts';
import { betView, type BetRow } from './views.ts';

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

type Order = {
  memberId: number;
  game: LotteryGameCode;
  drawId: string;
  selections: Selection[];
  key: string;
  now: Date;
  timeZone: string;
};

/** Writes one bet per selection under a new batch number; each bet of the order adds its 2-digit line. */
function insertBets(tx: Tx, order: Order) {
  const batchNo = newOrderNo('L', order.timeZone, order.now);
  return tx
    .insert(lotteryBets)
    .values(
      order.selections.map((s, i) => ({
        orderNo: `${batchNo}${String(i + 1).padStart(2, '0')}`,
        batchNo,
        line: i + 1,
        memberId: order.memberId,
        drawId: order.drawId,
        game: order.game,
        kind: s.kind,
        pick: s.pick,
        stake: s.stake,
        oddsHundredths: s.odds,
        potentialPayout: s.potential,
        idempotencyKey: order.key,
        placedAt: order.now,
      })),
    )
    .returning();
}

const stakeEntry = (bet: BetRow): BulkEntry => ({
  type: 'bet.stake',
  ref: betRef(bet.id),
  memberId: bet.memberId,
  memo: `lottery ${bet.drawId}`,
  legs: [
    { account: account.central(bet.memberId), amount: -bet.stake },
    { account: account.gamesShard(bet.memberId), amount: bet.stake },
  ],
});

/**
 * One transaction of a few statements whatever the number of selections, on a draw already
 * reserved (`reserve`): the draw held open until the commit, the bets, the stakes debited
 * (ledger/bulk.ts: the wallet cannot go below zero), the answer. No row every bet needs is
 * locked across a round trip: the draw only shared, the house games wallet one row of several.
 */
async function writeOrder(deps: LotteryDeps, order: Order, idem: IdempotencyKey, lang: Lang) {
  // A batch number another instance drew in the same second: draw another (lib/order-no.ts).
  return retryOnClash('lottery_bets_order_no_idx', () =>
    idem.transaction(deps.database.db, async (tx) => {
      if (!(await holdOpen(tx, order.drawId, order.now))) throw new AppError('lottery.draw_closed', 409);
      const bets = (await insertBets(tx, order)).sort((a, b) => a.line - b.line);
      const { balances } = await postMany(tx, bets.map(stakeEntry));
      const made = { bets, balance: balances.get(account.central(order.memberId).key)! };
      await idem.answer(tx, madeAnswer(made, lang));
      return made;
    }),
  );
}

function madeAnswer(made: { bets: BetRow[]; balance: bigint }, lang: Lang) {
  const open = { status: 'open' as const, result: null };
  return {
    batchNo: made.bets[0]!.batchNo,
    drawId: made.bets[0]!.drawId,
    bets: made.bets.map((b) => betView(b, open, lang)),
    totalStake: formatFen(made.bets.reduce((s, b) => s + b.stake, 0n)),
    balance: formatFen(made.balance),
  };
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
 * Places every selection as its own bet on one open draw: checks options and stakes, reserves
 * the draw's room (`reserve`), then writes the order in one transaction (`writeOrder`). The
 * Idempotency-Key is stored on the bets: a retry answers the bets it made. Nothing is read for
 * that before the bet: a retry refused by the checks (the draw closed since, say) looks then.
 */
export async function placeOrder(
  deps: LotteryDeps,
  memberId: number,
  input: PlaceOrderInput,
  key: string | IdempotencyKey,
  lang: Lang,
) {
  const { db } = deps.database;
  const idem = idempotencyOf(key);
  const answerEarlier = async (rows: BetWithDraw[]) => {
    await idem.claim(db);
    return placedAnswer(db, rows, memberId, lang);
  };
  const game = input.drawId.split('-')[0] as LotteryGameCode;
  const selections = checkSelections(game, input.bets);
  const now = new Date();
  const potential = selections.reduce((s, b) => s + b.potential, 0n);
  const stake = selections.reduce((s, b) => s + b.stake, 0n);
  const wager = { drawId: input.drawId, memberId, potential, now };
  try {
    await passGates(deps.betGates, { memberId, amount: stake });
    await reserve(db, wager, capsOf(deps.config));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // An order placed before answers as it did: its key's stored answer (the route sends that
    // instead of a refusal), or, the key swept, its bets.
    const earlier = await betsByKey(db, memberId, idem.key);
    if (earlier.length > 0) return answerEarlier(earlier);
    throw error;
  }
  const order = {
    memberId,
    game,
    drawId: input.drawId,
    selections,
    key: idem.key,
    now,
    timeZone: deps.config.timeZone,
  };
  try {
    return madeAnswer(await writeOrder(deps, order, idem, lang), lang);
  } catch (error) {
    // Not placed: its room in the draw goes back (lost only if this process dies here, which
    // leaves the draw counting more than its bets, never less).
    await unreserve(db, wager);
    // The same key raced in from a takeover of an abandoned request, or was swept: answer the bets it made.
    const again = isUniqueViolation(error) ? await betsByKey(db, memberId, idem.key) : [];
    if (again.length > 0) return answerEarlier(again);
    throw error;
  }
}
