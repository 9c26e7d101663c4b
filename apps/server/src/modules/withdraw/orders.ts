import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
