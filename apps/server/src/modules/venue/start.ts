import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { startSandboxVenue, type SandboxVenue } from '../../sandbox/venue/server.ts';
import { createVenueService, type VenueService } from './service.ts';

/**
 * Brings the venues up with the platform: seeds the catalogue, and in demo mode (SEED_DEMO with
 * SANDBOX_VENUE, and no VENUE_SANDBOX_URL) runs the sandbox venue on 127.0.0.1 beside the
 * platform so the demo venues work; starts the reconciliation job. All of it stops with `app`.
 */
export async function startVenues(app: FastifyInstance, db: Db, config: Config): Promise<VenueService> {
  let sandbox: SandboxVenue | null = null;
  let endpoint = config.venues.sandboxUrl
    ? { url: config.venues.sandboxUrl, secret: config.venues.sandboxSecret! }
    : null;
  if (!endpoint && config.venues.runSandbox && config.seedDemo) {
    // The platform is the sandbox's only client here, so a secret of this run is enough.
    const secret = config.venues.sandboxSecret ?? randomBytes(24).toString('hex');
    const stateFile = config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'sandbox-venue.json');
    sandbox = await startSandboxVenue({ secret, port: config.venues.sandboxPort, ...(stateFile ? { stateFile } : {}) });
    endpoint = { url: sandbox.url, secret };
    app.log.info(`sandbox venue (demo) listening on ${sandbox.url}`);
  }

  const venues = createVenueService(db, config);
  await venues.catalogue.seed(endpoint);

  let timer: NodeJS.Timeout | undefined;
  if (config.venues.reconcileIntervalMs > 0) {
    let running = false;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      venues
        .reconcile()
        .then((report) => {
          if (report.checked > 0) app.log.info({ report }, 'venue transfers reconciled');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'venue reconciliation failed'))
        .finally(() => {
          running = false;
        });
    }, config.venues.reconcileIntervalMs);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sandbox?.close();
  });
  return venues;
}
