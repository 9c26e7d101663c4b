import { formatFen } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { Gate } from '../../lib/gates.ts';
import type { WithdrawAttempt } from '../withdraw/index.ts';
import { latestSubmission } from './certificate.ts';
import type { IdentityDeps } from './deps.ts';

/**
 * The withdrawal gate: a withdrawal of the single threshold or more, or one that brings paid and
 * pending withdrawals to the cumulative threshold, needs an approved verification
 * (docs/decisions.md, Identity verification).
 */
export function identityGate(deps: IdentityDeps): Gate<WithdrawAttempt> {
  return async ({ memberId, amount }) => {
    const { singleFen, cumulativeFen } = deps.config.identity;
    const single = amount >= singleFen;
    if (!single && (await deps.withdraw.withdrawnTotal(memberId)) + amount < cumulativeFen) return;
    if ((await latestSubmission(deps.db, memberId))?.status === 'approved') return;
    throw single
      ? new AppError('identity.required_single', 403, { threshold: formatFen(singleFen) })
      : new AppError('identity.required_cumulative', 403, { threshold: formatFen(cumulativeFen) });
  };
}
