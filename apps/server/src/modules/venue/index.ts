import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { repeat } from '../../lib/lifecycle.ts';
import { startSandboxVenue } from '../../sandbox/venue/server.ts';
import { createVenueBets } from './bets.ts';
import type { VenueDeps } from './deps.ts';
import { createVenueService } from './service.ts';
import { venueTradeSource } from './trade-source.ts';

export type { VenueDeps } from './deps.ts';
export { DEMO_VENUES, venueName, type Venue } from './catalogue.ts';
export { playerOf } from './http-adapter.ts';
export { reconcileVenueTransfers } from './service.ts';
export type { MovedView, TransferView } from './transfers.ts';

/**
 * In demo mode (SEED_DEMO with SANDBOX_VENUE, and no VENUE_SANDBOX_URL) the sandbox venue runs on
 * 127.0.0.1 beside the platform so the demo venues work; it stops with the platform.
 */
async function venueEndpoint({ config, lifecycle }: VenueDeps) {
  if (config.venues.sandboxUrl) return { url: config.venues.sandboxUrl, secret: config.venues.sandboxSecret! };
  if (!config.venues.runSandbox || !config.seedDemo) return null;
  // The platform is the sandbox's only client here, so a secret of this run is enough.
  const secret = config.venues.sandboxSecret ?? randomBytes(24).toString('hex');
  const stateFile = config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'sandbox-venue.json');
  const sandbox = await startSandboxVenue({
    secret,
    port: config.venues.sandboxPort,
    sports: config.venues.sandboxSports,
    ...(stateFile ? { stateFile } : {}),
  });
  lifecycle.log.info(`sandbox venue (demo) listening on ${sandbox.url}`);
  lifecycle.beforeClose(() => sandbox.close());
  return { url: sandbox.url, secret };
}

/**
 * The venues: their catalogue (`seed` writes it), transfers between central and venue wallets with the
 * reconciliation job, game launches, the venue bets pulled from their histories by the sync job, and
 * the ending of a member's game sessions with its retry job.
 */
export async function startVenue(deps: VenueDeps) {
  const { db, config, lifecycle } = deps;
  const venues = createVenueService(deps);
  const endpoint = await venueEndpoint(deps);
  const bets = createVenueBets(db, venues.catalogue, {
    timeoutMs: config.venues.timeoutMs,
    clock: deps.clock,
    timeZone: config.timeZone,
    turnover: deps.turnover,
    afterSync: async (memberIds) => {
      for (const then of deps.betsSynced) await then(memberIds);
    },
  });
  repeat(lifecycle, 'venue reconciliation', config.venues.reconcileIntervalMs, async () => {
    const report = await venues.reconcile();
    if (report.checked > 0) lifecycle.log.info({ report }, 'venue transfers reconciled');
  });
  // Session ends a venue did not confirm are asked again as often as transfers are reconciled.
  repeat(lifecycle, 'venue session ends', config.venues.reconcileIntervalMs, async () => {
    const report = await venues.sessionEnds.retry();
    if (report.checked > 0) lifecycle.log.info({ report }, 'venue session ends retried');
  });
  repeat(lifecycle, 'venue bet sync', config.venues.betSyncIntervalMs, async () => {
    for (const r of await bets.sync()) {
      if (r.error) lifecycle.log.warn({ result: r }, 'venue bet sync stopped early');
      else if (r.changed > 0) lifecycle.log.info({ result: r }, 'venue bets synced');
    }
  });
  // Asked at once (an exclusion started, a loss limit was reached); a venue that fails is asked again by the job above.
  const endSessionsNow = async (memberId: number) => {
    const report = await venues.sessionEnds.endNow(memberId).catch((err: unknown) => {
      lifecycle.log.warn({ err, memberId }, 'venue session ends failed; the job retries them');
      return null;
    });
    if (report?.stillPending) lifecycle.log.warn({ report, memberId }, 'a venue did not end the sessions yet');
  };
  return {
    ...venues,
    /** For responsible play: a member's sessions to end, recorded in its transaction and asked at once. */
    memberSessions: { request: venues.sessionEnds.request, endNow: endSessionsNow },
    bets,
    tradeSource: venueTradeSource(db),
    seed: () => venues.catalogue.seed(endpoint),
  };
}

export type Venues = Awaited<ReturnType<typeof startVenue>>;
