import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createVenueCatalogue } from './catalogue.ts';
import { createVenueTransfers, type ReconcileReport } from './transfers.ts';

/** The venue catalogue and the transfers between central and venue wallets. */
export function createVenueService(db: Db, config: Pick<Config, 'venues'>) {
  const catalogue = createVenueCatalogue(db, { timeoutMs: config.venues.timeoutMs });
  return { catalogue, ...createVenueTransfers(db, catalogue, { timeoutMs: config.venues.timeoutMs }) };
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
