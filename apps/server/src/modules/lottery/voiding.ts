import { sql } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { LotteryDeps } from './deps.ts';
import { dropStripes } from './draw-exposure.ts';
import { drawById } from './draw-reads.ts';
import { finishBets } from './settlement.ts';
import { drawView, type DrawRow } from './views.ts';

/**
 * Voids a draw not yet drawn (open or closed); its bets are then refunded. Null when it is not
 * voidable. Its members' shares and its stripes go first, in the order bets lock them, so bets in
 * flight on it go in before (and are refunded) or not at all.
 */
export async function voidDraw(ex: Executor, drawId: string, reason: string): Promise<DrawRow | null> {
  const voided = await ex.transaction(async (tx) => {
    await tx.execute(sql`delete from lottery_draw_shares where draw_id = ${drawId}`);
    await dropStripes(tx, [drawId]);
    return queryRows<{ id: string }>(
      tx,
      sql`update lottery_draws set status = 'void', void_reason = ${reason}
          where id = ${drawId} and status in ('open', 'closed') returning id`,
    );
  });
  return voided.length > 0 ? drawById(ex, drawId) : null;
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
  const now = deps.clock();
  const refunded = await finishBets(deps, draw, now);
  return { draw: drawView((await drawById(db, drawId))!, lang, now), refunded };
}
