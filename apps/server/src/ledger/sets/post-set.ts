import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Executor } from '../../db/client.ts';
import type { Move } from '../ledger.ts';
import { param } from '../sql-parts.ts';

/**
 * One two-leg entry of a set: `holds`, a condition of its own (its gates, lib/gates.ts); `extra`,
 * the values the set's parts read of it (`r.extra`, jsonb).
 */
export type SetMove = Move & { memberId: number; holds: SQL; extra: Record<string, string> };

/**
 * What the set's statement meets and writes besides the entries (the requests' key claims and
 * answers, the transfers' rows). `ctes` (ending in a comma) and `holds` are read before any
 * account is locked, over `r` (n, type, ref, member_id, amount, extra); `alongside` inserts one
 * row per written move from `m` (r's columns with entry_id, from_after, to_after) and returns its
 * `ref` among its columns; `after` writes from `m` and `x` (the alongside rows).
 */
export type SetParts = { name: string; ctes: SQL; holds: SQL; alongside: SQL; after: SQL };

/** A move the statement wrote: its entry, both balances right after it, and its alongside row. */
export type SetWritten = { entryId: number; fromAfter: bigint; toAfter: bigint; row: Record<string, unknown> };

type Row = { n: string; entry_id: string | null; from_after: string | null; to_after: string | null; row: unknown };

/** Each member of a set's own condition (`holds[i]` for the i-th), as one expression over `r.n`. */
export const ownHolds = (holds: SQL[]) =>
  sql`(case r.n ${sql.join(
    holds.map((h, i) => sql`when ${sql.raw(String(i + 1))} then (${h})`),
    sql` `,
  )} else false end)`;

function setStatement(moves: SetMove[], parts: SetParts) {
  const col = <T>(f: (m: SetMove) => T) => param(moves.map(f));
  return sql`
    with r as materialized (
      select r.n, r.type, r.ref, r.member_id, r.memo, r.from_key, r.to_key, r.amount, r.extra::jsonb as extra
      from unnest(${col((m) => m.type)}::text[], ${col((m) => m.ref)}::text[], ${col((m) => m.memberId)}::bigint[],
                  ${col((m) => m.memo ?? '')}::text[], ${col((m) => m.from.key)}::text[], ${col((m) => m.to.key)}::text[],
                  ${col((m) => m.amount.toString())}::bigint[], ${col((m) => JSON.stringify(m.extra))}::text[])
        with ordinality as r(type, ref, member_id, memo, from_key, to_key, amount, extra, n)
    ), ${parts.ctes} ok as materialized (
      select r.* from r where ${ownHolds(moves.map((m) => m.holds))} and (${parts.holds})
    ), w as (
      select ok.n, g.key, g.delta, g.i
      from ok cross join lateral (values (ok.from_key, -ok.amount, 1), (ok.to_key, ok.amount, 2)) as g(key, delta, i)
    ), l as materialized (
      select a.id, a.member_id, w.n, w.delta, w.i, a.balance + w.delta as after
      from ledger_accounts a join w on w.key = a.key
      order by a.id
      for update of a
    ), chk as materialized (
      select n from l group by n having count(*) = 2 and bool_and(member_id is null or after >= 0)
    ), e as (
      insert into journal_entries (type, ref, member_id, memo)
      select ok.type, ok.ref, ok.member_id, ok.memo from ok join chk on chk.n = ok.n
      on conflict (type, ref) do nothing
      returning id, type, ref
    ), en as (
      select ok.n, e.id as entry_id from e join ok on ok.type = e.type and ok.ref = e.ref
    ), u as (
      update ledger_accounts a set balance = l.after
      from l join en on en.n = l.n where a.id = l.id
      returning a.id, a.balance, l.n, l.i, l.delta
    ), p as (
      insert into postings (entry_id, account_id, amount, balance_after)
      select en.entry_id, u.id, u.delta, u.balance from u join en on en.n = u.n
      order by en.n, u.i
      returning 1
    ), m as (
      select ok.*, en.entry_id, f.balance as from_after, t.balance as to_after
      from ok join en on en.n = ok.n
        join u f on f.n = ok.n and f.i = 1
        join u t on t.n = ok.n and t.i = 2
    ), x as (${parts.alongside}), y as (${parts.after})
    select r.n, m.entry_id, m.from_after::text as from_after, m.to_after::text as to_after,
           (select row_to_json(x) from x where x.ref = r.ref) as row
    from r left join m on m.n = r.n
    order by r.n`;
}

/**
 * Two-leg entries of different members in one statement, so in one commit: each is written only
 * where its own condition and `parts.holds` are met, both of its accounts exist and no member
 * wallet would go below zero; the rest are answered null and nothing of theirs is written (the
 * caller takes them the single way, ledger/post.ts). Every account is locked in ascending id
 * order, across the whole set (the ledger's one global order). No two moves may share an account.
 */
export async function postSet(ex: Executor, moves: SetMove[], parts: SetParts): Promise<(SetWritten | null)[]> {
  const keys = moves.flatMap((m) => [m.from.key, m.to.key]);
  if (new Set(keys).size !== keys.length) throw new Error('a set of entries may not share an account');
  const rows = await queryPrepared<Row>(ex, `ledger_set_${parts.name}_${moves.length}`, setStatement(moves, parts));
  return rows.map((r) =>
    r.entry_id === null
      ? null
      : {
          entryId: Number(r.entry_id),
          fromAfter: BigInt(r.from_after!),
          toAfter: BigInt(r.to_after!),
          row: (r.row ?? {}) as Record<string, unknown>,
        },
  );
}
