import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows, type Executor } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { AccountRef } from './accounts.ts';
import type { EntryType } from './entry-types.ts';
import { accountsOf, openAccounts } from './accounts.ts';
import { isMemberBelowZero, param } from './sql-parts.ts';

export type Leg = { account: AccountRef; amount: bigint };
export type Entry = { type: EntryType; ref: string; memberId?: number | null; memo?: string; legs: Leg[] };
/**
 * `accounts`: every account the entry moved, by key, with its id and balance right after it (empty
 * for a replay, which moved nothing), so callers need not read them again.
 */
export type Posted = {
  entryId: number;
  replayed: boolean;
  accounts: Map<string, { id: number; balance: bigint }>;
  /** What the `Alongside` insert returned (as JSON), when it wrote its row. */
  alongside: Record<string, unknown> | null;
};
/**
 * A business row written in the entry's own statement, and only when the entry is written (the
 * row of a transfer, say): `insert(written)` is an insert filtered by the condition `written`.
 * `name` names the statement it makes (queryPrepared).
 */
export type Alongside = { name: string; insert: (written: SQL) => SQL };
/**
 * A condition a statement of entries (bulk.ts `postBatch`) must meet before it moves anything,
 * written as top-level CTEs (`ctes`, ending in a comma) and the condition over them (`holds`): the
 * claim of a request's Idempotency-Key, say, so that claim and entries commit as one statement.
 * `after`, when given, is the statement's last CTE, written only with the entries (`written`); it
 * may read the new balances (`u`: id, key, balance). Such a guard writes nothing unless the entries
 * are written, so it is tried again with them and told only then.
 */
export type Guard = { name: string; ctes: SQL; holds: SQL; after?: (written: SQL) => SQL };
/** In a guard's `after`: the balance of `ref` right after the entries. */
export const balanceAfterEntry = (ref: AccountRef) => sql`(select balance from u where key = ${ref.key})`;
/** A guard whose owner is told (`held`) once a statement met it. */
export type HeldGuard = Guard & { held: () => void };

type Outcome = {
  entry_id: number | null;
  earlier_id: number | null;
  found: number;
  covered: boolean;
  moved: [string, number, string][] | null;
  alongside: Record<string, unknown> | null;
};

/**
 * The whole entry in one statement: an entry already in the books answers its id and moves
 * nothing; otherwise the accounts are locked in ascending id order (the ledger's one global
 * order, shared with bulk.ts), and only if every one exists and no member wallet would go below
 * zero are the entry, the new balances and the postings written. A refusal writes nothing and
 * raises no database error, so the caller's transaction stays usable.
 */
function postStatement(entry: Entry, deltas: Map<string, bigint>, alongside: Alongside | undefined) {
  const keys = [...deltas.keys()];
  return sql`
    with w as (
      select * from unnest(${param(keys)}::text[], ${param(keys.map((k) => deltas.get(k)!.toString()))}::bigint[])
        as w(key, delta)
    ), earlier as (
      select id from journal_entries where type = ${entry.type} and ref = ${entry.ref}
    ), l as materialized (
      select a.id, a.key, a.member_id, a.balance + w.delta as after
      from ledger_accounts a join w on w.key = a.key
      where not exists (select 1 from earlier)
      order by a.id
      for update of a
    ), chk as materialized (
      select count(*)::int as found, coalesce(bool_and(member_id is null or after >= 0), true) as covered from l
    ), e as (
      insert into journal_entries (type, ref, member_id, memo)
      select ${entry.type}, ${entry.ref}, ${entry.memberId ?? null}::bigint, ${entry.memo ?? ''} from chk
      where chk.found = ${keys.length} and chk.covered
      on conflict (type, ref) do nothing
      returning id
    ), u as (
      update ledger_accounts a set balance = l.after
      from l where a.id = l.id and exists (select 1 from e)
      returning a.id, a.key, a.balance
    ), p as (
      insert into postings (entry_id, account_id, amount, balance_after)
      select e.id, u.id, g.amount, u.balance
      from e cross join unnest(${param(entry.legs.map((g) => g.account.key))}::text[],
                               ${param(entry.legs.map((g) => g.amount.toString()))}::bigint[])
             with ordinality as g(key, amount, n)
        join u on u.key = g.key
      order by g.n
      returning 1
    ), x as (
      ${alongside ? alongside.insert(sql`exists (select 1 from e)`) : sql`select null`}
    )
    select (select id from e) as entry_id, (select id from earlier) as earlier_id, chk.found, chk.covered,
           (select json_agg(json_build_array(u.key, u.id, u.balance::text)) from u) as moved,
           ${alongside ? sql`(select row_to_json(x) from x)` : sql`null::json`} as alongside
    from chk`;
}

async function attempt(ex: Executor, entry: Entry, deltas: Map<string, bigint>, alongside: Alongside | undefined) {
  const name = ['ledger_post', alongside?.name].filter(Boolean).join('_');
  try {
    return (await queryPrepared<Outcome>(ex, name, postStatement(entry, deltas, alongside)))[0]!;
  } catch (error) {
    // The CHECK stays the last word on "no negative wallet", should the statement's own test miss.
    if (isMemberBelowZero(error)) throw new AppError('money.insufficient_balance');
    throw error;
  }
}

function deltasOf(entry: Entry): Map<string, bigint> {
  if (entry.legs.length < 2) throw new Error('a journal entry needs at least two legs');
  if (entry.legs.some((l) => l.amount === 0n)) throw new Error('a leg of zero is meaningless');
  if (entry.legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw new Error('journal entry does not balance');
  const deltas = new Map<string, bigint>();
  for (const leg of entry.legs) deltas.set(leg.account.key, (deltas.get(leg.account.key) ?? 0n) + leg.amount);
  return deltas;
}

async function outcomeOf(ex: Executor, entry: Entry, out: Outcome): Promise<Posted> {
  const replayed = (entryId: number): Posted => ({ entryId, replayed: true, accounts: new Map(), alongside: null });
  if (out.earlier_id !== null) return replayed(Number(out.earlier_id));
  if (!out.covered) throw new AppError('money.insufficient_balance');
  if (out.entry_id === null) {
    // Its twin committed between this statement's snapshot and its insert: that one is the entry.
    const [twin] = await queryRows<{ id: number }>(
      ex,
      sql`select id from journal_entries where type = ${entry.type} and ref = ${entry.ref}`,
    );
    if (!twin) throw new Error(`ledger: entry ${entry.type} ${entry.ref} neither posted nor found`);
    return replayed(Number(twin.id));
  }
  const accounts = new Map(
    (out.moved ?? []).map(([key, id, balance]) => [key, { id: Number(id), balance: BigInt(balance) }]),
  );
  return { entryId: Number(out.entry_id), replayed: false, accounts, alongside: out.alongside };
}

/**
 * Posts one journal entry, in one statement, so in the caller's transaction or on its own: the
 * legs must sum to zero; every account touched is locked in ascending id order (so two entries can
 * never deadlock), its balance changed and a posting written. The same (type, ref) posts once: a
 * second call is a no-op answering `replayed`. A member wallet that would go below zero refuses
 * with `money.insufficient_balance` and writes nothing.
 */
export async function post(ex: Executor, entry: Entry, alongside?: Alongside): Promise<Posted> {
  const deltas = deltasOf(entry);
  let out = await attempt(ex, entry, deltas, alongside);
  if (out.earlier_id === null && out.found < deltas.size) {
    // The first movement of a wallet: open it.
    await openAccounts(ex, accountsOf([entry]));
    out = await attempt(ex, entry, deltas, alongside);
  }
  return outcomeOf(ex, entry, out);
}
