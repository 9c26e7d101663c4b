import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Lang, SecurityNoticeKind } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import type { SecurityDeps } from './deps.ts';
import { securityNotices } from './schema.ts';
import { noticeView } from './views.ts';

/**
 * Writes a notice to the member in `ex`: the transaction of the change it tells of, so there is
 * never one without the other. `params` fill its text's placeholders.
 */
export async function notify(
  deps: SecurityDeps,
  ex: Executor,
  memberId: number,
  kind: SecurityNoticeKind,
  params: Record<string, string> = {},
): Promise<void> {
  await ex.insert(securityNotices).values({ memberId, kind, params });
  // A sign-in from a new device is also a message in the inbox (docs/decisions.md, Messages and notices).
  if (kind === 'new_device') await deps.tell?.(ex, memberId, 'new_device', params);
}

/** The member's notices, newest first. */
export function noticesOf({ db }: SecurityDeps, memberId: number, query: PageQuery, lang: Lang) {
  const mine = eq(securityNotices.memberId, memberId);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db.select().from(securityNotices).where(mine).orderBy(desc(securityNotices.id)).limit(limit).offset(offset),
    total: () => countWhere(db, securityNotices, mine),
    view: (rows) => rows.map((row) => noticeView(row, lang)),
  });
}

const unreadOf = (memberId: number) => and(eq(securityNotices.memberId, memberId), isNull(securityNotices.readAt));

/** How many notices the member has not seen yet (the badge on the set and My pages). */
export async function unreadCount({ db }: SecurityDeps, memberId: number): Promise<{ count: number }> {
  return { count: await countWhere(db, securityNotices, unreadOf(memberId)) };
}

export async function markRead({ db, clock }: SecurityDeps, memberId: number): Promise<void> {
  await db.update(securityNotices).set({ readAt: clock() }).where(unreadOf(memberId));
}
