import {
  LOTTERY_STAKE,
  formatFen,
  oddsOf,
  parseAmountToFen,
  payoutFen,
  type Lang,
  type LotteryGameCode,
  type PlaceOrderInputSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { admissionOf, type Admission } from '../../lib/gates.ts';
import { retryOnClash } from '../../lib/order-no.ts';
import { account, balanceAfterEntry, fenText, openAccounts } from '../../ledger/index.ts';
import { type IdempotencyKey, idempotencyOf, laterFen, writeInline } from '../../lib/idempotency/index.ts';
import { betsByKey, type BetWithDraw } from './bet-reads.ts';
import type { LotteryDeps } from './deps.ts';
import { capsOf, checkWager, openShare, type Wager } from './draw-exposure.ts';
import {
  placeBets,
  Unplaced,
  wagerOf,
  type Limits,
  type Order,
  type Placed,
  type Selection,
} from './place-statement.ts';
import { madeAnswer, placedAnswer, planOf, type Plan } from './place-answer.ts';
import { placeInSet } from './place-set.ts';

type PlaceOrderInput = z.output<typeof PlaceOrderInputSchema>;

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
 * The first try: one statement that claims the key, writes the bets and their stakes and stores
 * the answer, the balance after it filled in by the statement (lib/idempotency/write-inline.ts). Null when
 * the key could not be claimed so: nothing was written.
 */
function placeInline(db: Db, order: Order, limits: Limits, plan: Plan, idem: IdempotencyKey, lang: Lang) {
  const inline = {
    planned: plan.answer,
    fill: new Map([[formatFen(laterFen(1)), fenText(balanceAfterEntry(account.central(order.memberId)))]]),
  };
  return writeInline(
    idem,
    inline,
    (guard) => placeBets(db, order, plan.batchNo, limits, guard),
    (made) => madeAnswer(made, lang),
  );
}

/**
 * The very first try, with the first tries of other members' orders (place-set.ts): placed, or
 * null when it did not go in (a key seen before, a gate, a wallet or a share to open, a stripe
 * out of room, a refusal), and the order goes the single way.
 */
async function firstInSet(
  deps: LotteryDeps,
  order: Order,
  admit: Admission,
  plan: Plan,
  idem: IdempotencyKey,
  lang: Lang,
) {
  const key = idem.inlineRow(plan.answer);
  if (!key) return null;
  const placed = await placeInSet(deps, { order, batchNo: plan.batchNo, admit, key });
  if (placed) idem.answered(madeAnswer(placed, lang));
  return placed;
}

/**
 * Writes the order under `batchNo`, its reservation included, as one statement (place-statement.ts):
 * first with the key's claim and answer in it (`placeInline`); a key it cannot claim so goes through
 * one transaction that claims (or replays, refuses, takes over), writes and answers
 * (docs/decisions.md, A house transfer is one statement). Throws `Unplaced` when the reservation
 * did not go in.
 */
async function writeOrder(db: Db, order: Order, limits: Limits, plan: Plan, idem: IdempotencyKey, lang: Lang) {
  const inline = await placeInline(db, order, limits, plan, idem, lang);
  if (inline) return inline;
  return idem.transaction(db, async (tx): Promise<Placed> => {
    const made = (await placeBets(tx, order, plan.batchNo, limits, null))!;
    await idem.answer(tx, madeAnswer(made, lang));
    return made;
  });
}

type Refused = { refusal: AppError };

/**
 * Makes right what kept an order's reservation out (`why`): its gates run, its wallets opened, its
 * share opened, or, its stripe out of room, the next try made wide (draw-exposure.ts). The refusal
 * instead when the draw cannot take it.
 */
async function prepare(db: Db, why: Unplaced['why'], w: Wager, limits: Limits): Promise<Refused | null> {
  try {
    if (!why.gates) {
      await limits.admit.check();
      limits.way.checked = true;
    } else if (!why.accounts_ok) {
      await openAccounts(db, [account.central(w.memberId), account.gamesShard(w.memberId)]);
    } else {
      // Unknown, closed, over the member's share or over the draw's cap: said so.
      await checkWager(db, w, limits.caps);
      if (!why.has_share) await openShare(db, w);
      else limits.way.wide = true;
    }
    return null;
  } catch (error) {
    if (error instanceof AppError) return { refusal: error };
    throw error;
  }
}

/** Tries of an order's statement before it is refused: each try that fails makes one cause right. */
const TRIES = 6;

/**
 * Writes the order (`writeOrder`), making right what kept its reservation out before each next
 * try (`prepare`). A wide try fails only when the draw is over its cap, but may fall to a
 * withdrawal moving the total under the checks: after `TRIES` it is refused. A batch number another
 * instance drew in the same second: another is drawn (lib/order-no.ts).
 */
function placeWithRoom(
  deps: LotteryDeps,
  order: Order,
  admit: Admission,
  first: Plan,
  idem: IdempotencyKey,
  lang: Lang,
) {
  const { db } = deps.database;
  const w = wagerOf(order);
  const limits: Limits = { caps: capsOf(deps.config), admit, way: { checked: false, wide: false } };
  return retryOnClash('lottery_bets_order_no_idx', async (clashes): Promise<{ placed: Placed } | Refused> => {
    const tried = clashes === 1 ? first : planOf(order, lang);
    for (let tries = 1; ; tries++) {
      try {
        return { placed: await writeOrder(db, order, limits, tried, idem, lang) };
      } catch (error) {
        if (!(error instanceof Unplaced)) throw error;
        const refused =
          tries === TRIES
            ? { refusal: new AppError('lottery.draw_cap_reached', 409) }
            : await prepare(db, error.why, w, limits);
        if (refused) return refused;
      }
    }
  });
}

/**
 * Places every selection as its own bet on one open draw: checks options and stakes, then writes
 * the order with its room in the draw in one statement (`placeWithRoom`). The Idempotency-Key is
 * stored on the bets: a retry answers the bets it made. Nothing is read for that before the bet:
 * a retry refused by the checks (the draw closed since, say) looks then.
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
  const game = input.drawId.split('-')[0] as LotteryGameCode;
  const selections = checkSelections(game, input.bets);
  const now = deps.clock();
  const stake = selections.reduce((s, b) => s + b.stake, 0n);
  const order = {
    memberId,
    game,
    drawId: input.drawId,
    selections,
    key: idem.key,
    now,
    timeZone: deps.config.timeZone,
  };
  const admit = admissionOf(deps.betGates, { memberId, amount: stake });
  const answerEarlier = async (rows: BetWithDraw[]) => {
    await idem.claim(db);
    return placedAnswer(db, rows, memberId, lang);
  };
  const plan = planOf(order, lang);
  const first = await firstInSet(deps, order, admit, plan, idem, lang);
  if (first) return madeAnswer(first, lang);
  let out;
  try {
    out = await placeWithRoom(deps, order, admit, plan, idem, lang);
  } catch (error) {
    // The same key raced in from a takeover of an abandoned request, or was swept: answer the bets it made.
    const again = isUniqueViolation(error) ? await betsByKey(db, memberId, idem.key) : [];
    if (again.length > 0) return answerEarlier(again);
    throw error;
  }
  if ('placed' in out) return madeAnswer(out.placed, lang);
  // An order placed before answers as it did: its key's stored answer (the route sends that
  // instead of a refusal), or, the key swept, its bets.
  const earlier = await betsByKey(db, memberId, idem.key);
  if (earlier.length > 0) return answerEarlier(earlier);
  throw out.refusal;
}
