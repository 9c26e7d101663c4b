import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A member's feedback ticket: the submission (type, order, description, images) and its state.
 * `unread` is set by a support reply and cleared when the member opens the ticket.
 */
export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    username: text().notNull(),
    type: text().notNull(),
    orderNo: text().notNull(),
    orderKind: text().notNull(),
    content: text().notNull(),
    images: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text().notNull().default('open'),
    unread: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.memberId, t.id), index().on(t.status, t.updatedAt)],
);

/** The conversation after the submission: support replies and the member's follow-ups, oldest first. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ticketId: bigint({ mode: 'number' })
      .notNull()
      .references(() => feedbackTickets.id),
    author: text().notNull(),
    operatorId: bigint({ mode: 'number' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ticketId, t.id)],
);
