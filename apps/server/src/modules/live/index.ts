import type { Lang } from '@app/contract';
import type { PageQuery } from '../../db/paginate.ts';
import { repeat } from '../../lib/lifecycle.ts';
import { betOf, betsOf, totalsOf } from './bet-records.ts';
import type { LiveDeps } from './deps.ts';
import { liveRoutes } from './routes.ts';
import { createLiveStream } from './stream.ts';
import { liveStep } from './tick.ts';

export type { LiveDeps } from './deps.ts';
export type { LiveBetRecord } from './bet-records.ts';

const TICK_MS = 1000;
type Range = { from: Date; to: Date };
type BetsQuery = { range: Range; status?: 'unfinished' | 'completed' | 'cancelled' | undefined };

/**
 * The live baccarat table: rounds on a fixed clock that every member at the table shares, each
 * dealt from a seed committed when it opened, and settled for all its bets at once. Unless
 * LIVE_SCHEDULER is off, a step a second opens, deals and settles them (on every instance, of
 * which only the holder of the leader lock works). The bet records read the bets through the
 * functions it answers besides its routes.
 */
export function startLive(deps: LiveDeps) {
  const { lifecycle } = deps;
  const stream = createLiveStream(deps);
  if (deps.config.live.scheduler) {
    repeat(lifecycle, 'live table', TICK_MS, async () => {
      const report = await liveStep(deps, deps.clock());
      if (report.settled > 0) lifecycle.log.info({ report }, 'live rounds settled');
    });
  }
  lifecycle.beforeClose(() => stream.close());
  return {
    routes: liveRoutes(deps, stream),
    /** One step of the scheduler at `now`, for tests that drive the table by hand. */
    step: (now: Date) => liveStep(deps, now),
    betsOf: (memberId: number, q: BetsQuery, page: PageQuery, lang: Lang) => betsOf(deps, memberId, q, page, lang),
    totalsOf: (memberId: number, range: Range) => totalsOf(deps, memberId, range),
    betOf: (memberId: number, orderNo: string, lang: Lang) => betOf(deps, memberId, orderNo, lang),
  };
}

export type Live = ReturnType<typeof startLive>;
