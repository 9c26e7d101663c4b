import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SECURITY_NOTICE_KINDS } from '@app/contract';

/**
 * Security notices to members (new device, password changes, payout account added), kept here
 * until in-app messages exist (docs/decisions.md, Account security). `params` fill the text's
 * placeholders, so the notice reads in whichever language the member uses later.
 */
export const securityNotices = pgTable(
  'security_notices',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: SECURITY_NOTICE_KINDS }).notNull(),
    params: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('security_notices_member_idx').on(t.memberId, t.id)],
);
