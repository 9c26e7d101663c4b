import { and, desc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countWhere } from '../../db/paginate.ts';
import type { TradeRow, TradeSource } from '../records/index.ts';
import { claimLabel, promotionTitles } from './bonuses.ts';
import { rewardClaims } from './schema.ts';

type Claim = typeof rewardClaims.$inferSelect;

/** Claimed rewards as transaction records: credited at once, so always a success. */
async function tradeRows(db: Db, claims: Claim[], lang: Lang): Promise<TradeRow[]> {
  const titles = await promotionTitles({ db }, claims);
  return claims.map((c) => ({
    orderNo: c.orderNo,
    type: 'bonus',
    method: c.kind,
    methodLabel: claimLabel(c, lang, titles),
    status: 'success',
    amount: c.amount,
    fee: null,
    remark: null,
    createdAt: c.createdAt,
  }));
}

/** The member's claimed rewards that paid something (a sign-in without a deposit pays nothing), as type bonus. */
export function rewardTradeSource(db: Db): TradeSource {
  return {
    type: 'bonus',
    async trades(q) {
      if (q.status && q.status !== 'success') return { rows: [], total: 0 };
      const where = and(
        eq(rewardClaims.memberId, q.memberId),
        gt(rewardClaims.amount, 0n),
        gte(rewardClaims.createdAt, q.from),
        lt(rewardClaims.createdAt, q.to),
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(rewardClaims)
          .where(where)
          .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
          .limit(q.limit),
        countWhere(db, rewardClaims, where),
      ]);
      return { total, rows: await tradeRows(db, rows, q.lang) };
    },
    async trade(memberId, orderNo, lang) {
      const rows = await db
        .select()
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.orderNo, orderNo), gt(rewardClaims.amount, 0n)),
        );
      return (await tradeRows(db, rows, lang))[0] ?? null;
    },
  };
}
