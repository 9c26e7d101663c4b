import type { ResponsibleDeps } from './deps.ts';
import { lossLimitsAt } from './limits.ts';
import { lossDayOf } from './loss.ts';

/**
 * After a venue bet sync: ends the venue sessions of those of `memberIds` whose day's loss has
 * reached their loss limit (docs/decisions.md, Sessions during an exclusion). The venues take
 * bets without asking us, so the synced loss is where we learn of it; a launch is refused from
 * then on (gates.ts `checkLaunch`).
 */
export async function endSessionsAtLossLimit(deps: ResponsibleDeps, memberIds: number[]): Promise<void> {
  const now = deps.clock();
  for (const [memberId, limit] of await lossLimitsAt(deps.db, memberIds, now)) {
    const day = await lossDayOf(deps, memberId, now);
    if (day.loss >= limit) await deps.endVenueSessions(memberId);
  }
}
