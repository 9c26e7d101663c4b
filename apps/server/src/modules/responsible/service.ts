import type { ExclusionChoice, Lang, LimitKind } from '@app/contract';
import type { ResponsibleDeps } from './deps.ts';
import { exclude, refuseSignIn, refuseWhileExcluded } from './exclusion.ts';
import { responsibleGates } from './gates.ts';
import { setLimit } from './limits.ts';
import { realityCheck } from './reality.ts';
import { statement } from './statement.ts';
import { setRealityCheck, statusOf } from './status.ts';
import { endSessionsAtLossLimit } from './venue-sessions.ts';

/** Responsible play, job by job: the member's limits, exclusions, reality check and statement, and the gates. */
export function createResponsibleService(deps: ResponsibleDeps) {
  return {
    status: (memberId: number) => statusOf(deps, memberId),
    async setLimit(memberId: number, kind: LimitKind, amount: bigint | null) {
      await setLimit(deps.db, memberId, kind, amount, deps.clock());
      return statusOf(deps, memberId);
    },
    async exclude(memberId: number, choice: ExclusionChoice, password: string) {
      await exclude(deps, memberId, choice, password);
      return statusOf(deps, memberId);
    },
    async setRealityCheck(memberId: number, minutes: number) {
      await setRealityCheck(deps, memberId, minutes);
      return statusOf(deps, memberId);
    },
    realityCheck: (member: { memberId: number; sessionId: number }) => realityCheck(deps, member),
    statement: (memberId: number, q: { from: string; to: string }, lang: Lang) => statement(deps, memberId, q, lang),
    gates: {
      ...responsibleGates(deps),
      signIn: (a: { memberId: number }) => refuseSignIn(deps, a.memberId),
      /** No exclusion running: an online deposit order checks it again once written (deposit/submit.ts). */
      excluded: (a: { memberId: number }) => refuseWhileExcluded(deps, a.memberId),
    },
    /** After a venue bet sync: ends the venue sessions of those whose day's loss reached their limit. */
    venueBetsSynced: (memberIds: number[]) => endSessionsAtLossLimit(deps, memberIds),
  };
}

export type ResponsibleService = ReturnType<typeof createResponsibleService>;
