import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The operators' settings, one row (id 1). `ratePpm`: the annual rate in millionths (3.65% = 36500);
 * `turnoverPercent`: the turnover claimed interest adds, in percent of it (100 = 1x).
 */
export const interestSettings = pgTable('interest_settings', {
  id: integer().primaryKey(),
  ratePpm: integer().notNull(),
  autoCredit: boolean().notNull(),
  turnoverPercent: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }),
});

/**
 * Every move into or out of a member's interest wallet, written with its ledger entry, with the
 * wallet's balance right after it and the business time `at` (the module's clock): the accrual
 * reads each day's lowest balance from these rows.
 */
export const interestMoves = pgTable(
  'interest_moves',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: ['in', 'out'] }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    balanceAfter: bigint({ mode: 'bigint' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('interest_moves_order_no_idx').on(t.orderNo),
    index('interest_moves_member_at_idx').on(t.memberId, t.at),
    index('interest_moves_at_idx').on(t.at),
  ],
);

/** One member's interest for one business day; unique per (member, day), so a day accrues once. `claimNo` once claimed. */
export const interestAccruals = pgTable(
  'interest_accruals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    base: bigint({ mode: 'bigint' }).notNull(),
    ratePpm: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    claimNo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('interest_accruals_member_day_idx').on(t.memberId, t.day),
    index('interest_accruals_member_claim_idx').on(t.memberId, t.claimNo),
    check('interest_accruals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A claim: accrued interest paid to the central wallet, with the turnover it added. */
export const interestClaims = pgTable(
  'interest_claims',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    turnoverAdded: bigint({ mode: 'bigint' }).notNull(),
    auto: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('interest_claims_order_no_idx').on(t.orderNo),
    index('interest_claims_member_at_idx').on(t.memberId, t.at),
  ],
);

/** The business days accrued, once each: the job's own record of what it has done, for catching up. */
export const interestRuns = pgTable('interest_runs', {
  day: date({ mode: 'string' }).primaryKey(),
  members: integer().notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull(),
});
