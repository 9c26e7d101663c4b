import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Lang, UserGameListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { countWhere, paginate } from '../../db/paginate.ts';
import type { LotteryDeps } from './deps.ts';
import { lotteryBets, lotteryDraws } from './schema.ts';
import { betView } from './views.ts';

/** Bets with the status and result of their draws, newest first. */
export function betsWithDraws(ex: Executor, where: SQL | undefined) {
  return ex
    .select({ bet: lotteryBets, status: lotteryDraws.status, result: lotteryDraws.result })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(where)
    .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id));
}

export type BetWithDraw = Awaited<ReturnType<typeof betsWithDraws>>[number];

/** The bets one placeOrder made under an Idempotency-Key, in the order's line order. */
export async function betsByKey(ex: Executor, memberId: number, key: string): Promise<BetWithDraw[]> {
  const rows = await betsWithDraws(ex, and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.idempotencyKey, key)));
  return rows.sort((a, b) => a.bet.line - b.bet.line);
}

/** A member's bets, newest first. */
export async function memberBets(
  { database: { db } }: LotteryDeps,
  memberId: number,
  q: z.output<typeof UserGameListQuerySchema>,
  lang: Lang,
) {
  const where = and(
    eq(lotteryBets.memberId, memberId),
    q.game ? eq(lotteryBets.game, q.game) : undefined,
    q.status ? eq(lotteryBets.status, q.status) : undefined,
    q.drawId ? eq(lotteryBets.drawId, q.drawId) : undefined,
  );
  return paginate(q, {
    rows: ({ limit, offset }) => betsWithDraws(db, where).limit(limit).offset(offset),
    total: () => countWhere(db, lotteryBets, where),
    view: (rows) => rows.map((r) => betView(r.bet, r, lang)),
  });
}
