import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Lang, SecurityNoticeKind } from '@app/contract';
import type { Db, Executor } from '../../db/client.ts';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { securityNotices } from './schema.ts';
import { noticeView } from './views.ts';

/** Writes a notice to the member; `params` fill its text's placeholders. */
export async function notify(
  ex: Executor,
  memberId: number,
  kind: SecurityNoticeKind,
  params: Record<string, string> = {},
): Promise<void> {
  await ex.insert(securityNotices).values({ memberId, kind, params });
}

/** The member's notices, newest first. */
export function noticesOf(db: Db, memberId: number, query: PageQuery, lang: Lang) {
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
export async function unreadCount(db: Db, memberId: number): Promise<{ count: number }> {
  return { count: await countWhere(db, securityNotices, unreadOf(memberId)) };
}

export async function markRead(db: Db, memberId: number): Promise<void> {
  await db.update(securityNotices).set({ readAt: new Date() }).where(unreadOf(memberId));
}
