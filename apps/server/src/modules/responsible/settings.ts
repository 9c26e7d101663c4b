import { sql } from 'drizzle-orm';
import type { ExclusionChoice, LimitKind } from '@app/contract';
import type { ResponsibleDeps } from './deps.ts';
import { exclude } from './exclusion.ts';
import { setLimit } from './limits.ts';
import { responsibleSettings } from './schema.ts';
import { statusOf } from './status.ts';

// The member's changes on the responsible-play page, each answered with the status as it then stands.

export async function changeLimit(deps: ResponsibleDeps, memberId: number, kind: LimitKind, amount: bigint | null) {
  await setLimit(deps.db, memberId, kind, amount, deps.clock());
  return statusOf(deps, memberId);
}

export async function startExclusion(
  deps: ResponsibleDeps,
  memberId: number,
  choice: ExclusionChoice,
  password: string,
) {
  await exclude(deps, memberId, choice, password);
  return statusOf(deps, memberId);
}

export async function setRealityCheck(deps: ResponsibleDeps, memberId: number, minutes: number) {
  await deps.db
    .insert(responsibleSettings)
    .values({ memberId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({
      target: responsibleSettings.memberId,
      set: { realityCheckMinutes: sql`excluded.reality_check_minutes` },
    });
  return statusOf(deps, memberId);
}
