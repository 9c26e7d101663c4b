import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A member's limit of one kind (docs/decisions.md, Responsible play): `amount` is in force (null:
 * none); a raise or removal waits in `pendingAmount` (null: removal) until `pendingFrom`.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    memberId: integer().notNull(),
    kind: text().notNull(),
    amount: bigint({ mode: 'bigint' }),
    pendingAmount: bigint({ mode: 'bigint' }),
    pendingFrom: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check('responsible_limits_kind', sql`${t.kind} in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day')`),
  ],
);

/** Every cool-off and self-exclusion a member started; none can be shortened, so rows are only added. */
export const responsibleExclusions = pgTable(
  'responsible_exclusions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: integer().notNull(),
    kind: text().notNull(),
    choice: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('responsible_exclusions_member_ends_idx').on(t.memberId, t.endsAt),
    check('responsible_exclusions_kind', sql`${t.kind} in ('cooloff', 'self_exclusion')`),
  ],
);

/** The member's reality-check interval in minutes (0: off). */
export const responsibleSettings = pgTable('responsible_settings', {
  memberId: integer().primaryKey(),
  realityCheckMinutes: integer().notNull().default(0),
});

/** When the server first saw each session play: the start of its reality check's time and net result. */
export const responsibleSessions = pgTable('responsible_sessions', {
  sessionId: bigint({ mode: 'number' }).primaryKey(),
  memberId: integer().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
});
