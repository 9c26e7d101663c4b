import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { translate, type Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { TradeRow, TradeSource } from '../records/index.ts';
import type { Order } from './orders.ts';
import { withdrawOrders } from './schema.ts';

const TRADE_STATUS = { pending: 'pending', paid: 'success', rejected: 'failed' } as const;

/** A withdrawal as a line of the member's transaction records. */
function tradeRow(o: Order, lang: Lang): TradeRow {
  return {
    orderNo: o.orderNo,
    type: 'withdrawal',
    method: o.method,
    methodLabel: translate(lang, `withdraw.method.${o.method}`),
    status: TRADE_STATUS[o.status],
    amount: o.amount,
    fee: o.fee,
    remark: o.remark,
    createdAt: o.createdAt,
  };
}

/** The order status shown as a trade status. */
const orderStatusOf = (status: TradeRow['status']) =>
  (Object.keys(TRADE_STATUS) as Order['status'][]).find((s) => TRADE_STATUS[s] === status)!;

/** Withdrawals, for the member's transaction records. */
export function withdrawTradeSource(db: Db): TradeSource {
  return {
    type: 'withdrawal',
    async trades(q) {
      const where = and(
        eq(withdrawOrders.memberId, q.memberId),
        gte(withdrawOrders.createdAt, q.from),
        lt(withdrawOrders.createdAt, q.to),
        q.status ? eq(withdrawOrders.status, orderStatusOf(q.status)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawOrders)
          .where(where)
          .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
          .limit(q.limit),
        db.select({ n: count() }).from(withdrawOrders).where(where),
      ]);
      return { total: total?.n ?? 0, rows: rows.map((o) => tradeRow(o, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const [o] = await db
        .select()
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.orderNo, orderNo)));
      return o ? tradeRow(o, lang) : null;
    },
  };
}
