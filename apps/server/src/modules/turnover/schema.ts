import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a member still has to bet before withdrawing ("coding amount"), in fen. */
export const turnoverRequirements = pgTable('turnover_requirements', {
  memberId: bigint({ mode: 'number' }).primaryKey(),
  remaining: bigint({ mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every change to a requirement, once per business reference. */
export const turnoverLog = pgTable(
  'turnover_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    ref: text().notNull(),
    delta: bigint({ mode: 'bigint' }).notNull(),
    remainingAfter: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('turnover_log_ref_idx').on(t.ref), index('turnover_log_member_idx').on(t.memberId)],
);
