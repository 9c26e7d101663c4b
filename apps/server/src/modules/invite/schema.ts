import { bigint, bigserial, date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The rebate shares operators set: one row (id 1); shares in basis points of valid turnover. */
export const rebateRules = pgTable('rebate_rules', {
  id: integer().primaryKey(),
  level1BasisPoints: integer().notNull(),
  level2BasisPoints: integer().notNull(),
  /** The turnover a rebate carries, in percent of its amount (100 = once). */
  turnoverPercent: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per settled business day: whoever writes it settles the day; everyone else finds it done. */
export const rebateDays = pgTable('rebate_days', {
  day: date({ mode: 'string' }).primaryKey(),
  rebates: integer().notNull(),
  total: bigint({ mode: 'bigint' }).notNull(),
  settledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A rebate an inviter earned on one invitee's valid turnover of one business day. */
export const rebates = pgTable(
  'rebates',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    day: date({ mode: 'string' }).notNull(),
    inviterId: bigint({ mode: 'number' }).notNull(),
    inviteeId: bigint({ mode: 'number' }).notNull(),
    /** 1: the inviter invited the invitee; 2: the inviter invited the invitee's inviter. */
    level: integer().notNull(),
    turnover: bigint({ mode: 'bigint' }).notNull(),
    basisPoints: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebates_inviter_invitee_day_idx').on(t.inviterId, t.inviteeId, t.day),
    index('rebates_inviter_day_idx').on(t.inviterId, t.day),
  ],
);
