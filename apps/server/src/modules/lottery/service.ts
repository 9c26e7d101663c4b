import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  LOTTERY_GAMES,
  LOTTERY_GAME_CODES,
  LOTTERY_STAKE,
  betOptions,
  betWins,
  formatFen,
  oddsOf,
  parseAmountToFen,
  payoutFen,
  translate,
  type BetStatus,
  type Draw,
  type Lang,
  type LotteryGameCode,
  type LotteryGameInfo,
  type PlaceOrderInputSchema,
  type UserGameListQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { queryRows, type Database, type Executor, type Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf, post } from '../../ledger/ledger.ts';
import { audit, type OperatorContext } from '../../plugins/operator-auth.ts';
import { turnover } from '../turnover/service.ts';
import { commitmentOf, drawResult, newSeed } from './fairness.ts';
import { nextSlot, slotAt } from './schedule.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { betLabel, betView, drawView, gameName, revealedSeed, winLoseOf, type BetRow, type DrawRow } from './views.ts';

/** The ledger ref of everything a bet moves: its stake, its payout or its refund. */
export const betRef = (betId: number) => `bet:${betId}`;

// Any constant: the instance holding it (for one tick) is the one that runs the draws.
const LEADER_LOCK = 7_240_101;
const SETTLE_CHUNK = 200;

export type TickReport = {
  /** Another instance held the leader lock: this one did nothing. */
  skipped: boolean;
  created: string[];
  closed: string[];
  drawn: string[];
  voided: string[];
  /** Bets this call settled (completed) or refunded (cancelled). */
  settled: number;
  refunded: number;
};

/** One bet as the bet records show it (gamebet/getBetList), amounts in fen. */
export type LotteryBetRecord = {
  orderNo: string;
  game: LotteryGameCode;
  gameName: string;
  platform: 'house';
  gameType: 'lottery';
  drawId: string;
  content: string;
  stake: bigint;
  payout: bigint | null;
  /** Payout minus stake once completed, 0 when refunded, null while unfinished. */
  winLose: bigint | null;
  status: BetStatus;
  statusLabel: string;
  placedAt: Date;
  settledAt: Date | null;
};

/** One day of a member's lottery bets (gamebet/getTotalList), in the platform time zone. */
export type LotteryDayTotal = { date: string; bets: number; stake: bigint; validStake: bigint; winLose: bigint };

export function createLotteryService(database: Pick<Database, 'db' | 'kind'>, config: Config) {
  const { db } = database;

  async function drawById(ex: Executor, drawId: string): Promise<DrawRow | null> {
    const [d] = await ex.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    return d ?? null;
  }

  async function betsWithDraws(ex: Executor, where: ReturnType<typeof and>, page?: { page: number; limit: number }) {
    const query = ex
      .select({ bet: lotteryBets, status: lotteryDraws.status, result: lotteryDraws.result })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(where)
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id));
    return page ? query.limit(page.limit).offset((page.page - 1) * page.limit) : query;
  }

  async function betsByKey(ex: Executor, memberId: number, key: string) {
    const rows = await betsWithDraws(ex, and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.idempotencyKey, key)));
    return rows.sort((a, b) => a.bet.line - b.bet.line);
  }

  async function placedAnswer(
    rows: { bet: BetRow; status: DrawRow['status']; result: number[] | null }[],
    memberId: number,
    lang: Lang,
  ) {
    return {
      batchNo: rows[0]!.bet.batchNo,
      drawId: rows[0]!.bet.drawId,
      bets: rows.map((r) => betView(r.bet, r, lang)),
      totalStake: formatFen(rows.reduce((s, r) => s + r.bet.stake, 0n)),
      balance: formatFen(await balanceOf(db, account.central(memberId))),
    };
  }

  /** Finishes one unfinished bet of a drawn draw: pays a winner stake x odds, works off turnover. False if already finished. */
  async function settleBet(tx: Tx, bet: BetRow, draw: DrawRow, now: Date): Promise<boolean> {
    const won = betWins(draw.game, { kind: bet.kind, pick: bet.pick }, draw.result!);
    const payout = won ? payoutFen(bet.stake, bet.oddsHundredths) : 0n;
    const [done] = await tx
      .update(lotteryBets)
      .set({ status: 'completed', payout, settledAt: now })
      .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'unfinished')))
      .returning({ id: lotteryBets.id });
    if (!done) return false;
    if (payout > 0n) {
      await post(tx, {
        type: 'bet.payout',
        ref: betRef(bet.id),
        memberId: bet.memberId,
        memo: `lottery ${bet.drawId}`,
        legs: [
          { account: account.house('games'), amount: -payout },
          { account: account.central(bet.memberId), amount: payout },
        ],
      });
    }
    await turnover.workOff(tx, bet.memberId, betRef(bet.id), bet.stake);
    return true;
  }

  /** Gives an unfinished bet's stake back: 'withdrawn' by the member, 'cancelled' with a void draw. False if already finished. */
  async function refundBet(tx: Tx, bet: BetRow, status: 'withdrawn' | 'cancelled', now: Date): Promise<BetRow | null> {
    const [done] = await tx
      .update(lotteryBets)
      .set({ status, settledAt: now })
      .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'unfinished')))
      .returning();
    if (!done) return null;
    await post(tx, {
      type: 'bet.refund',
      ref: betRef(bet.id),
      memberId: bet.memberId,
      memo: `lottery ${bet.drawId}`,
      legs: [
        { account: account.house('games'), amount: -bet.stake },
        { account: account.central(bet.memberId), amount: bet.stake },
      ],
    });
    return done;
  }

  /**
   * Settles (drawn) or refunds (void) every unfinished bet of a draw, one transaction per bet so
   * each locks just its two wallets in order. Another instance doing the same at once is harmless:
   * the conditional update lets each bet through once.
   */
  async function finishBets(draw: DrawRow, now: Date): Promise<number> {
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
            ? settleBet(tx, bet, draw, now)
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

  /** Voids a draw not yet drawn (open or closed); its bets are then refunded. Null when it is not voidable. */
  async function voidDraw(ex: Executor, drawId: string, reason: string): Promise<DrawRow | null> {
    const [d] = await ex
      .update(lotteryDraws)
      .set({ status: 'void', voidReason: reason })
      .where(and(eq(lotteryDraws.id, drawId), inArray(lotteryDraws.status, ['open', 'closed'])))
      .returning();
    return d ?? null;
  }

  /** The open draw of each game and the one after it, each with a fresh seed, created once (the id is the key). */
  async function ensureDraws(now: Date): Promise<string[]> {
    const rows = LOTTERY_GAME_CODES.flatMap((game) => {
      const current = slotAt(game, now, config.timeZone);
      return [current, nextSlot(current, config.timeZone)];
    }).map((s) => ({
      id: s.id,
      game: s.game,
      opensAt: s.opensAt,
      closesAt: s.closesAt,
      drawAt: s.drawAt,
      ...newSeed(),
    }));
    const created = await db.insert(lotteryDraws).values(rows).onConflictDoNothing().returning({ id: lotteryDraws.id });
    return created.map((c) => c.id);
  }

  async function runTick(now: Date): Promise<TickReport> {
    const report: TickReport = {
      skipped: false,
      created: [],
      closed: [],
      drawn: [],
      voided: [],
      settled: 0,
      refunded: 0,
    };
    report.created = await ensureDraws(now);
    const closed = await db
      .update(lotteryDraws)
      .set({ status: 'closed' })
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.closesAt, now)))
      .returning({ id: lotteryDraws.id });
    report.closed = closed.map((c) => c.id);

    const due = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'closed'), lte(lotteryDraws.drawAt, now)))
      .orderBy(asc(lotteryDraws.drawAt));
    for (const d of due) {
      const result = drawResult(d.game, d.id, d.seed);
      if (!result) {
        if (await voidDraw(db, d.id, 'no result from the seed')) report.voided.push(d.id);
        continue;
      }
      const [drawn] = await db
        .update(lotteryDraws)
        .set({ status: 'drawn', result, drawnAt: now })
        .where(and(eq(lotteryDraws.id, d.id), eq(lotteryDraws.status, 'closed')))
        .returning({ id: lotteryDraws.id });
      if (drawn) report.drawn.push(drawn.id);
    }

    const unsettled = await db
      .select()
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.status, ['drawn', 'void']), isNull(lotteryDraws.settledAt)))
      .orderBy(asc(lotteryDraws.drawAt));
    for (const d of unsettled) {
      const n = await finishBets(d, now);
      if (d.status === 'drawn') report.settled += n;
      else report.refunded += n;
    }
    return report;
  }

  async function gameInfo(game: LotteryGameCode, lang: Lang, now = new Date()): Promise<LotteryGameInfo> {
    const [open, [last]] = await Promise.all([
      db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, now)))
        .orderBy(asc(lotteryDraws.drawAt))
        .limit(2),
      db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.status, 'drawn')))
        .orderBy(desc(lotteryDraws.drawAt))
        .limit(1),
    ]);
    const current = open.find((d) => d.opensAt <= now);
    const next = open.find((d) => d.opensAt > now);
    const g = LOTTERY_GAMES[game];
    return {
      game,
      name: gameName(game, lang),
      intervalSeconds: g.intervalSeconds,
      closeSecondsBefore: g.closeSecondsBefore,
      current: current ? drawView(current, lang, now) : null,
      next: next ? drawView(next, lang, now) : null,
      last: last ? drawView(last, lang, now) : null,
      serverTime: now.toISOString(),
    };
  }

  return {
    /**
     * One step of the draw schedule at `now`: creates the open and the next draw of each game,
     * closes betting at closesAt, draws at drawAt and settles. On PostgreSQL only the instance
     * holding the leader lock (for the whole step) works; every change is also conditional on
     * the status before, so even two steps at once draw and settle each draw once.
     */
    async tick(now: Date = new Date(), opts: { lock?: boolean } = {}): Promise<TickReport> {
      if (database.kind !== 'postgres' || opts.lock === false) return runTick(now);
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${LEADER_LOCK}::bigint) as locked`,
        );
        if (!row?.locked)
          return { skipped: true, created: [], closed: [], drawn: [], voided: [], settled: 0, refunded: 0 };
        // The lock lives as long as this transaction; the work runs on other connections.
        return runTick(now);
      });
    },

    gameInfo,

    async lotteryList(lang: Lang) {
      const now = new Date();
      return {
        list: await Promise.all(LOTTERY_GAME_CODES.map((g) => gameInfo(g, lang, now))),
        serverTime: now.toISOString(),
      };
    },

    /** The open draw and the ones after it that exist already (their commitments are public). */
    async schedule(game: LotteryGameCode, lang: Lang) {
      const now = new Date();
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, now)))
        .orderBy(asc(lotteryDraws.drawAt));
      return { game, list: rows.map((d) => drawView(d, lang, now)), serverTime: now.toISOString() };
    },

    /** Past draws of a game (drawn or void), newest first. */
    async history(game: LotteryGameCode, page: { page: number; limit: number }, lang: Lang) {
      const now = new Date();
      const where = and(eq(lotteryDraws.game, game), inArray(lotteryDraws.status, ['drawn', 'void']));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(lotteryDraws)
          .where(where)
          .orderBy(desc(lotteryDraws.drawAt))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(lotteryDraws).where(where),
      ]);
      return {
        list: rows.map((d) => drawView(d, lang, now)),
        total: total?.n ?? 0,
        page: page.page,
        limit: page.limit,
      };
    },

    /** The latest drawn draw of a game. */
    async lastDraw(game: LotteryGameCode, lang: Lang): Promise<Draw | null> {
      return (await gameInfo(game, lang)).last;
    },

    /** The id of the latest drawn draw of each game: what the result stream polls. */
    async latestDrawIds(): Promise<Map<LotteryGameCode, string>> {
      const rows = await queryRows<{ game: LotteryGameCode; id: string }>(
        db,
        sql`select distinct on (game) game, id from ${lotteryDraws} where status = 'drawn' order by game, draw_at desc`,
      );
      return new Map(rows.map((r) => [r.game, r.id]));
    },

    odds(game: LotteryGameCode, lang: Lang) {
      return {
        game,
        name: gameName(game, lang),
        list: betOptions(game).map((o) => ({
          kind: o.kind,
          pick: o.pick,
          label: betLabel(o.kind, o.pick, lang),
          odds: formatFen(o.oddsHundredths),
          minStake: formatFen(LOTTERY_STAKE.minFen),
          maxStake: formatFen(LOTTERY_STAKE.maxFen),
        })),
      };
    },

    /** Everything needed to check a draw, and the server's own check once the seed is public. */
    async verify(drawId: string, lang: Lang) {
      const now = new Date();
      const d = await drawById(db, drawId);
      if (!d) throw new AppError('lottery.draw_not_found', 404);
      const seed = revealedSeed(d, now);
      const verified =
        seed === null
          ? null
          : commitmentOf(seed) === d.commitment &&
            (d.status !== 'drawn' || JSON.stringify(drawResult(d.game, d.id, seed)) === JSON.stringify(d.result));
      return { draw: drawView(d, lang, now), scheme: 'hmac-sha256-v1' as const, verified };
    },

    /**
     * Places every selection as its own bet on one open draw: checks options and stakes, then in
     * one transaction locks the draw row (betting closes under the same lock, and the payout cap
     * counts the draw's open bets), writes the bets and debits each stake from the central wallet.
     * The Idempotency-Key is stored on the bets: a retry answers the bets it made.
     */
    async placeOrder(memberId: number, input: z.output<typeof PlaceOrderInputSchema>, key: string, lang: Lang) {
      const earlier = await betsByKey(db, memberId, key);
      if (earlier.length > 0) return placedAnswer(earlier, memberId, lang);

      const game = input.drawId.split('-')[0] as LotteryGameCode;
      const selections = input.bets.map((s) => {
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

      try {
        await db.transaction(async (tx) => {
          const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, input.drawId)).for('update');
          if (!draw) throw new AppError('lottery.draw_not_found', 404);
          const now = new Date();
          if (draw.status !== 'open' || now >= draw.closesAt) throw new AppError('lottery.draw_closed', 409);
          if (now < draw.opensAt) throw new AppError('lottery.draw_not_open', 409);
          const [open] = await tx
            .select({ total: sql<string>`coalesce(sum(${lotteryBets.potentialPayout}), 0)::text` })
            .from(lotteryBets)
            .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.status, 'unfinished')));
          const exposure = BigInt(open?.total ?? '0') + selections.reduce((s, b) => s + b.potential, 0n);
          if (exposure > config.lottery.drawPayoutCapFen) throw new AppError('lottery.draw_cap_reached', 409);

          // Each bet of the order adds its 2-digit line to the batch number.
          const batchNo = newOrderNo('L', config.timeZone, now);
          const bets = await tx
            .insert(lotteryBets)
            .values(
              selections.map((s, i) => ({
                orderNo: `${batchNo}${String(i + 1).padStart(2, '0')}`,
                batchNo,
                line: i + 1,
                memberId,
                drawId: draw.id,
                game,
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
            await post(tx, {
              type: 'bet.stake',
              ref: betRef(bet.id),
              memberId,
              memo: `lottery ${draw.id}`,
              legs: [
                { account: account.central(memberId), amount: -bet.stake },
                { account: account.house('games'), amount: bet.stake },
              ],
            });
          }
        });
      } catch (error) {
        // The same key raced in from a takeover of an abandoned request: answer the bets it made.
        const again = isUniqueViolation(error) ? await betsByKey(db, memberId, key) : [];
        if (again.length > 0) return placedAnswer(again, memberId, lang);
        throw error;
      }
      return placedAnswer(await betsByKey(db, memberId, key), memberId, lang);
    },

    /** A member withdraws an unfinished bet while its draw is open: the stake comes back. Withdrawing twice answers the same. */
    async cancel(memberId: number, orderNo: string, lang: Lang) {
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
    },

    /** A member's bets, newest first. */
    async memberBets(memberId: number, q: z.output<typeof UserGameListQuerySchema>, lang: Lang) {
      const where = and(
        eq(lotteryBets.memberId, memberId),
        q.game ? eq(lotteryBets.game, q.game) : undefined,
        q.status ? eq(lotteryBets.status, q.status) : undefined,
        q.drawId ? eq(lotteryBets.drawId, q.drawId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        betsWithDraws(db, where, q),
        db.select({ n: count() }).from(lotteryBets).where(where),
      ]);
      return { list: rows.map((r) => betView(r.bet, r, lang)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** An operator voids a draw not yet drawn (audited); its bets are cancelled and refunded. */
    async adminVoid(who: OperatorContext, drawId: string, reason: string, lang: Lang) {
      const draw = await db.transaction(async (tx) => {
        const d = await voidDraw(tx, drawId, reason);
        if (!d)
          throw (await drawById(tx, drawId))
            ? new AppError('lottery.void_not_allowed', 409)
            : new AppError('lottery.draw_not_found', 404);
        await audit(tx, { operatorId: who.operatorId, action: 'lottery.void', target: drawId, detail: { reason } });
        return d;
      });
      const now = new Date();
      const refunded = await finishBets(draw, now);
      return { draw: drawView((await drawById(db, drawId))!, lang, now), refunded };
    },

    /** For the bet records (gamebet/getBetList): a member's lottery bets placed in [from, to), newest first. */
    async betsOf(
      memberId: number,
      range: { from: Date; to: Date },
      page: { page: number; limit: number },
      lang: Lang,
    ): Promise<{ rows: LotteryBetRecord[]; total: number }> {
      const where = and(
        eq(lotteryBets.memberId, memberId),
        gte(lotteryBets.placedAt, range.from),
        lt(lotteryBets.placedAt, range.to),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(lotteryBets)
          .where(where)
          .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(lotteryBets).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        rows: rows.map((b) => ({
          orderNo: b.orderNo,
          game: b.game,
          gameName: gameName(b.game, lang),
          platform: 'house' as const,
          gameType: 'lottery' as const,
          drawId: b.drawId,
          content: betLabel(b.kind, b.pick, lang),
          stake: b.stake,
          payout: b.payout,
          winLose: winLoseOf(b),
          status: b.status,
          statusLabel: translate(lang, `lottery.bet_status.${b.status}`),
          placedAt: b.placedAt,
          settledAt: b.settledAt,
        })),
      };
    },

    /** For the bet records (gamebet/getTotalList): a member's lottery bets in [from, to) per day of the platform time zone. */
    async totalsOf(memberId: number, range: { from: Date; to: Date }): Promise<LotteryDayTotal[]> {
      const day = sql<string>`to_char(${lotteryBets.placedAt} at time zone ${config.timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          date: day,
          bets: count(),
          stake: sql<string>`sum(${lotteryBets.stake})::text`,
          validStake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${lotteryBets.status} = 'completed'), 0)::text`,
          winLose: sql<string>`coalesce(sum(${lotteryBets.payout} - ${lotteryBets.stake}) filter (where ${lotteryBets.status} = 'completed'), 0)::text`,
        })
        .from(lotteryBets)
        .where(
          and(
            eq(lotteryBets.memberId, memberId),
            gte(lotteryBets.placedAt, range.from),
            lt(lotteryBets.placedAt, range.to),
          ),
        )
        // By position: the time zone is a parameter, so the same expression written twice would not match.
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
      return rows.map((r) => ({
        date: r.date,
        bets: r.bets,
        stake: BigInt(r.stake),
        validStake: BigInt(r.validStake),
        winLose: BigInt(r.winLose),
      }));
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
