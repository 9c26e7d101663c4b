import { formatFen, type Certificate, type IdentitySubmission } from '@app/contract';
import type { IdentityDeps } from './deps.ts';
import type { identitySubmissions } from './schema.ts';

export type Submission = typeof identitySubmissions.$inferSelect;

/** The member's state from their newest submission, with the thresholds and what they withdrew so far. */
export function certificateView(
  config: IdentityDeps['config'],
  latest: Submission | undefined,
  withdrawn: bigint,
): Certificate {
  const { singleFen, cumulativeFen } = config.identity;
  const approved = latest?.status === 'approved';
  // The smallest withdrawal allowed already reaches a threshold: any next one needs verification.
  const smallest = config.withdraw.minFen;
  return {
    state: latest?.status ?? 'none',
    reason: latest?.status === 'rejected' ? latest.reason : null,
    submittedAt: latest?.createdAt.toISOString() ?? null,
    reviewedAt: latest?.reviewedAt?.toISOString() ?? null,
    singleThreshold: formatFen(singleFen),
    cumulativeThreshold: formatFen(cumulativeFen),
    withdrawnTotal: formatFen(withdrawn),
    required: !approved && (smallest >= singleFen || withdrawn + smallest >= cumulativeFen),
  };
}

/** A submission for the operators, with the member's username and registered real name. */
export function submissionView(
  s: Submission,
  member: { username: string; realName: string | null },
): IdentitySubmission {
  return {
    id: s.id,
    memberId: s.memberId,
    username: member.username,
    realName: member.realName,
    status: s.status,
    reason: s.reason,
    operatorId: s.operatorId,
    createdAt: s.createdAt.toISOString(),
    reviewedAt: s.reviewedAt?.toISOString() ?? null,
  };
}
