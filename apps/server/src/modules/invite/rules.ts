import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { REBATE_MAX_BASIS_POINTS, type RebateRules, type RebateRulesSaveSchema } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { InviteDeps } from './deps.ts';
import { rebateRules } from './schema.ts';
import { basisPointsOf, percentOf } from './views.ts';

/** The shares until an operator sets them: 0.50 % of direct invitees', 0.20 % of second-level turnover, once over. */
const DEFAULT_RULES = { level1BasisPoints: 50, level2BasisPoints: 20, turnoverPercent: 100 };

export type Rules = typeof DEFAULT_RULES;

export async function currentRules(ex: Executor): Promise<Rules> {
  const [row] = await ex.select().from(rebateRules).where(eq(rebateRules.id, 1));
  return row ?? DEFAULT_RULES;
}

export const rulesView = (r: Rules): RebateRules => ({
  level1Share: percentOf(r.level1BasisPoints),
  level2Share: percentOf(r.level2BasisPoints),
  turnoverMultiple: r.turnoverPercent / 100,
});

/** The shares in force, as members and operators read them. */
export async function rulesOf(deps: InviteDeps): Promise<RebateRules> {
  return rulesView(await currentRules(deps.db));
}

type Save = z.output<typeof RebateRulesSaveSchema>;

/** The operators' side: replace the shares (audited); days already settled keep what they paid. */
export async function saveRules(deps: InviteDeps, op: OperatorContext, input: Save): Promise<RebateRules> {
  const row = {
    level1BasisPoints: basisPointsOf(input.level1Share),
    level2BasisPoints: basisPointsOf(input.level2Share),
    turnoverPercent: Math.round(input.turnoverMultiple * 100),
  };
  if (row.level1BasisPoints > REBATE_MAX_BASIS_POINTS) throw new AppError('invite.share_rule');
  if (row.level2BasisPoints > row.level1BasisPoints) throw new AppError('invite.share_order');
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(rebateRules)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: rebateRules.id, set: { ...row, updatedAt: deps.clock() } });
    const view = rulesView(row);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'rebate.rules.save',
      target: 'rebate:rules',
      detail: view,
    });
    return view;
  });
}
