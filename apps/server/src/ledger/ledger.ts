import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../db/client.ts';
import { account, type AccountRef } from './accounts.ts';
import type { EntryType } from './entry-types.ts';
import { post, type Alongside, type Entry, type Leg, type Posted } from './post.ts';
import { holds, ledgerAccounts } from './schema.ts';

export {
  balanceAfterEntry,
  post,
  type Alongside,
  type Entry,
  type Guard,
  type HeldGuard,
  type Leg,
  type Posted,
} from './post.ts';

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

const twoLegs = ({ from, to, amount, ...entry }: Move): Entry => ({
  ...entry,
  legs: [
    { account: from, amount: -amount },
    { account: to, amount },
  ],
});

/** Posts a two-leg entry: most movements take one wallet's money to another. */
export function transfer(ex: Executor, move: Move, alongside?: Alongside): Promise<Posted> {
  return post(ex, twoLegs(move), alongside);
}

/** Sets `amount` aside from a member's central wallet under `ref` (a withdrawal, say); answers the posting. */
export async function hold(
  tx: Tx,
  h: { ref: string; memberId: number; amount: bigint; memo?: string },
): Promise<Posted> {
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
  if (posted.replayed) return posted;
  const wallet = posted.accounts.get(from.key)!;
  await tx
    .insert(holds)
    .values({ ref: h.ref, memberId: h.memberId, accountId: wallet.id, amount: h.amount, status: 'held' });
  return posted;
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

/** What every wallet of one kind holds together (the house games wallet is several rows). */
export async function kindBalance(ex: Executor, kind: string): Promise<bigint> {
  const [row] = await queryRows<{ s: string | null }>(
    ex,
    sql`select sum(balance)::text as s from ledger_accounts where kind = ${kind}`,
  );
  return BigInt(row?.s ?? '0');
}
