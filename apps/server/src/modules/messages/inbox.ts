import { and, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import { paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessagesDeps, Recipient } from './deps.ts';
import { messageReads, messages } from './schema.ts';
import { messageView } from './views.ts';

/**
 * The messages a member may read at `now`: their own, and the broadcasts to everyone or to their
 * VIP level and above published since they joined; a scheduled one only once its time has come.
 */
function visibleTo(memberId: number, r: Recipient, now: Date) {
  const broadcast = or(
    eq(messages.audience, 'all'),
    and(eq(messages.audience, 'vip'), lte(messages.minVipLevel, r.vipLevel)),
  );
  return and(
    lte(messages.publishAt, now),
    or(eq(messages.memberId, memberId), and(gte(messages.publishAt, r.joinedAt), broadcast)),
  );
}

const readBy = (memberId: number) => and(eq(messageReads.messageId, messages.id), eq(messageReads.memberId, memberId));

/** What the member may read now; a member who has gone since reads as signed out. */
async function whereFor(deps: MessagesDeps, memberId: number) {
  const r = await deps.recipient(memberId);
  if (!r) throw new AppError('common.unauthorized', 401);
  return visibleTo(memberId, r, deps.clock());
}

/** The member's inbox, newest first, each message marked read or not. */
export async function inboxOf(deps: MessagesDeps, memberId: number, query: PageQuery, lang: Lang) {
  const { db } = deps;
  const where = await whereFor(deps, memberId);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select({ m: messages, readAt: messageReads.readAt })
        .from(messages)
        .leftJoin(messageReads, readBy(memberId))
        .where(where)
        .orderBy(desc(messages.publishAt), desc(messages.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0,
    view: (rows) => rows.map((row) => messageView(row.m, row.readAt !== null, lang)),
  });
}

export async function unreadCount(deps: MessagesDeps, memberId: number) {
  const where = await whereFor(deps, memberId);
  const [row] = await deps.db
    .select({ n: count() })
    .from(messages)
    .leftJoin(messageReads, readBy(memberId))
    .where(and(where, isNull(messageReads.messageId)));
  return { count: row?.n ?? 0 };
}

/** Opens one message, which marks it read. Another member's, or one not yet published, is "not found" like one that never was. */
export async function openMessage(deps: MessagesDeps, memberId: number, id: number, lang: Lang) {
  const where = await whereFor(deps, memberId);
  const [row] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), where));
  if (!row) throw new AppError('messages.not_found', 404);
  await deps.db.insert(messageReads).values({ messageId: id, memberId }).onConflictDoNothing();
  return messageView(row, true, lang);
}
