import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { NOT_LISTENING, type ChangeFeed } from '../../lib/invalidation.ts';
import { createVenueCatalogue } from './catalogue.ts';
import { createVenueLaunch } from './launch.ts';
import { createSessionEnds, type SessionEndReport } from './session-ends.ts';
import { createVenueTransfers, type ReconcileReport } from './transfers.ts';

/**
 * The venue catalogue, the transfers between central and venue wallets, game launches, and the
 * ending of members' game sessions. Without `changes` (tools, tests) every venue lookup reads the database.
 */
export function createVenueService(db: Db, config: Pick<Config, 'venues'>, changes: ChangeFeed = NOT_LISTENING) {
  const catalogue = createVenueCatalogue(db, { timeoutMs: config.venues.timeoutMs, changes });
  const transfers = createVenueTransfers(db, catalogue, { timeoutMs: config.venues.timeoutMs });
  const sessionEnds = createSessionEnds(db, catalogue, { timeoutMs: config.venues.timeoutMs });
  return { catalogue, ...transfers, launch: createVenueLaunch(catalogue, transfers.ensurePlayer), sessionEnds };
}

export type VenueService = ReturnType<typeof createVenueService>;

/**
 * Settles venue transfers whose outcome is unknown, exactly once each, even with several
 * instances running it at once. The interval job calls it; so can tests and operators.
 */
export function reconcileVenueTransfers(
  db: Db,
  config: Pick<Config, 'venues'>,
  options: { asOf?: Date; limit?: number } = {},
): Promise<ReconcileReport> {
  return createVenueService(db, config).reconcile(options);
}

/**
 * Asks the venues again to end the sessions they have not confirmed ending, each request once
 * even with several instances running it. The interval job calls it; so can tests.
 */
export function retryVenueSessionEnds(
  db: Db,
  config: Pick<Config, 'venues'>,
  options: { asOf?: Date; limit?: number } = {},
): Promise<SessionEndReport> {
  return createVenueService(db, config).sessionEnds.retry(options);
}
