import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActivitySaveSchema } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { RewardsDeps } from './deps.ts';
import { fenOf } from './money.ts';
import type { Promotion } from './promo-rules.ts';
import { adminView } from './promo-views.ts';
import { cleanHtml } from '../../lib/rich-text.ts';
import { promotions, rewardClaims } from './schema.ts';

type Save = z.output<typeof ActivitySaveSchema>;

/** The stored row of what an operator saved: rich text cleaned, yuan to fen, percentages to basis points. */
export function promotionValues(input: Save) {
  return {
    kind: input.kind,
    titleZhHans: input.titleZhHans,
    titleEn: input.titleEn,
    summaryZhHans: input.summaryZhHans,
    summaryEn: input.summaryEn,
    contentZhHans: cleanHtml(input.contentZhHans),
    contentEn: cleanHtml(input.contentEn),
    banner: input.banner,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    enabled: input.enabled,
    sort: input.sort,
    percentBp: Math.round(input.percent * 100),
    cap: fenOf(input.cap),
    minimum: fenOf(input.minimum),
    bonus: fenOf(input.bonus),
    days: input.days,
    level: input.level,
    turnoverPercent: Math.round(input.turnoverMultiple * 100),
  };
}

async function statsOf(tx: Pick<Tx, 'select'>, id: number) {
  const [row] = await tx
    .select({ claims: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(${rewardClaims.amount}), 0)::text` })
    .from(rewardClaims)
    .where(eq(rewardClaims.kind, `activity:${id}`));
  return { claims: row!.claims, paid: BigInt(row!.paid) };
}

// The operators' side of promotions: every one with what it paid, create or edit, end now (audited).

async function audited(deps: RewardsDeps, tx: Tx, op: OperatorContext, action: string, p: Promotion) {
  const view = adminView(p, await statsOf(tx, p.id));
  await deps.audit(tx, { operatorId: op.operatorId, action, target: `activity:${p.id}`, detail: view });
  return view;
}

export async function adminPromotions({ db }: RewardsDeps) {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.sort), desc(promotions.id));
  return { list: await Promise.all(rows.map(async (p) => adminView(p, await statsOf(db, p.id)))) };
}

export async function savePromotion(deps: RewardsDeps, op: OperatorContext, input: Save) {
  return deps.db.transaction(async (tx) => {
    const values = promotionValues(input);
    const [p] = input.id
      ? await tx
          .update(promotions)
          .set({ ...values, updatedAt: deps.clock() })
          .where(eq(promotions.id, input.id))
          .returning()
      : await tx.insert(promotions).values(values).returning();
    if (!p) throw new AppError('activity.not_found', 404);
    return audited(deps, tx, op, input.id ? 'activity.update' : 'activity.create', p);
  });
}

/** Ends a promotion at once: nothing more can be claimed from it; what was claimed stays. */
export async function endPromotion(deps: RewardsDeps, op: OperatorContext, id: number) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const [p] = await tx
      .update(promotions)
      .set({
        endsAt: sql`least(${promotions.endsAt}, greatest(${promotions.startsAt} + interval '1 millisecond', ${now.toISOString()}::timestamptz))`,
        updatedAt: now,
      })
      .where(eq(promotions.id, id))
      .returning();
    if (!p) throw new AppError('activity.not_found', 404);
    return audited(deps, tx, op, 'activity.end', p);
  });
}
