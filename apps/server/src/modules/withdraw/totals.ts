import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawOrders } from './schema.ts';

/** What a member has withdrawn or is withdrawing: the amounts of their paid and pending orders, in fen. */
export async function withdrawnTotal(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawOrders.amount}), 0)::text` })
    .from(withdrawOrders)
    .where(and(eq(withdrawOrders.memberId, memberId), inArray(withdrawOrders.status, ['pending', 'paid'])));
  return BigInt(row?.total ?? '0');
}
