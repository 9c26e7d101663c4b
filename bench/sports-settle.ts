// A sportsbook fixture of N open bets at the sandbox venue (its book kept in a JSON file, in a
// process of its own as a real venue is): the time from the fixture's end until every bet is
// settled at the venue and synced into our records.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { startTurnover } from '../apps/server/src/modules/turnover/index.ts';
import { createVenueBets } from '../apps/server/src/modules/venue/bets.ts';
import { createVenueService } from '../apps/server/src/modules/venue/service.ts';
import { scratchStore } from './databases.ts';
import { buildInProcess } from './members.ts';
import type { VenueCommand, VenueReply } from './sports-venue.ts';

export type SportsSettleResult = { bets: number; members: number; placeMs: number; venueMs: number; syncMs: number };

const SECRET = 'bench-sports-secret-0123456789';

/** The venue process, and the next reply of each kind it sends. */
function venueProcess() {
  const child = fork(join(import.meta.dirname, 'sports-venue.ts'), [], { execArgv: ['--import', 'tsx'] });
  const next = <T extends VenueReply['type']>(type: T) =>
    new Promise<Extract<VenueReply, { type: T }>>((resolve, reject) => {
      const onMessage = (m: VenueReply) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        resolve(m as Extract<VenueReply, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the sports venue exited with ${code}`)));
    });
  const send = (c: VenueCommand) => child.send(c);
  return { child, next, send };
}

/**
 * Has the venue place `n` singles on one fixture for `memberCount` players, syncs them while open,
 * then ends the fixture and times the venue's settlement (one pass, one write of its book) and the
 * platform's sync of every settled bet (the job's own sync).
 */
export async function sportsSettleRow(baseUrl: string | undefined, n: number, memberCount = 200) {
  const store = await scratchStore(baseUrl, 'sports');
  const dir = mkdtempSync(join(tmpdir(), 'bench-sports-venue-'));
  const venue = venueProcess();
  try {
    const app = await buildInProcess(store);
    try {
      const placed = venue.next('placed');
      venue.send({ type: 'place', n, members: memberCount, secret: SECRET, stateFile: join(dir, 'venue.json') });
      const { url, placeMs } = await placed;
      const venues = createVenueService({ db: app.database.db, config: app.config, clock: systemClock });
      await venues.catalogue.seed({ url, secret: SECRET });
      const bets = createVenueBets(app.database.db, venues.catalogue, {
        timeoutMs: 10_000,
        clock: systemClock,
        timeZone: app.config.timeZone,
        turnover: startTurnover({ clock: systemClock }),
      });
      await bets.sync();

      const ended = performance.now();
      const settledAtVenue = venue.next('settled');
      venue.send({ type: 'end' });
      const { settled, venueMs } = await settledAtVenue;
      const synced = (await bets.sync()).find((r) => r.venue === 'sandbox_sports');
      const syncMs = performance.now() - ended - venueMs;
      if (settled !== n || synced?.settled !== n)
        throw new Error(`settled ${settled}, synced ${synced?.settled} of ${n}`);
      return { bets: n, members: memberCount, placeMs, venueMs, syncMs } satisfies SportsSettleResult;
    } finally {
      await app.close();
    }
  } finally {
    venue.send({ type: 'close' });
    rmSync(dir, { recursive: true, force: true });
    await store.drop();
  }
}
