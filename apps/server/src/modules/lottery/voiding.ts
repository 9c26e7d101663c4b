import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { LotteryDeps } from './deps.ts';
import { drawById } from './draw-reads.ts';
import { lotteryDraws } from './schema.ts';
import { finishBets } from './settlement.ts';
import { drawView, type DrawRow } from './views.ts';

/** Voids a draw not yet drawn (open or closed); its bets are then refunded. Null when it is not voidable. */
export async function voidDraw(ex: Executor, drawId: string, reason: string): Promise<DrawRow | null> {
  const [d] = await ex
    .update(lotteryDraws)
    .set({ status: 'void', voidReason: reason })
    .where(and(eq(lotteryDraws.id, drawId), inArray(lotteryDraws.status, ['open', 'closed'])))
    .returning();
  return d ?? null;
}

/** An operator voids a draw not yet drawn (audited); its bets are cancelled and refunded. */
export async function adminVoid(deps: LotteryDeps, who: OperatorContext, drawId: string, reason: string, lang: Lang) {
  const { db } = deps.database;
  const draw = await db.transaction(async (tx) => {
    const d = await voidDraw(tx, drawId, reason);
    if (!d)
      throw (await drawById(tx, drawId))
        ? new AppError('lottery.void_not_allowed', 409)
        : new AppError('lottery.draw_not_found', 404);
    await deps.audit(tx, { operatorId: who.operatorId, action: 'lottery.void', target: drawId, detail: { reason } });
    return d;
  });
  const now = new Date();
  const refunded = await finishBets(deps, draw, now);
  return { draw: drawView((await drawById(db, drawId))!, lang, now), refunded };
}
