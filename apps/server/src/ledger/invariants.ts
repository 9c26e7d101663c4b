import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export type InvariantReport = { ok: boolean; problems: string[]; entries: number; accounts: number };

/**
 * The books' invariants: all postings sum to zero, each entry balances,
 * each balance equals its postings, no member below zero.
 */
export async function checkInvariants(db: Db): Promise<InvariantReport> {
  const problems: string[] = [];
  const [total] = await queryRows<{ s: string | null }>(db, sql`select sum(amount)::text as s from postings`);
  if ((total?.s ?? '0') !== '0') problems.push(`postings sum to ${total?.s}, not 0`);
  const unbalanced = await queryRows<{ entry_id: number }>(
    db,
    sql`select entry_id from postings group by entry_id having sum(amount) <> 0 limit 20`,
  );
  for (const r of unbalanced) problems.push(`entry ${r.entry_id} does not balance`);
  const drift = await queryRows<{ key: string; balance: string; sum: string }>(
    db,
    sql`
    select a.key, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as sum
    from ledger_accounts a left join postings p on p.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(p.amount), 0) limit 20`,
  );
  for (const r of drift) problems.push(`account ${r.key} holds ${r.balance} but its postings sum to ${r.sum}`);
  const negative = await queryRows<{ key: string }>(
    db,
    sql`select key from ledger_accounts where member_id is not null and balance < 0 limit 20`,
  );
  for (const r of negative) problems.push(`member account ${r.key} is negative`);
  const [counts] = await queryRows<{ entries: number; accounts: number }>(
    db,
    sql`select (select count(*)::int from journal_entries) as entries, (select count(*)::int from ledger_accounts) as accounts`,
  );
  return { ok: problems.length === 0, problems, entries: counts!.entries, accounts: counts!.accounts };
}
