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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One row per wallet. `key` names it: `member:<id>:central`, `member:<id>:venue:<code>`,
 * `member:<id>:interest`, `house:<name>`. The balance moves only with postings, in the same transaction.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: text().notNull(),
    memberId: bigint({ mode: 'number' }),
    kind: text().notNull(),
    balance: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    index('ledger_accounts_member_idx').on(t.memberId),
    // A member can never owe the platform: their wallets stay at or above zero.
    check('ledger_member_balance_non_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

/** One movement of money. (type, ref) is unique, so the same business event can never post twice. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    ref: text().notNull(),
    memberId: bigint({ mode: 'number' }),
    memo: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_type_ref_idx').on(t.type, t.ref),
    index('journal_entries_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    entryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: 'bigint' }).notNull(),
    balanceAfter: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [index('postings_entry_idx').on(t.entryId), index('postings_account_idx').on(t.accountId)],
);

/** Money set aside from a member's wallet until it is posted on (paid) or released (returned). */
export const holds = pgTable(
  'holds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ref: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    accountId: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    status: text({ enum: ['held', 'posted', 'released'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('holds_ref_idx').on(t.ref), check('holds_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * The first answer to each (member, Idempotency-Key): a retry with the same body gets it again.
 * `state` is 'running' until the answer is stored.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: bigint({ mode: 'number' }).notNull(),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    state: text({ enum: ['running', 'done'] }).notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);
