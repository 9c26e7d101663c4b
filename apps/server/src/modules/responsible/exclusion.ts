import { and, desc, eq, gt } from 'drizzle-orm';
import { EXCLUSION_CHOICES, exclusionEnd, wallTime, type ExclusionChoice } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ResponsibleDeps } from './deps.ts';
import { responsibleExclusions } from './schema.ts';

export type Exclusion = { kind: 'cooloff' | 'self_exclusion'; until: Date };

/** The exclusion that lasts longest among those running at `now`, or null. */
export async function activeExclusion(ex: Executor, memberId: number, now: Date): Promise<Exclusion | null> {
  const [row] = await ex
    .select({ kind: responsibleExclusions.kind, until: responsibleExclusions.endsAt })
    .from(responsibleExclusions)
    .where(and(eq(responsibleExclusions.memberId, memberId), gt(responsibleExclusions.endsAt, now)))
    .orderBy(desc(responsibleExclusions.endsAt))
    .limit(1);
  return row ? { kind: row.kind as Exclusion['kind'], until: row.until } : null;
}

/**
 * Starts a cool-off or self-exclusion once the login password is right. One that is running is
 * never shortened: a new one is refused until it ends (docs/decisions.md, Responsible play).
 * The `exclusionStarted` hooks act with it: the member's venue game sessions end and open online
 * deposit orders close, each recorded in the exclusion's transaction and carried out after it.
 */
export async function exclude(deps: ResponsibleDeps, memberId: number, choice: ExclusionChoice, password: string) {
  const now = deps.clock();
  await deps.verifyLoginPassword(memberId, password);
  const running = await activeExclusion(deps.db, memberId, now);
  if (running) {
    throw new AppError('responsible.already_excluded', 409, { until: wallTime(running.until, deps.config.timeZone) });
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(responsibleExclusions).values({
      memberId,
      kind: EXCLUSION_CHOICES[choice].kind,
      choice,
      startsAt: now,
      endsAt: exclusionEnd(choice, now),
    });
    for (const hook of deps.exclusionStarted) await hook.inTransaction(tx, memberId);
  });
  await Promise.all(deps.exclusionStarted.map((hook) => hook.afterCommit(memberId)));
}

/** Refuses money in, bets and rewards while an exclusion runs (withdrawals and reading stay open). */
export async function refuseWhileExcluded(deps: ResponsibleDeps, memberId: number): Promise<void> {
  const running = await activeExclusion(deps.db, memberId, deps.clock());
  if (running) throw blockedBy(deps, running);
}

export function blockedBy(deps: ResponsibleDeps, running: Exclusion): AppError {
  return new AppError(`responsible.blocked.${running.kind}`, 403, {
    until: wallTime(running.until, deps.config.timeZone),
  });
}

/** The sign-in gate: no session while an exclusion runs, with its end in the refusal. */
export async function refuseSignIn(deps: ResponsibleDeps, memberId: number): Promise<void> {
  const running = await activeExclusion(deps.db, memberId, deps.clock());
  if (!running) return;
  throw new AppError(`responsible.signin.${running.kind}`, 403, {
    until: wallTime(running.until, deps.config.timeZone),
  });
}
