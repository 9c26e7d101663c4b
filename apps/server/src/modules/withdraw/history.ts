import { and, eq } from 'drizzle-orm';
import type { Lang, WithdrawListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { WithdrawDeps } from './deps.ts';
import { ordersPage } from './orders.ts';
import { withdrawOrders } from './schema.ts';
import { labelsOf, orderView } from './views.ts';

/** The member's own withdrawals, newest first, optionally of one status. */
export async function withdrawalsOf(
  { db, payout }: WithdrawDeps,
  memberId: number,
  query: z.output<typeof WithdrawListQuerySchema>,
  lang: Lang,
) {
  const where = and(
    eq(withdrawOrders.memberId, memberId),
    query.status ? eq(withdrawOrders.status, query.status) : undefined,
  );
  return ordersPage(db, query, where, async (rows) => {
    const labels = await labelsOf(payout, lang);
    return rows.map((o) => orderView(o, labels));
  });
}
