import type { ResponsibleDeps } from './deps.ts';
import { responsibleRoutes } from './routes.ts';
import { createResponsibleService } from './service.ts';

export type { ResponsibleDeps, BetTotals, ExclusionHook } from './deps.ts';
export type { MoneyAttempt } from './gates.ts';

/**
 * Responsible play (docs/decisions.md, Responsible play): deposit and loss limits, cool-off and
 * self-exclusion, the reality check and the activity statement. `gates` are the checks the
 * sign-in, deposit, bet, venue-transfer, game-launch and reward actions run (lib/gates.ts), filled
 * in by modules.ts; `venueBetsSynced` follows the venue bet sync.
 */
export function startResponsible(deps: Omit<ResponsibleDeps, 'clock'> & { clock?: () => Date }) {
  const service = createResponsibleService({ ...deps, clock: deps.clock ?? (() => new Date()) });
  return {
    routes: responsibleRoutes(service),
    gates: service.gates,
    venueBetsSynced: service.venueBetsSynced,
    service,
  };
}
