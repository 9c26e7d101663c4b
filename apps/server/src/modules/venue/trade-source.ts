import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { translate, type Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { TradeRow, TradeSource } from '../records/index.ts';
import { venueName } from './catalogue.ts';
import type { VenueFailure } from './protocol.ts';
import { venues, venueTransfers } from './schema.ts';
import { failureKey } from './transfers.ts';

/** A transfer as a line of the member's transaction records; its id is its order number. */
function tradeRow(t: typeof venueTransfers.$inferSelect, v: typeof venues.$inferSelect, lang: Lang): TradeRow {
  return {
    orderNo: t.id,
    type: 'transfer',
    method: t.venueCode,
    methodLabel: translate(lang, t.direction === 'in' ? 'wallet.trade_in' : 'wallet.trade_out', {
      venue: venueName(v, lang),
    }),
    status: t.status,
    amount: t.amount,
    fee: null,
    remark: t.failureReason ? translate(lang, failureKey(t.failureReason as VenueFailure)) : null,
    createdAt: t.createdAt,
  };
}

/** Transfers between the central wallet and venue wallets, for the member's transaction records. */
export function venueTradeSource(db: Db): TradeSource {
  return {
    type: 'transfer',
    async trades(q) {
      const where = and(
        eq(venueTransfers.memberId, q.memberId),
        gte(venueTransfers.createdAt, q.from),
        lt(venueTransfers.createdAt, q.to),
        q.status ? eq(venueTransfers.status, q.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ t: venueTransfers, v: venues })
          .from(venueTransfers)
          .innerJoin(venues, eq(venues.code, venueTransfers.venueCode))
          .where(where)
          .orderBy(desc(venueTransfers.createdAt), desc(venueTransfers.id))
          .limit(q.limit),
        db.select({ n: count() }).from(venueTransfers).where(where),
      ]);
      return { total: total?.n ?? 0, rows: rows.map(({ t, v }) => tradeRow(t, v, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const [row] = await db
        .select({ t: venueTransfers, v: venues })
        .from(venueTransfers)
        .innerJoin(venues, eq(venues.code, venueTransfers.venueCode))
        .where(and(eq(venueTransfers.memberId, memberId), eq(venueTransfers.id, orderNo)));
      return row ? tradeRow(row.t, row.v, lang) : null;
    },
  };
}
