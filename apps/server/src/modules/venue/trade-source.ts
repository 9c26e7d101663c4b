import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { translate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { TradeSource } from '../records/trade-source.ts';
import { venueName } from './catalogue.ts';
import type { VenueFailure } from './protocol.ts';
import { venues, venueTransfers } from './schema.ts';
import { failureKey } from './transfers.ts';

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
      return {
        total: total?.n ?? 0,
        rows: rows.map(({ t, v }) => ({
          orderNo: t.id,
          type: 'transfer' as const,
          method: t.venueCode,
          methodLabel: translate(q.lang, t.direction === 'in' ? 'wallet.trade_in' : 'wallet.trade_out', {
            venue: venueName(v, q.lang),
          }),
          status: t.status,
          amount: t.amount,
          fee: null,
          remark: t.failureReason ? translate(q.lang, failureKey(t.failureReason as VenueFailure)) : null,
          createdAt: t.createdAt,
        })),
      };
    },
  };
}
