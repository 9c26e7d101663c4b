import { NOT_LISTENING } from '../../lib/invalidation.ts';
import { createVenueCatalogue } from './catalogue.ts';
import type { VenueDeps } from './deps.ts';
import { createVenueLaunch } from './launch.ts';
import { createSessionEnds, type SessionEndReport } from './session-ends.ts';
import { createVenueTransfers, type ReconcileReport } from './transfers.ts';

/** What the venue service is built from; without `changes` (tools, tests) every venue lookup reads the database. */
export type VenueServiceDeps = Pick<VenueDeps, 'db' | 'config' | 'clock'> & Partial<Pick<VenueDeps, 'changes'>>;

/**
 * The venue catalogue, the transfers between central and venue wallets, game launches, and the
 * ending of members' game sessions.
 */
export function createVenueService({ db, config, clock, changes = NOT_LISTENING }: VenueServiceDeps) {
  const timeoutMs = config.venues.timeoutMs;
  const catalogue = createVenueCatalogue(db, { timeoutMs, changes, clock });
  const transfers = createVenueTransfers(db, catalogue, { timeoutMs, clock });
  const sessionEnds = createSessionEnds(db, catalogue, { timeoutMs, clock });
  return { catalogue, ...transfers, launch: createVenueLaunch(catalogue, transfers.ensurePlayer), sessionEnds };
}

export type VenueService = ReturnType<typeof createVenueService>;

/**
 * Settles venue transfers whose outcome is unknown, exactly once each, even with several
 * instances running it at once. The interval job calls it; so can tests and operators.
 */
export function reconcileVenueTransfers(
  deps: VenueServiceDeps,
  options: { asOf?: Date; limit?: number } = {},
): Promise<ReconcileReport> {
  return createVenueService(deps).reconcile(options);
}

/**
 * Asks the venues again to end the sessions they have not confirmed ending, each request once
 * even with several instances running it. The interval job calls it; so can tests.
 */
export function retryVenueSessionEnds(
  deps: VenueServiceDeps,
  options: { asOf?: Date; limit?: number } = {},
): Promise<SessionEndReport> {
  return createVenueService(deps).sessionEnds.retry(options);
}
