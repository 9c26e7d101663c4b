import {
  translate,
  type FeedbackDetail,
  type FeedbackItem,
  type FeedbackStatus,
  type FeedbackType,
  type Lang,
} from '@app/contract';
import type { feedbackMessages, feedbackTickets } from './schema.ts';

export type Ticket = typeof feedbackTickets.$inferSelect;
export type Message = typeof feedbackMessages.$inferSelect;
export type TypeLabels = Map<string, string>;

export function itemView(t: Ticket, labels: TypeLabels, lang: Lang): FeedbackItem {
  const status = t.status as FeedbackStatus;
  return {
    id: t.id,
    type: t.type as FeedbackType,
    typeLabel: labels.get(t.type) ?? t.type,
    orderNo: t.orderNo,
    content: t.content,
    status,
    statusLabel: translate(lang, `feedback.status.${status}`),
    unread: t.unread,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The ticket with its conversation: the submission first, then the replies in order. */
export function detailView(t: Ticket, messages: Message[], labels: TypeLabels, lang: Lang): FeedbackDetail {
  return {
    ...itemView(t, labels, lang),
    images: t.images,
    messages: [
      { from: 'member', content: t.content, images: t.images, createdAt: t.createdAt.toISOString() },
      ...messages.map((m) => ({
        from: m.author === 'support' ? ('support' as const) : ('member' as const),
        content: m.content,
        images: [],
        createdAt: m.createdAt.toISOString(),
      })),
    ],
  };
}

export const adminItemView = (t: Ticket, labels: TypeLabels, lang: Lang) => ({
  ...itemView(t, labels, lang),
  memberId: t.memberId,
  username: t.username,
});

export const adminDetailView = (t: Ticket, messages: Message[], labels: TypeLabels, lang: Lang) => ({
  ...detailView(t, messages, labels, lang),
  memberId: t.memberId,
  username: t.username,
});
