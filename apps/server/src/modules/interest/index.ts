import type { InterestDeps } from './deps.ts';
import { interestRoutes } from './routes.ts';
import { createInterestService } from './service.ts';
import { seedSettings } from './settings.ts';

export type { InterestDeps } from './deps.ts';

/**
 * The interest wallet (docs/decisions.md, Interest wallet): moves in and out of the member's own
 * ledger wallet, a daily accrual on each day's lowest balance (a background job, safe on several
 * instances), and claims paid from the house bonuses account. `seed` writes the default settings.
 */
export function startInterest(deps: Omit<InterestDeps, 'clock'> & { clock?: () => Date }) {
  const full = { ...deps, clock: deps.clock ?? (() => new Date()) };
  const interest = createInterestService(full);
  return { routes: interestRoutes(interest), service: interest, seed: () => seedSettings(deps.db) };
}
