import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { translate, type Lang, type VipPerk } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countWhere } from '../../db/paginate.ts';
import type { TradeRow, TradeSource } from '../records/trade-source.ts';
import { rewardClaims } from './schema.ts';

type Claim = typeof rewardClaims.$inferSelect;

/** A claimed reward as a transaction record: credited at once, so always a success. */
function tradeRow(c: Claim, lang: Lang): TradeRow {
  const perk = c.kind.slice('vip.'.length) as VipPerk;
  return {
    orderNo: c.orderNo,
    type: 'bonus',
    method: c.kind,
    methodLabel: `${translate(lang, `rewards.perk.${perk}`)} VIP${c.level}`,
    status: 'success',
    amount: c.amount,
    fee: null,
    remark: null,
    createdAt: c.createdAt,
  };
}

/** The member's claimed rewards, for the transaction records (type bonus). */
export function rewardTradeSource(db: Db): TradeSource {
  return {
    type: 'bonus',
    async trades(q) {
      if (q.status && q.status !== 'success') return { rows: [], total: 0 };
      const where = and(
        eq(rewardClaims.memberId, q.memberId),
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
      return { total, rows: rows.map((c) => tradeRow(c, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const [c] = await db
        .select()
        .from(rewardClaims)
        .where(and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.orderNo, orderNo)));
      return c ? tradeRow(c, lang) : null;
    },
  };
}
