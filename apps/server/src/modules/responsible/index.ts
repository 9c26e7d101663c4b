import type { ResponsibleDeps } from './deps.ts';
import { responsibleGates } from './gates.ts';
import { responsibleRoutes } from './routes.ts';
import { endSessionsAtLossLimit } from './venue-sessions.ts';

export type { ResponsibleDeps, BetTotals, ExclusionHook } from './deps.ts';
export type { MoneyAttempt } from './gates.ts';

/**
 * Responsible play (docs/decisions.md, Responsible play): deposit and loss limits, cool-off and
 * self-exclusion, the reality check and the activity statement. `gates` are the checks the
 * sign-in, deposit, bet, venue-transfer, game-launch and reward actions run (lib/gates.ts), filled
 * in by platform/; `venueBetsSynced` follows the venue bet sync.
 */
export function startResponsible(deps: ResponsibleDeps) {
  return {
    routes: responsibleRoutes(deps),
    gates: responsibleGates(deps),
    /** After a venue bet sync: ends the venue sessions of those whose day's loss reached their limit. */
    venueBetsSynced: (memberIds: number[]) => endSessionsAtLossLimit(deps, memberIds),
  };
}
