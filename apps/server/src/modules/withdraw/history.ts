import { and, desc, eq } from 'drizzle-orm';
import type { Lang, WithdrawListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import { countWhere, paginate } from '../../db/paginate.ts';
import type { WithdrawDeps } from './deps.ts';
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
    view: async (rows) => {
      const labels = await labelsOf(payout, lang);
      return rows.map((o) => orderView(o, labels));
    },
  });
}
