import type { Lang, LotteryGameCode, PlaceOrderInputSchema, UserGameListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { PageQuery } from '../../db/paginate.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { OperatorContext } from '../operator/index.ts';
import { betsOf, totalsOf } from './bet-records.ts';
import { memberBets } from './bet-reads.ts';
import { cancel } from './cancel.ts';
import type { LotteryDeps } from './deps.ts';
import { gameInfo, history, lastDraw, latestDrawIds, lotteryList, schedule, verify } from './draw-reads.ts';
import { placeOrder } from './place.ts';
import { settleDue, type SettleOptions } from './settlement.ts';
import { schedule as scheduleStep, tick } from './tick.ts';
import { oddsView } from './views.ts';
import { adminVoid } from './voiding.ts';

/**
 * The first-party lottery's jobs over one database: the draw schedule (`scheduleStep`), the
 * settlement (`settleDue`; `tick` runs both, for tests and tools), bets, voids and
 * the reads of games, draws and bets. Each job lives in its own file; this binds them to the deps.
 */
export function createLotteryService(deps: LotteryDeps) {
  const { db } = deps.database;
  return {
    tick: (now?: Date, opts?: { lock?: boolean }) => tick(deps, now, opts),
    scheduleStep: (now?: Date, opts?: { lock?: boolean }) => scheduleStep(deps, now, opts),
    settleDue: (now: Date, opts?: SettleOptions & { game?: LotteryGameCode }) => settleDue(deps, now, opts),
    gameInfo: (game: LotteryGameCode, lang: Lang, now?: Date) => gameInfo(db, game, lang, now),
    lotteryList: (lang: Lang) => lotteryList(db, lang),
    schedule: (game: LotteryGameCode, lang: Lang) => schedule(db, game, lang),
    history: (game: LotteryGameCode, page: PageQuery, lang: Lang) => history(db, game, page, lang),
    lastDraw: (game: LotteryGameCode, lang: Lang) => lastDraw(db, game, lang),
    latestDrawIds: () => latestDrawIds(db),
    odds: (game: LotteryGameCode, lang: Lang) => oddsView(game, lang),
    verify: (drawId: string, lang: Lang) => verify(db, drawId, lang),
    placeOrder: (
      memberId: number,
      input: z.output<typeof PlaceOrderInputSchema>,
      key: string | IdempotencyKey,
      lang: Lang,
    ) => placeOrder(deps, memberId, input, key, lang),
    cancel: (memberId: number, orderNo: string, lang: Lang, key?: string | IdempotencyKey) =>
      cancel(db, memberId, orderNo, lang, key),
    memberBets: (memberId: number, q: z.output<typeof UserGameListQuerySchema>, lang: Lang) =>
      memberBets(db, memberId, q, lang),
    adminVoid: (who: OperatorContext, drawId: string, reason: string, lang: Lang) =>
      adminVoid(deps, who, drawId, reason, lang),
    betsOf: (memberId: number, range: { from: Date; to: Date }, page: PageQuery, lang: Lang) =>
      betsOf(db, memberId, range, page, lang),
    totalsOf: (memberId: number, range: { from: Date; to: Date }) =>
      totalsOf(db, deps.config.timeZone, memberId, range),
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
