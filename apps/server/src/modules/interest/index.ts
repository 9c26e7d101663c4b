import { repeat } from '../../lib/lifecycle.ts';
import type { InterestDeps } from './deps.ts';
import { runAccrual } from './job.ts';
import { interestRoutes } from './routes.ts';
import { seedSettings } from './settings.ts';

export type { InterestDeps } from './deps.ts';

/**
 * The interest wallet (docs/decisions.md, Interest wallet): moves in and out of the member's own
 * ledger wallet, a daily accrual on each day's lowest balance (a background job, safe on several
 * instances), and claims paid from the house bonuses account. `seed` writes the default settings.
 */
export function startInterest(deps: InterestDeps) {
  repeat(deps.lifecycle, 'interest accrual', deps.config.interest.accrualIntervalMs, async () => {
    await runAccrual(deps);
  });
  return { routes: interestRoutes(deps), seed: () => seedSettings(deps.db) };
}
