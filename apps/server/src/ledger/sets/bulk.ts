import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Executor, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { accountsOf, openAccounts, type AccountRef } from '../accounts.ts';
import type { EntryType } from '../entry-types.ts';
import type { Guard, HeldGuard } from '../post.ts';
import { isMemberBelowZero, param } from '../sql-parts.ts';

/** One journal entry of a batch: its legs sum to zero, (type, ref) names it once in the books. */
export type BulkEntry = {
  type: EntryType;
  ref: string;
  memberId?: number | null;
  memo?: string;
  legs: { account: AccountRef; amount: bigint }[];
};

export type BulkPosted = {
  /** Entries written now; an entry whose (type, ref) was already in the books is skipped whole. */
  posted: number;
  /** The balance after this call of every account that moved, by key. */
  balances: Map<string, bigint>;
};

function checkEntries(entries: BulkEntry[]): void {
  const seen = new Set<string>();
  for (const e of entries) {
    if (e.legs.length < 2) throw new Error('a journal entry needs at least two legs');
    if (e.legs.some((l) => l.amount === 0n)) throw new Error('a leg of zero is meaningless');
    if (e.legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw new Error('journal entry does not balance');
    const id = `${e.type}\n${e.ref}`;
    if (seen.has(id)) throw new Error(`entry ${e.type} ${e.ref} twice in one batch`);
    seen.add(id);
  }
}

/** `guarded`: the guard held (true without one); `admitted`: the source's `when` held. */
export type BatchOutcome = {
  found: number;
  posted: number;
  moved: [string, string][] | null;
  guarded: boolean;
  admitted: boolean;
};

/**
 * What a batch's statement is made of around the ledger's own part. `entries` and `legs` are the
 * selects of its CTEs `e` (type, ref, member_id, memo, n) and `g` (entry_n, key, amount, n); `before`
 * (CTEs, ending in a comma) is written first, `when` is the condition the accounts are locked
 * under, `made` (CTEs, ending in a comma) runs once they are locked and may write what `entries`
 * reads only when every account was found (`chk.found`), and `out` adds columns to the answer.
 * `name` names the statement (queryPrepared).
 */
export type BatchSource = { name: string; before: SQL; when: SQL; made: SQL; entries: SQL; legs: SQL; out: SQL };

/**
 * The CTEs `deltas`, `u` and `written` of a statement of entries (no comma around them): each
 * account of `locked` (id, key) moved once by the sum of its `legs` (entry_id, key, amount, n), and
 * each posting written with the running balance after it, in entry and leg order. `u` answers the
 * new balances (id, key, balance), and the columns of `locked` that `also` adds.
 */
export const movedByLegs = (also: SQL) => sql`deltas as (
      select key, sum(amount)::bigint as delta from legs group by key
    ), u as (
      update ledger_accounts a set balance = a.balance + d.delta
      from deltas d join locked l on l.key = d.key where a.id = l.id
      returning a.id, a.key, a.balance ${also}
    ), written as (
      insert into postings (entry_id, account_id, amount, balance_after)
      select l.entry_id, m.id, l.amount,
             m.balance + l.amount - sum(l.amount) over (
               partition by m.id order by l.entry_id, l.n rows between current row and unbounded following)
      from legs l join u m on m.key = l.key
      returning 1
    )`;

/** A batch whose entries are known before the statement: two arrays of parameters. */
function paramSource(entries: BulkEntry[]): BatchSource {
  const legs = entries.flatMap((e, i) => e.legs.map((l) => ({ entry: i + 1, key: l.account.key, amount: l.amount })));
  return {
    name: 'ledger_bulk',
    before: sql``,
    when: sql`true`,
    made: sql``,
    entries: sql`select * from unnest(${param(entries.map((x) => x.type))}::text[], ${param(entries.map((x) => x.ref))}::text[],
                           ${param(entries.map((x) => x.memberId ?? null))}::bigint[],
                           ${param(entries.map((x) => x.memo ?? ''))}::text[])
        with ordinality as e(type, ref, member_id, memo, n)`,
    legs: sql`select * from unnest(${param(legs.map((l) => l.entry))}::bigint[], ${param(legs.map((l) => l.key))}::text[],
                           ${param(legs.map((l) => l.amount.toString()))}::bigint[])
        with ordinality as g(entry_n, key, amount, n)`,
    out: sql``,
  };
}

/**
 * The batch in one statement: every account the legs name locked in ascending id order (the
 * ledger's one global order, shared with post.ts, so bulk and single postings never deadlock);
 * only if all `accounts` exist, the entries written (`on conflict do nothing`: an entry already in
 * the books is skipped whole), each account moved once by the sum of the legs of entries written
 * now, and each posting written with the running balance after it, in entry order. A guard's
 * `after` reads the new balances from `u`, as in post.ts.
 */
function batchStatement(src: BatchSource, keys: string[], guard: Guard | null) {
  const holds = guard ? guard.holds : sql`true`;
  return sql`
    with ${guard ? guard.ctes : sql``} ${src.before} locked as materialized (
      select a.id, a.key from ledger_accounts a
      where a.key = any(${param(keys)}::text[]) and ${src.when} and ${holds}
      order by a.id for update of a
    ), chk as materialized (
      select count(*)::int as found from locked
    ), ${src.made} e as (${src.entries}), g as (${src.legs}), je as (
      insert into journal_entries (type, ref, member_id, memo)
      select e.type, e.ref, e.member_id, e.memo from e, chk where chk.found = ${keys.length} order by e.n
      on conflict (type, ref) do nothing
      returning id, type, ref
    ), legs as (
      select je.id as entry_id, g.key, g.amount, g.n
      from g join e on e.n = g.entry_n join je on je.type = e.type and je.ref = e.ref
    ), ${movedByLegs(sql``)}${guard?.after ? sql`, y as (${guard.after(sql`exists (select 1 from je)`)})` : sql``}
    select chk.found, (select count(*)::int from je) as posted,
           (select json_agg(json_build_array(m.key, m.balance::text)) from u m) as moved,
           ${holds} as guarded, ${src.when} as admitted ${src.out}
    from chk`;
}

async function run<T>(ex: Executor, src: BatchSource, accounts: AccountRef[], guard: Guard | null) {
  const name = guard ? `${src.name}_${guard.name}` : src.name;
  try {
    const statement = batchStatement(
      src,
      accounts.map((a) => a.key),
      guard,
    );
    return (await queryPrepared<BatchOutcome & T>(ex, name, statement))[0]!;
  } catch (error) {
    if (isMemberBelowZero(error)) throw new AppError('money.insufficient_balance');
    throw error;
  }
}

/**
 * The batch of `src` in one statement, on its own or in the caller's transaction; `accounts` are
 * every account its legs name. With `guard` the statement first meets it: null when it did not
 * hold (nothing written), and `held` is told once it did (a guard with `after`: once the entries
 * are written). A source whose `when` did not hold is answered as it is (`admitted` false, nothing
 * written). Missing accounts are opened and the batch written again, without the guard, which
 * holds by then, or with it if it has `after`. A member wallet that would go below zero
 * fails the balance CHECK with `money.insufficient_balance`, and the statement writes nothing.
 */
export async function postBatch<T extends object = object>(
  ex: Executor,
  src: BatchSource,
  accounts: AccountRef[],
  guard: HeldGuard | null = null,
): Promise<(BatchOutcome & T) | null> {
  // A guard that writes only with the entries (`after`) is met again by the second try, and told
  // only once they are written.
  const withEntries = guard?.after !== undefined;
  let out = await run<T>(ex, src, accounts, guard);
  if (!out.guarded) return null;
  if (!withEntries) guard?.held();
  if (out.admitted && out.found < accounts.length) {
    // Nothing was written: open the missing wallets and post again.
    await openAccounts(ex, accounts);
    out = await run<T>(ex, src, accounts, withEntries ? guard : null);
    if (!out.guarded) return null;
    if (out.admitted && out.found < accounts.length) throw new Error('ledger: accounts missing after they were opened');
  }
  if (withEntries && out.posted > 0) guard?.held();
  return out;
}

/**
 * Posts many journal entries inside the caller's transaction, in one statement whatever their
 * number (two when a wallet moves for the first time): the rules of `post` (post.ts), set-based.
 * An entry posts once. A member wallet that would go below zero fails the balance CHECK: the
 * caller's transaction is aborted with `money.insufficient_balance`.
 */
export async function postMany(tx: Tx, entries: BulkEntry[]): Promise<BulkPosted> {
  if (entries.length === 0) return { posted: 0, balances: new Map() };
  checkEntries(entries);
  const out = (await postBatch(tx, paramSource(entries), accountsOf(entries)))!;
  return {
    posted: out.posted,
    balances: new Map((out.moved ?? []).map(([key, balance]) => [key, BigInt(balance)])),
  };
}
