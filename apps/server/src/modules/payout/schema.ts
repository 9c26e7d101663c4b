import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An account's number as accounts are told apart: wallet addresses whatever their case (card
 * numbers are digits and USDT addresses are stored in their normal form already).
 */
export const numberKey = (kind: AnyColumn | SQL, number: AnyColumn | SQL) =>
  sql`(case when ${kind} = 'wallet' then lower(${number}) else ${number} end)`;

/** The index keeping a member from binding one number twice. */
export const MEMBER_NUMBER_INDEX = 'payout_accounts_member_number_idx';

/**
 * Where a member's withdrawals may go: bank cards, crypto addresses and wallet accounts. A
 * deleted account keeps its row (`deletedAt`): withdrawal orders copy what they need, and the
 * history of who bound what stays for review.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: ['bank', 'crypto', 'wallet'] }).notNull(),
    /** Cardholder (bank) or real name (wallet); equal to the member's real name when bound. */
    holderName: text(),
    bankCode: text(),
    /** Card number (digits only), crypto address (ERC20 in its checksum form) or wallet address. */
    number: text().notNull(),
    branchAddress: text(),
    alias: text(),
    coin: text(),
    protocol: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * Bound before a number could be bound by one member only, while another member's older account
     * had the same number: it keeps working but holds no claim on the number (its migration kept the
     * oldest account as the holder).
     */
    legacyShared: boolean().notNull().default(false),
  },
  (t) => [
    index('payout_accounts_member_idx').on(t.memberId),
    uniqueIndex(MEMBER_NUMBER_INDEX)
      .on(t.memberId, t.kind, t.number)
      .where(sql`${t.deletedAt} is null`),
    // One member at a time holds a number: two binding it at the same instant cannot both succeed.
    // A deleted account frees it (docs/decisions.md, Payout accounts).
    uniqueIndex('payout_accounts_number_idx')
      .on(t.kind, numberKey(t.kind, t.number))
      .where(sql`${t.deletedAt} is null and not ${t.legacyShared}`),
  ],
);
