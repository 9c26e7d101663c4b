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
 * LOTTERY_SCHEDULER is off) the draw scheduler, a tick a second on every instance of which only
 * the holder of the leader lock does the work. Before the database closes: no new tick, the one
 * under way finished, open streams ended. The bet records read the member's bets through the
 * functions it answers besides its routes.
 */
export function startLottery(deps: LotteryDeps & { lifecycle: Lifecycle }) {
  const { lifecycle } = deps;
  const lottery = createLotteryService(deps);
  const stream = createDrawStream(lottery, lifecycle.log);
  if (deps.config.lottery.scheduler) {
    repeat(lifecycle, 'lottery tick', TICK_MS, async () => {
      const report = await lottery.tick(new Date());
      if (report.drawn.length > 0 || report.voided.length > 0) lifecycle.log.info({ report }, 'lottery draws made');
    });
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
