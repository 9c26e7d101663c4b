// The lottery's jobs bound to one set of deps, as the lottery tests call them (not a test file itself).
import type { Lang, LotteryGameCode, PlaceOrderInputSchema, UserGameListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { PageQuery } from '../src/db/paginate.ts';
import type { IdempotencyKey } from '../src/lib/idempotency/index.ts';
import { memberBets } from '../src/modules/lottery/bet-reads.ts';
import { betsOf, totalsOf } from '../src/modules/lottery/bet-records.ts';
import { cancel } from '../src/modules/lottery/cancel.ts';
import type { LotteryDeps } from '../src/modules/lottery/deps.ts';
import {
  gameInfo,
  history,
  lastDraw,
  latestDrawIds,
  lotteryList,
  schedule,
  verify,
} from '../src/modules/lottery/draw-reads.ts';
import { placeOrder } from '../src/modules/lottery/place.ts';
import { settleDue, type SettleOptions } from '../src/modules/lottery/settlement.ts';
import { schedule as scheduleStep, tick } from '../src/modules/lottery/tick.ts';
import { oddsView } from '../src/modules/lottery/views.ts';
import { adminVoid } from '../src/modules/lottery/voiding.ts';
import type { OperatorContext } from '../src/modules/operator/index.ts';

type Range = { from: Date; to: Date };

/**
 * The draw schedule (`scheduleStep`), the settlement (`settleDue`; `tick` runs both), bets, voids
 * and the reads of games, draws and bets, for a test to drive by hand.
 */
export function lotteryJobs(deps: LotteryDeps) {
  return {
    tick: (now?: Date, opts?: { lock?: boolean }) => tick(deps, now, opts),
    scheduleStep: (now?: Date, opts?: { lock?: boolean }) => scheduleStep(deps, now, opts),
    settleDue: (now: Date, opts?: SettleOptions & { game?: LotteryGameCode }) => settleDue(deps, now, opts),
    gameInfo: (game: LotteryGameCode, lang: Lang, now?: Date) => gameInfo(deps, game, lang, now),
    lotteryList: (lang: Lang) => lotteryList(deps, lang),
    schedule: (game: LotteryGameCode, lang: Lang) => schedule(deps, game, lang),
    history: (game: LotteryGameCode, page: PageQuery, lang: Lang) => history(deps, game, page, lang),
    lastDraw: (game: LotteryGameCode, lang: Lang) => lastDraw(deps, game, lang),
    latestDrawIds: () => latestDrawIds(deps.database.db),
    odds: (game: LotteryGameCode, lang: Lang) => oddsView(game, lang),
    verify: (drawId: string, lang: Lang) => verify(deps, drawId, lang),
    placeOrder: (
      memberId: number,
      input: z.output<typeof PlaceOrderInputSchema>,
      key: string | IdempotencyKey,
      lang: Lang,
    ) => placeOrder(deps, memberId, input, key, lang),
    cancel: (memberId: number, orderNo: string, lang: Lang, key?: string | IdempotencyKey) =>
      cancel(deps, memberId, orderNo, lang, key),
    memberBets: (memberId: number, q: z.output<typeof UserGameListQuerySchema>, lang: Lang) =>
      memberBets(deps, memberId, q, lang),
    adminVoid: (who: OperatorContext, drawId: string, reason: string, lang: Lang) =>
      adminVoid(deps, who, drawId, reason, lang),
    betsOf: (memberId: number, range: Range, page: PageQuery, lang: Lang) => betsOf(deps, memberId, range, page, lang),
    totalsOf: (memberId: number, range: Range) => totalsOf(deps, memberId, range),
  };
}
