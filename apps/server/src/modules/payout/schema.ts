import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('payout_accounts_member_idx').on(t.memberId),
    // A member binds a card or address once; another member may bind it too, so nobody can squat a
    // member's own card or learn that it is bound here (docs/decisions.md, Payout accounts).
    uniqueIndex('payout_accounts_member_number_idx')
      .on(t.memberId, t.kind, t.number)
      .where(sql`${t.deletedAt} is null`),
  ],
);
