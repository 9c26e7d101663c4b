import { and, asc, count, desc, eq, gte, inArray, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { account, type AccountRef } from './accounts.ts';
import { holds, journalEntries, ledgerAccounts, postings } from './schema.ts';

export type Leg = { account: AccountRef; amount: bigint };
export type Entry = { type: string; ref: string; memberId?: number | null; memo?: string; legs: Leg[] };
export type Posted = { entryId: number; replayed: boolean };

/**
 * Posts one journal entry inside the caller's transaction: the legs must sum to zero; every
 * account touched is locked in ascending id order (so two entries can never deadlock), its
 * balance changed and a posting written. The same (type, ref) posts once: a second call is a
 * no-op answering `replayed`. A member wallet that would go below zero aborts the transaction.
 */
export async function post(tx: Tx, entry: Entry): Promise<Posted> {
  if (entry.legs.length < 2) throw new Error('a journal entry needs at least two legs');
  if (entry.legs.some((l) => l.amount === 0n)) throw new Error('a leg of zero is meaningless');
  if (entry.legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw new Error('journal entry does not balance');

  const [created] = await tx
    .insert(journalEntries)
    .values({ type: entry.type, ref: entry.ref, memberId: entry.memberId ?? null, memo: entry.memo ?? '' })
    .onConflictDoNothing()
    .returning({ id: journalEntries.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.type, entry.type), eq(journalEntries.ref, entry.ref)));
    return { entryId: existing!.id, replayed: true };
  }

  const refs = new Map(entry.legs.map((l) => [l.account.key, l.account]));
  await tx
    .insert(ledgerAccounts)
    .values([...refs.values()].map((a) => ({ key: a.key, memberId: a.memberId, kind: a.kind })))
    .onConflictDoNothing();
  const locked = await tx
    .select({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      memberId: ledgerAccounts.memberId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, [...refs.keys()]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');

  const delta = new Map<string, bigint>();
  for (const leg of entry.legs) delta.set(leg.account.key, (delta.get(leg.account.key) ?? 0n) + leg.amount);
  for (const row of locked) {
    const after = row.balance + (delta.get(row.key) ?? 0n);
    if (row.memberId !== null && after < 0n) throw new AppError('money.insufficient_balance');
    await tx.update(ledgerAccounts).set({ balance: after }).where(eq(ledgerAccounts.id, row.id));
    row.balance = after;
  }
  const byKey = new Map(locked.map((r) => [r.key, r]));
  await tx.insert(postings).values(
    entry.legs.map((l) => {
      const row = byKey.get(l.account.key)!;
      return { entryId: created.id, accountId: row.id, amount: l.amount, balanceAfter: row.balance };
    }),
  );
  return { entryId: created.id, replayed: false };
}

/** Sets `amount` aside from a member's central wallet under `ref` (a withdrawal, say). */
export async function hold(tx: Tx, h: { ref: string; memberId: number; amount: bigint; memo?: string }): Promise<void> {
  const from = account.central(h.memberId);
  const posted = await post(tx, {
    type: 'hold',
    ref: h.ref,
    memberId: h.memberId,
    memo: h.memo ?? '',
    legs: [
      { account: from, amount: -h.amount },
      { account: account.house('holds'), amount: h.amount },
    ],
  });
  if (posted.replayed) return;
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, from.key));
  await tx
    .insert(holds)
    .values({ ref: h.ref, memberId: h.memberId, accountId: row!.id, amount: h.amount, status: 'held' });
}

/**
 * Ends a hold exactly once: 'posted' pays it on to `to` (with an optional fee split off),
 * 'released' returns it to the member. Answers false when the hold was already ended, so a
 * race between pay and reject lets exactly one of them through.
 */
export async function settleHold(
  tx: Tx,
  ref: string,
  outcome: { status: 'posted'; to: AccountRef; fee?: { amount: bigint; to: AccountRef } } | { status: 'released' },
): Promise<boolean> {
  const [h] = await tx
    .update(holds)
    .set({ status: outcome.status, settledAt: new Date() })
    .where(and(eq(holds.ref, ref), eq(holds.status, 'held')))
    .returning();
  if (!h) return false;
  const legs: Leg[] = [{ account: account.house('holds'), amount: -h.amount }];
  if (outcome.status === 'released') legs.push({ account: account.central(h.memberId), amount: h.amount });
  else {
    const fee = outcome.fee?.amount ?? 0n;
    legs.push({ account: outcome.to, amount: h.amount - fee });
    if (fee > 0n) legs.push({ account: outcome.fee!.to, amount: fee });
  }
  await post(tx, {
    type: `hold.${outcome.status}`,
    ref,
    memberId: h.memberId,
    legs: legs.filter((l) => l.amount !== 0n),
  });
  return true;
}

/** A member's balance in one wallet, in fen; zero for a wallet never used. */
export async function balanceOf(ex: Executor, ref: AccountRef): Promise<bigint> {
  const [row] = await ex
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, ref.key));
  return row?.balance ?? 0n;
}

/** Every wallet of a member with its balance, keyed by kind (`central`, `venue:<code>`, `interest`). */
export async function walletsOf(ex: Executor, memberId: number): Promise<Map<string, bigint>> {
  const rows = await ex
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return new Map(rows.map((r) => [r.kind, r.balance]));
}

export type StatementLine = {
  postingId: number;
  entryId: number;
  /** The journal entry's type ('hold', 'hold.released', 'venue.transfer_in', ...) and business ref. */
  type: string;
  ref: string;
  memo: string;
  /** The member's wallet: `central`, `venue:<code>` or `interest`. */
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
};

/** `kinds` are entry types; one ending in `.*` stands for every type under it ('venue.*'). */
function entryTypeIn(kinds: readonly string[]): SQL | undefined {
  return or(
    ...kinds.map((k) =>
      k.endsWith('.*')
        ? like(journalEntries.type, `${k.slice(0, -1).replace(/[\\%_]/g, '\\$&')}%`)
        : eq(journalEntries.type, k),
    ),
  );
}

/**
 * A member's statement: every posting on their wallets whose entry falls in [from, to), newest
 * first, with the balance after it. `kinds` keeps only those entry types, `excludeKinds` drops
 * them; a page of `limit` lines and the total count.
 */
export async function statementOf(
  ex: Executor,
  memberId: number,
  q: { from: Date; to: Date; kinds?: readonly string[]; excludeKinds?: readonly string[]; page: number; limit: number },
): Promise<{ rows: StatementLine[]; total: number }> {
  const excluded = q.excludeKinds?.length ? entryTypeIn(q.excludeKinds) : undefined;
  const where = and(
    eq(ledgerAccounts.memberId, memberId),
    gte(journalEntries.createdAt, q.from),
    lt(journalEntries.createdAt, q.to),
    q.kinds ? (q.kinds.length > 0 ? entryTypeIn(q.kinds) : sql`false`) : undefined,
    excluded ? not(excluded) : undefined,
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

export type InvariantReport = { ok: boolean; problems: string[]; entries: number; accounts: number };

/** DESIGN §4: all postings sum to zero, each entry balances, each balance equals its postings, no member below zero. */
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
