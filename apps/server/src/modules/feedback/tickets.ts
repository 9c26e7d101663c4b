import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FeedbackListQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import { countWhere, paginate } from '../../db/paginate.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { FeedbackDeps } from './deps.ts';
import { feedbackMessages, feedbackTickets } from './schema.ts';
import { typeLabels } from './sources.ts';
import { detailView, itemView } from './views.ts';

/** A ticket with its messages; `memberId` given, only when it is that member's (another's reads as not found). */
export async function ticketWithMessages(ex: Executor, id: number, memberId: number | null, lock = false) {
  const where =
    memberId === null
      ? eq(feedbackTickets.id, id)
      : and(eq(feedbackTickets.id, id), eq(feedbackTickets.memberId, memberId));
  const q = ex.select().from(feedbackTickets).where(where);
  const [ticket] = lock ? await q.for('update') : await q;
  if (!ticket) throw new AppError('feedback.not_found', 404);
  const messages = await ex
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.ticketId, id))
    .orderBy(asc(feedbackMessages.id));
  return { ticket, messages };
}

/** The member's tickets, newest first, of one status when asked. */
export async function ticketList(
  deps: FeedbackDeps,
  memberId: number,
  query: z.output<typeof FeedbackListQuerySchema>,
  lang: Lang,
) {
  const filters: SQL[] = [eq(feedbackTickets.memberId, memberId)];
  if (query.status) filters.push(eq(feedbackTickets.status, query.status));
  const where = and(...filters);
  const labels = await typeLabels(deps, lang);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      deps.db.select().from(feedbackTickets).where(where).orderBy(desc(feedbackTickets.id)).limit(limit).offset(offset),
    total: () => countWhere(deps.db, feedbackTickets, where),
    view: (rows) => rows.map((t) => itemView(t, labels, lang)),
  });
}

/** The member's ticket with its conversation; opening it marks the support replies read. */
export async function ticketDetail(deps: FeedbackDeps, memberId: number, id: number, lang: Lang) {
  const { ticket, messages } = await ticketWithMessages(deps.db, id, memberId);
  if (ticket.unread) {
    await deps.db.update(feedbackTickets).set({ unread: false }).where(eq(feedbackTickets.id, id));
    ticket.unread = false;
  }
  return detailView(ticket, messages, await typeLabels(deps, lang), lang);
}

/** How many of the member's tickets have a support reply not yet opened. */
export async function unreadCount(deps: FeedbackDeps, memberId: number) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(feedbackTickets)
    .where(and(eq(feedbackTickets.memberId, memberId), eq(feedbackTickets.unread, true)));
  return { count: row?.n ?? 0 };
}

/**
 * The member adds to a ticket support has answered; it is open again until support replies. A
 * ticket still open waits for support, and a closed one takes nothing more.
 */
export async function memberReply(
  deps: FeedbackDeps,
  memberId: number,
  input: { id: number; content: string },
  idempotency: IdempotencyKey,
  lang: Lang,
) {
  const labels = await typeLabels(deps, lang);
  return idempotency.transaction(deps.db, async (tx) => {
    const { ticket } = await ticketWithMessages(tx, input.id, memberId, true);
    if (ticket.status === 'closed') throw new AppError('feedback.closed', 409);
    if (ticket.status !== 'answered') throw new AppError('feedback.not_answered', 409);
    await tx.insert(feedbackMessages).values({ ticketId: ticket.id, author: 'member', content: input.content });
    await tx
      .update(feedbackTickets)
      .set({ status: 'open', unread: false, updatedAt: deps.clock() })
      .where(eq(feedbackTickets.id, ticket.id));
    const after = await ticketWithMessages(tx, ticket.id, memberId);
    const answer = detailView(after.ticket, after.messages, labels, lang);
    await idempotency.answer(tx, answer);
    return answer;
  });
}
