import { formatFen, type InterestListQuery, type InterestSettingsInput, type Lang } from '@app/contract';
import { repeat } from '../../lib/lifecycle.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { OperatorContext } from '../operator/service.ts';
import { accrueDue } from './accrual.ts';
import { autoCredit, claim } from './claim.ts';
import type { InterestDeps } from './deps.ts';
import { move } from './moves.ts';
import { interestData, interestList, interestTypes } from './reads.ts';
import { readSettings, saveSettings } from './settings.ts';
import { settingsView } from './views.ts';

/** The accrual job: every day due, then (when on) auto-credit. Answers the days it accrued. */
async function runJob(deps: InterestDeps) {
  const days = await accrueDue(deps);
  await autoCredit(deps);
  return days;
}

export function createInterestService(deps: InterestDeps) {
  repeat(deps.lifecycle, 'interest accrual', deps.config.interest.accrualIntervalMs, async () => {
    await runJob(deps);
  });
  return {
    data: (memberId: number) => interestData(deps, memberId),
    types: (lang: Lang) => interestTypes(lang),
    list: (memberId: number, query: InterestListQuery & { page: number; limit: number }, lang: Lang) =>
      interestList(deps, memberId, query, lang),
    receive: (memberId: number, key: IdempotencyKey) => claim(deps, memberId, key),
    into: (memberId: number, amount: bigint, key: IdempotencyKey) => move(deps, memberId, 'in', amount, key),
    turnout: (memberId: number, amount: bigint, key: IdempotencyKey) => move(deps, memberId, 'out', amount, key),
    admin: {
      settings: async () => settingsView(await readSettings(deps.db)),
      save: (op: OperatorContext, input: Required<InterestSettingsInput>) => saveSettings(deps, op, input),
      /** Runs the job now (after downtime, say); audited with what it did. */
      run: async (op: OperatorContext) => {
        const days = (await runJob(deps)).map((d) => ({ ...d, amount: formatFen(d.amount) }));
        await deps.audit(deps.db, {
          operatorId: op.operatorId,
          action: 'interest.accrue',
          target: 'interest',
          detail: { days },
        });
        return { days };
      },
    },
  };
}
export type InterestService = ReturnType<typeof createInterestService>;
