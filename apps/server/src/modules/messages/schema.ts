import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MESSAGE_AUDIENCES, MESSAGE_KINDS } from '@app/contract';

/**
 * Messages to members (docs/decisions.md, Messages and notices). A broadcast (everyone, or a VIP
 * level and above) is one row however many members it reaches; who has read what is kept in
 * `message_reads`. Platform messages keep their kind and `params` and are translated when read;
 * operators' messages carry their text in both languages.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: MESSAGE_KINDS }).notNull(),
    audience: text({ enum: MESSAGE_AUDIENCES }).notNull(),
    memberId: bigint({ mode: 'number' }),
    minVipLevel: integer(),
    titleZhHans: text(),
    titleEn: text(),
    textZhHans: text(),
    textEn: text(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    operatorId: bigint({ mode: 'number' }),
    publishAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_member_idx').on(t.memberId, t.id),
    index('messages_broadcast_idx').on(t.audience, t.publishAt),
    check('messages_audience', sql`(${t.audience} = 'member') = (${t.memberId} is not null)`),
  ],
);

/** One row per member and message opened: the unread ones are those without a row. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' }).notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);
