import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    withdrawPasswordHash: text(),
    realName: text().notNull(),
    phone: text().notNull(),
    email: text(),
    gender: text({ enum: ['male', 'female'] }),
    birthDate: date({ mode: 'string' }),
    avatar: text().notNull(),
    vipLevel: integer().notNull().default(0),
    inviteCode: text().notNull(),
    invitedBy: bigint({ mode: 'number' }),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    profileConfirmedAt: timestamp({ withTimezone: true }),
    failedLogins: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    failedWithdrawPasswords: integer().notNull().default(0),
    withdrawPasswordLockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case, so "Alice01" cannot impersonate "alice01".
    uniqueIndex('members_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('members_invite_code_idx').on(t.inviteCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);
