import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminFeedbackQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import { countWhere, paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { FeedbackDeps } from './deps.ts';
import { feedbackMessages, feedbackTickets } from './schema.ts';
import { typeLabels } from './sources.ts';
import { ticketWithMessages } from './tickets.ts';
import { adminDetailView, adminItemView } from './views.ts';

type Query = z.output<typeof AdminFeedbackQuerySchema>;

/** The support queue: every ticket, newest first, filtered by status, type and member. */
export async function adminQueue(deps: FeedbackDeps, query: Query, lang: Lang) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(feedbackTickets.status, query.status));
  if (query.type) filters.push(eq(feedbackTickets.type, query.type));
  if (query.memberId) filters.push(eq(feedbackTickets.memberId, query.memberId));
  const where = filters.length ? and(...filters) : undefined;
  const labels = await typeLabels(deps, lang);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      deps.db.select().from(feedbackTickets).where(where).orderBy(desc(feedbackTickets.id)).limit(limit).offset(offset),
    total: () => countWhere(deps.db, feedbackTickets, where),
    view: (rows) => rows.map((t) => adminItemView(t, labels, lang)),
  });
}

export async function adminDetail(deps: FeedbackDeps, id: number, lang: Lang) {
  const { ticket, messages } = await ticketWithMessages(deps.db, id, null);
  return adminDetailView(ticket, messages, await typeLabels(deps, lang), lang);
}

/** Support answers a ticket (audited): it becomes answered and unread for the member. A closed ticket takes none. */
export async function adminReply(
  deps: FeedbackDeps,
  op: OperatorContext,
  input: { id: number; content: string },
  lang: Lang,
) {
  await deps.db.transaction(async (tx) => {
    const { ticket } = await ticketWithMessages(tx, input.id, null, true);
    if (ticket.status === 'closed') throw new AppError('feedback.closed', 409);
    await tx
      .insert(feedbackMessages)
      .values({ ticketId: ticket.id, author: 'support', operatorId: op.operatorId, content: input.content });
    await tx
      .update(feedbackTickets)
      .set({ status: 'answered', unread: true, updatedAt: deps.clock() })
      .where(eq(feedbackTickets.id, ticket.id));
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'feedback.reply',
      target: `feedback:${ticket.id}`,
      detail: { memberId: ticket.memberId, content: input.content },
    });
    await deps.tell?.(tx, ticket.memberId, 'feedback_answered', { id: String(ticket.id) });
  });
  return adminDetail(deps, input.id, lang);
}

/** Support closes a ticket (audited); closing twice changes nothing more. */
export async function adminClose(deps: FeedbackDeps, op: OperatorContext, id: number, lang: Lang) {
  await deps.db.transaction(async (tx) => {
    const { ticket } = await ticketWithMessages(tx, id, null, true);
    if (ticket.status === 'closed') throw new AppError('feedback.closed', 409);
    await tx
      .update(feedbackTickets)
      .set({ status: 'closed', updatedAt: deps.clock() })
      .where(eq(feedbackTickets.id, id));
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'feedback.close',
      target: `feedback:${id}`,
      detail: { memberId: ticket.memberId, from: ticket.status },
    });
  });
  return adminDetail(deps, id, lang);
}
