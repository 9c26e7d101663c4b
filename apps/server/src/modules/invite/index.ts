import { repeat } from '../../lib/lifecycle.ts';
import type { InviteDeps } from './deps.ts';
import { inviteRoutes } from './routes.ts';
import { settleDay, settleMissedDays } from './settle.ts';

export type { InviteDeps } from './deps.ts';

/** How often an instance looks for business days whose rebates are not settled yet. */
const SETTLE_EVERY_MS = 10 * 60 * 1000;

/**
 * Invites and rebates: the member's code, invitees and rebates, and the daily settlement that
 * pays inviters a share of their invitees' valid turnover (docs/decisions.md, Invites).
 */
export function startInvite(deps: InviteDeps) {
  if (deps.lifecycle) repeat(deps.lifecycle, 'rebate settlement', SETTLE_EVERY_MS, () => settleMissedDays(deps));
  return {
    routes: inviteRoutes(deps),
    settleDay: (day: string) => settleDay(deps, day),
  };
}
