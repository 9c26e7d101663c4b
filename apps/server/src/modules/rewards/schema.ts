import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The VIP table operators configure (docs/decisions.md, VIP): thresholds and perk amounts in fen. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer().primaryKey(),
    depositThreshold: bigint({ mode: 'bigint' }).notNull(),
    turnoverThreshold: bigint({ mode: 'bigint' }).notNull(),
    weekly: bigint({ mode: 'bigint' }).notNull(),
    levelUp: bigint({ mode: 'bigint' }).notNull(),
    monthly: bigint({ mode: 'bigint' }).notNull(),
    birthday: bigint({ mode: 'bigint' }).notNull(),
    /** The turnover a claimed perk adds, as a percentage of its amount (100: 1x). */
    turnoverPercent: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vip_levels_range', sql`${t.level} between 0 and 9`)],
);

/**
 * Every reward a member claimed, once per (member, kind, period): the unique index is what makes a
 * claim exactly once, whatever runs at the same time. `period` names the claim's period in the
 * platform's time zone ("2026-W48", "2026-11", "2026") or the level of a level-up gift ("level:3").
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    period: text().notNull(),
    level: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    turnoverAdded: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_claims_once_idx').on(t.memberId, t.kind, t.period),
    uniqueIndex('reward_claims_order_no_idx').on(t.orderNo),
    index('reward_claims_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

/** The reward of each day of a sign-in streak (1-7), in fen; operators configure it. */
export const signinRewards = pgTable(
  'signin_rewards',
  {
    day: integer().primaryKey(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** The turnover a paid sign-in adds, as a percentage of its amount. */
    turnoverPercent: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('signin_rewards_day', sql`${t.day} between 1 and 7`)],
);

/**
 * A promotion operators run (docs/decisions.md, Promotions): texts in both languages, its period,
 * and the numbers its kind's rule uses (`percentBp` in hundredths of a percent, amounts in fen).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    titleZhHans: text().notNull(),
    titleEn: text().notNull(),
    summaryZhHans: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    contentZhHans: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    banner: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    percentBp: integer().notNull().default(0),
    cap: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minimum: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonus: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    days: integer().notNull().default(7),
    level: integer().notNull().default(0),
    turnoverPercent: integer().notNull().default(100),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_shown_idx').on(t.enabled, t.sort, t.id),
    check('promotions_period', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** The wheel's prizes now, in wheel order (docs/decisions.md, Lucky wheel); amounts in fen. */
export const wheelPrizes = pgTable('wheel_prizes', {
  position: integer().primaryKey(),
  nameZhHans: text().notNull(),
  nameEn: text().notNull(),
  kind: text({ enum: ['cash', 'item', 'none'] }).notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  weight: integer().notNull(),
});

/** How spins are earned, and the turnover a cash prize adds; one row. */
export const wheelSettings = pgTable('wheel_settings', {
  id: integer().primaryKey(),
  depositPerSpin: bigint({ mode: 'bigint' }).notNull(),
  turnoverPerSpin: bigint({ mode: 'bigint' }).notNull(),
  turnoverPercent: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's server seed: committed (its SHA-256 shown) before the spins it draws, revealed when
 * rotated. `prizes` is the wheel the seed was made with: later changes apply to the next seed only.
 */
export const wheelSeeds = pgTable(
  'wheel_seeds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    seed: text().notNull(),
    commitment: text().notNull(),
    clientSeed: text().notNull(),
    nextNonce: integer().notNull().default(0),
    prizes: jsonb().$type<SeedPrize[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wheel_seeds_active_idx')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
  ],
);
export type SeedPrize = {
  nameZhHans: string;
  nameEn: string;
  kind: 'cash' | 'item' | 'none';
  amount: string;
  weight: number;
};

/** Every spin and what it won; an item prize stays pending until an operator sends it. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    seedId: bigint({ mode: 'number' }).notNull(),
    nonce: integer().notNull(),
    position: integer().notNull(),
    kind: text({ enum: ['cash', 'item', 'none'] }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    nameZhHans: text().notNull(),
    nameEn: text().notNull(),
    fulfilledAt: timestamp({ withTimezone: true }),
    fulfilledBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wheel_spins_order_no_idx').on(t.orderNo),
    uniqueIndex('wheel_spins_seed_nonce_idx').on(t.seedId, t.nonce),
    index('wheel_spins_member_idx').on(t.memberId, t.id),
  ],
);

/** A daily or weekly task (docs/decisions.md, Tasks): what it counts, its target and reward. */
export const tasks = pgTable('tasks', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  period: text({ enum: ['daily', 'weekly'] }).notNull(),
  metric: text({ enum: ['deposit', 'turnover', 'signin'] }).notNull(),
  titleZhHans: text().notNull(),
  titleEn: text().notNull(),
  /** Fen for deposit and turnover, days for signin. */
  target: bigint({ mode: 'bigint' }).notNull(),
  reward: bigint({ mode: 'bigint' }).notNull(),
  turnoverPercent: integer().notNull().default(100),
  enabled: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
