import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { account, type AccountRef } from './accounts.ts';
import type { EntryType } from './entry-types.ts';
import { holds, journalEntries, ledgerAccounts, postings } from './schema.ts';

export type Leg = { account: AccountRef; amount: bigint };
export type Entry = { type: EntryType; ref: string; memberId?: number | null; memo?: string; legs: Leg[] };
/** A two-leg entry: `amount` (positive) leaves `from` and arrives at `to`. */
export type Move = {
  type: EntryType;
  ref: string;
  memberId?: number | null;
  memo?: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
};
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

/** Posts a two-leg entry: most movements take one wallet's money to another. */
export function transfer(tx: Tx, { from, to, amount, ...entry }: Move): Promise<Posted> {
  return post(tx, {
    ...entry,
    legs: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}

/** Sets `amount` aside from a member's central wallet under `ref` (a withdrawal, say). */
export async function hold(tx: Tx, h: { ref: string; memberId: number; amount: bigint; memo?: string }): Promise<void> {
  const from = account.central(h.memberId);
  const posted = await transfer(tx, {
    type: 'hold',
    ref: h.ref,
    memberId: h.memberId,
    memo: h.memo ?? '',
    from,
    to: account.house('holds'),
    amount: h.amount,
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
    type: outcome.status === 'released' ? 'hold.released' : 'hold.posted',
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
