// Settling one live table round of N bets (the live module's scheduler step at the round's close),
// against an INSERT..SELECT of N rows on the same database.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BACCARAT_BETS, liveRoundAt, liveRound } from '@app/contract';
import { byHand } from '../apps/server/test/lottery.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { detachedKey } from '../apps/server/src/lib/idempotency/index.ts';
import { startLive } from '../apps/server/src/modules/live/index.ts';
import { placeLiveBets } from '../apps/server/src/modules/live/place.ts';
import { startTurnover } from '../apps/server/src/modules/turnover/index.ts';
import { scratchStore } from './databases.ts';
import { buildInProcess, makeMembers } from './members.ts';
import { insertSelect, type SettleResult } from './settle.ts';

/** A cycle long enough to place every bet before the round closes. */
const CYCLE_SECONDS = 3600;

/**
 * Places `n` bets (five spots an order, 8 orders at a time) from `memberCount` members on one round
 * of the live table, then times the step at its close: the deal and the settlement of every bet
 * in one transaction (live/settle.ts).
 */
export async function liveSettleRow(baseUrl: string | undefined, n: number, memberCount = 100): Promise<SettleResult> {
  const store = await scratchStore(baseUrl, 'live');
  try {
    const app = await buildInProcess(store);
    try {
      const config = { ...app.config, live: { scheduler: false, cycleSeconds: CYCLE_SECONDS } };
      const deps = {
        database: app.database,
        config,
        clock: systemClock,
        lifecycle: byHand,
        turnover: startTurnover({ clock: systemClock }),
        betGates: [],
      };
      const live = startLive(deps);
      const members = await makeMembers(app, memberCount);
      const round = liveRound(
        'live_baccarat',
        liveRoundAt('live_baccarat', new Date(), CYCLE_SECONDS).n + 1,
        CYCLE_SECONDS,
      );
      await live.step(new Date(round.opensAt.getTime() - 1000));
      const orders = Math.ceil(n / BACCARAT_BETS.length);
      let next = 0;
      const worker = async () => {
        for (let o = next++; o < orders; o = next++) {
          const size = Math.min(BACCARAT_BETS.length, n - o * BACCARAT_BETS.length);
          const bets = BACCARAT_BETS.slice(0, size).map((spot) => ({ spot, amount: '2' }));
          await placeLiveBets(
            deps,
            members[o % members.length]!.uid,
            { roundId: round.id, bets },
            detachedKey(randomUUID()),
            'en',
          );
        }
      };
      const placing = performance.now();
      await Promise.all(Array.from({ length: 8 }, worker));
      const placeMs = performance.now() - placing;
      const start = performance.now();
      const done = await live.step(round.closesAt);
      const settleMs = performance.now() - start;
      if (done.settled !== n) throw new Error(`settled ${done.settled} of ${n} live bets`);
      const insertMs = await insertSelect(app, n);
      return { bets: n, members: members.length, placeMs, settleMs, insertMs };
    } finally {
      await app.close();
    }
  } finally {
    await store.drop();
  }
}
