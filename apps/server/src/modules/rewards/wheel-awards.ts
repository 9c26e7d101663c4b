import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { RewardsDeps } from './deps.ts';
import { wheelSpins } from './schema.ts';
import { awardView } from './wheel-views.ts';

// The operators' side of item prizes: the list to send, and marking one sent.

export function adminAwards({ db }: RewardsDeps, query: PageQuery & { state?: 'pending' | 'fulfilled' }, lang: Lang) {
  const state =
    query.state === undefined
      ? undefined
      : query.state === 'pending'
        ? isNull(wheelSpins.fulfilledAt)
        : isNotNull(wheelSpins.fulfilledAt);
  const where = and(eq(wheelSpins.kind, 'item'), state);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db.select().from(wheelSpins).where(where).orderBy(desc(wheelSpins.id)).limit(limit).offset(offset),
    total: () => countWhere(db, wheelSpins, where),
    view: (rows) => rows.map((r) => ({ ...awardView(r, lang), memberId: r.memberId })),
  });
}

/** Marks an item prize sent (audited); once only. */
export async function fulfilAward(deps: RewardsDeps, op: OperatorContext, orderNo: string, lang: Lang) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(wheelSpins)
      .set({ fulfilledAt: deps.clock(), fulfilledBy: op.operatorId })
      .where(and(eq(wheelSpins.orderNo, orderNo), eq(wheelSpins.kind, 'item'), isNull(wheelSpins.fulfilledAt)))
      .returning();
    if (!row) {
      const [known] = await tx
        .select()
        .from(wheelSpins)
        .where(and(eq(wheelSpins.orderNo, orderNo), eq(wheelSpins.kind, 'item')));
      throw known ? new AppError('wheel.award_done', 409) : new AppError('wheel.award_not_found', 404);
    }
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'wheel.fulfil',
      target: `spin:${orderNo}`,
      detail: { memberId: row.memberId },
    });
    return awardView(row, lang);
  });
}
