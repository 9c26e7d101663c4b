import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OPERATOR_ROLES } from '@app/contract';

/** Back-office accounts: separate from members, created by `npm run operator:create`. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: OPERATOR_ROLES }).notNull(),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    failedLogins: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Like member sessions: only the SHA-256 of the token is stored; idle and absolute expiry. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    operatorId: bigint({ mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_idx').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Every operator action, written in the same transaction as the action itself.
 * `operatorId` is null for actions taken from the command line (creating an operator).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    operatorId: bigint({ mode: 'number' }),
    action: text().notNull(),
    target: text().notNull(),
    detail: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.target)],
);
