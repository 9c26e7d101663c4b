import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { IdentityDeps } from './deps.ts';
import { findSubmission } from './queue.ts';
import { identitySubmissions } from './schema.ts';
import { submissionView } from './views.ts';

type Outcome = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * Approves or rejects a pending submission and writes the audit row in the same transaction; a
 * submission already reviewed (by another operator too) is refused and changes nothing.
 */
export async function reviewSubmission(deps: IdentityDeps, who: OperatorContext, id: number, outcome: Outcome) {
  const reason = outcome.status === 'rejected' ? outcome.reason : null;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(identitySubmissions)
      .set({ status: outcome.status, reason, operatorId: who.operatorId, reviewedAt: deps.clock() })
      .where(and(eq(identitySubmissions.id, id), eq(identitySubmissions.status, 'pending')))
      .returning();
    if (!updated) return null;
    await deps.audit(tx, {
      operatorId: who.operatorId,
      action: outcome.status === 'approved' ? 'identity.approve' : 'identity.reject',
      target: `identity:${id}`,
      detail: { memberId: updated.memberId, ...(reason === null ? {} : { reason }) },
    });
    return updated;
  });
  if (!row) {
    await findSubmission(deps, id);
    throw new AppError('identity.not_pending', 409);
  }
  return submissionView(row, await deps.members.userInfo(row.memberId));
}
