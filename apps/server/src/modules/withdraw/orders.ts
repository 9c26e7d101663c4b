import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { withdrawOrders } from './schema.ts';

export type Order = typeof withdrawOrders.$inferSelect;

/** The ledger hold of an order: one per order, released or posted exactly once. */
export const holdRef = (orderNo: string) => `withdraw:${orderNo}`;

/** The member's order made by the request with this Idempotency-Key, if any. */
export async function orderByKey(ex: Executor, memberId: number, key: string): Promise<Order | null> {
  const [o] = await ex
    .select()
    .from(withdrawOrders)
    .where(and(eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.idempotencyKey, key)));
  return o ?? null;
}

/** One page of the orders matching `where`, newest first, shown through `view`. */
export function ordersPage<Item>(
  db: Executor,
  query: PageQuery,
  where: SQL | undefined,
  view: (orders: Order[]) => Promise<Item[]>,
) {
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(withdrawOrders)
        .where(where)
        .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
        .limit(limit)
        .offset(offset),
    total: () => countWhere(db, withdrawOrders, where),
    view,
  });
}
