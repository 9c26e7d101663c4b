import { LOTTERY_GAME_CODES, type Lang, type UserGameListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { PageQuery } from '../../db/paginate.ts';
import { repeat } from '../../lib/lifecycle.ts';
import { memberBets } from './bet-reads.ts';
import { betsOf, totalsOf } from './bet-records.ts';
import type { LotteryDeps } from './deps.ts';
import { verify } from './draw-reads.ts';
import { lotteryRoutes } from './routes.ts';
import { settleDue } from './settlement.ts';
import { createDrawStream } from './stream.ts';
import { schedule } from './tick.ts';

export type { LotteryDeps } from './deps.ts';
export type { LotteryBetRecord } from './views.ts';
export type { LotteryDayTotal } from './bet-records.ts';

const TICK_MS = 1000;

type Range = { from: Date; to: Date };

/**
 * Brings the lottery up with the platform: its routes, the result stream and (unless
 * LOTTERY_SCHEDULER is off) two kinds of background work, a run a second each: the draw schedule
 * (on every instance, of which only the holder of the leader lock does the work) and, one per
 * game, the settlement of drawn and void draws. They never wait for each other, so a draw opens
 * and is drawn on time while an earlier one (of any game) is still being settled. Before the
 * database closes: no new run, the runs under way finished, open streams ended. The bet records
 * read the member's bets through the functions it answers besides its routes.
 */
export function startLottery(deps: LotteryDeps) {
  const { lifecycle } = deps;
  const stream = createDrawStream(deps);
  if (deps.config.lottery.scheduler) {
    repeat(lifecycle, 'lottery schedule', TICK_MS, async () => {
      const report = await schedule(deps, deps.clock());
      if (report.drawn.length > 0 || report.voided.length > 0) lifecycle.log.info({ report }, 'lottery draws made');
    });
    for (const game of LOTTERY_GAME_CODES) {
      repeat(lifecycle, `lottery settlement ${game}`, TICK_MS, async () => {
        const done = await settleDue(deps, deps.clock(), { game });
        if (done.settled > 0 || done.refunded > 0) lifecycle.log.info({ game, ...done }, 'lottery bets settled');
      });
    }
  }
  lifecycle.beforeClose(() => stream.close());
  return {
    routes: lotteryRoutes(deps, stream),
    betsOf: (memberId: number, range: Range, page: PageQuery, lang: Lang) => betsOf(deps, memberId, range, page, lang),
    totalsOf: (memberId: number, range: Range) => totalsOf(deps, memberId, range),
    verify: (drawId: string, lang: Lang) => verify(deps, drawId, lang),
    memberBets: (memberId: number, q: z.output<typeof UserGameListQuerySchema>, lang: Lang) =>
      memberBets(deps, memberId, q, lang),
  };
}

export type Lottery = ReturnType<typeof startLottery>;
