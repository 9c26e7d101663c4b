import { LOTTERY_GAME_CODES } from '@app/contract';
import { repeat, type Lifecycle } from '../../lib/lifecycle.ts';
import type { LotteryDeps } from './deps.ts';
import { lotteryRoutes } from './routes.ts';
import { createLotteryService } from './service.ts';
import { createDrawStream } from './stream.ts';

export type { LotteryBetRecord } from './views.ts';
export type { LotteryDayTotal } from './bet-records.ts';

const TICK_MS = 1000;

/**
 * Brings the lottery up with the platform: its routes, the result stream and (unless
 * LOTTERY_SCHEDULER is off) two kinds of background work, a run a second each: the draw schedule
 * (on every instance, of which only the holder of the leader lock does the work) and, one per
 * game, the settlement of drawn and void draws. They never wait for each other, so a draw opens
 * and is drawn on time while an earlier one (of any game) is still being settled. Before the
 * database closes: no new run, the runs under way finished, open streams ended. The bet records
 * read the member's bets through the functions it answers besides its routes.
 */
export function startLottery(deps: LotteryDeps & { lifecycle: Lifecycle }) {
  const { lifecycle } = deps;
  const lottery = createLotteryService(deps);
  const stream = createDrawStream(lottery, lifecycle.log);
  if (deps.config.lottery.scheduler) {
    repeat(lifecycle, 'lottery schedule', TICK_MS, async () => {
      const report = await lottery.scheduleStep(new Date());
      if (report.drawn.length > 0 || report.voided.length > 0) lifecycle.log.info({ report }, 'lottery draws made');
    });
    for (const game of LOTTERY_GAME_CODES) {
      repeat(lifecycle, `lottery settlement ${game}`, TICK_MS, async () => {
        const done = await lottery.settleDue(new Date(), { game });
        if (done.settled > 0 || done.refunded > 0) lifecycle.log.info({ game, ...done }, 'lottery bets settled');
      });
    }
  }
  lifecycle.beforeClose(() => stream.close());
  return {
    routes: lotteryRoutes(lottery, stream),
    betsOf: lottery.betsOf,
    totalsOf: lottery.totalsOf,
    verify: lottery.verify,
    memberBets: lottery.memberBets,
  };
}

export type Lottery = ReturnType<typeof startLottery>;
