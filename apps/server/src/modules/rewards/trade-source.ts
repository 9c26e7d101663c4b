import { and, desc, eq, gt, gte, lt } from 'drizzle-orm';
import { translate, type Lang, type VipPerk } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countWhere } from '../../db/paginate.ts';
import type { TradeRow, TradeSource } from '../records/trade-source.ts';
import { rewardClaims } from './schema.ts';

type Claim = typeof rewardClaims.$inferSelect;

/** A claimed reward as a transaction record: credited at once, so always a success. */
function labelOf(c: Claim, lang: Lang): string {
  if (c.kind === 'signin')
    return `${translate(lang, 'signin.title')} ${translate(lang, 'signin.day', { day: c.level })}`;
  return `${translate(lang, `rewards.perk.${c.kind.slice('vip.'.length) as VipPerk}`)} VIP${c.level}`;
}

function tradeRow(c: Claim, lang: Lang): TradeRow {
  return {
    orderNo: c.orderNo,
    type: 'bonus',
    method: c.kind,
    methodLabel: labelOf(c, lang),
    status: 'success',
    amount: c.amount,
    fee: null,
    remark: null,
    createdAt: c.createdAt,
  };
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
      return { total, rows: rows.map((c) => tradeRow(c, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const [c] = await db
        .select()
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.orderNo, orderNo), gt(rewardClaims.amount, 0n)),
        );
      return c ? tradeRow(c, lang) : null;
    },
  };
}
