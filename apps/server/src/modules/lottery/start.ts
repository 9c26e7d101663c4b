import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import lotteryRoutes from './routes.ts';
import { createLotteryService, type LotteryService } from './service.ts';
import { createDrawStream } from './stream.ts';

const TICK_MS = 1000;

/**
 * Brings the lottery up with the platform: its routes, the result stream and (unless
 * LOTTERY_SCHEDULER is off) the draw scheduler, a tick a second on every instance of which only
 * the holder of the leader lock does the work. All of it stops when `app` closes.
 */
export async function startLottery(app: FastifyInstance, database: Database, config: Config): Promise<LotteryService> {
  const lottery = createLotteryService(database, config);
  const stream = createDrawStream(lottery, app.log);
  await app.register(lotteryRoutes, { lottery, stream });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  if (config.lottery.scheduler) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = lottery
          .tick(new Date())
          .then((report) => {
            if (report.drawn.length > 0 || report.voided.length > 0) app.log.info({ report }, 'lottery draws made');
          })
          .catch((err: unknown) => app.log.error({ err }, 'lottery tick failed'))
          .finally(() => {
            running = null;
          });
      }, TICK_MS);
      timer.unref();
    });
  }
  // Before the database closes: no new tick, the one under way finished, open streams ended.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
    stream.close();
  });
  return lottery;
}
