import { and, count, desc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from './schema.ts';

export type StatementLine = {
  postingId: number;
  entryId: number;
  /** The journal entry's type (an EntryType, or an older one this version does not know) and business ref. */
  type: string;
  ref: string;
  memo: string;
  /** The member's wallet: `central`, `venue:<code>` or `interest`. */
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
};

/**
 * A member's statement: every posting on their wallets whose entry falls in [from, to), newest
 * first, with the balance after it. `kinds` keeps only those entry types, `excludeKinds` drops
 * them (see entryFilterOf); a page of `limit` lines and the total count.
 */
export async function statementOf(
  ex: Executor,
  memberId: number,
  q: { from: Date; to: Date; kinds?: readonly string[]; excludeKinds?: readonly string[]; page: number; limit: number },
): Promise<{ rows: StatementLine[]; total: number }> {
  const where = and(
    eq(ledgerAccounts.memberId, memberId),
    gte(journalEntries.createdAt, q.from),
    lt(journalEntries.createdAt, q.to),
    q.kinds ? (q.kinds.length > 0 ? inArray(journalEntries.type, [...q.kinds]) : sql`false`) : undefined,
    q.excludeKinds?.length ? not(inArray(journalEntries.type, [...q.excludeKinds])) : undefined,
  );
  const base = ex
    .select({
      postingId: postings.id,
      entryId: journalEntries.id,
      type: journalEntries.type,
      ref: journalEntries.ref,
      memo: journalEntries.memo,
      wallet: ledgerAccounts.kind,
      amount: postings.amount,
      balanceAfter: postings.balanceAfter,
      createdAt: journalEntries.createdAt,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(journalEntries.createdAt), desc(postings.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ex
      .select({ n: count() })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
