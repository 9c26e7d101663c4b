import { formatFen } from '@app/contract';
import type { OperatorContext } from '../operator/index.ts';
import { accrueDue } from './accrual.ts';
import { autoCredit } from './claim.ts';
import type { InterestDeps } from './deps.ts';

/** The accrual job: every day due, then (when on) auto-credit. Answers the days it accrued. */
export async function runAccrual(deps: InterestDeps) {
  const days = await accrueDue(deps);
  await autoCredit(deps);
  return days;
}

/** An operator runs the job now (after downtime, say); audited with what it did. */
export async function runAccrualNow(deps: InterestDeps, op: OperatorContext) {
  const days = (await runAccrual(deps)).map((d) => ({ ...d, amount: formatFen(d.amount) }));
  await deps.audit(deps.db, {
    operatorId: op.operatorId,
    action: 'interest.accrue',
    target: 'interest',
    detail: { days },
  });
  return { days };
}
