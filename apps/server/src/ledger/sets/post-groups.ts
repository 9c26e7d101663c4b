import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Executor } from '../../db/client.ts';
import { movedByLegs } from './bulk.ts';
import { param } from '../sql-parts.ts';

/**
 * What a statement of several groups of entries (the orders of several members) is made of around
 * the ledger's part. `before` (CTEs, ending in a comma) runs first and must define `go`, the groups
 * to write (column `n`); `made` (CTEs, ending in a comma) runs once their accounts are locked;
 * `entries` selects each entry of those groups (n, k, type, ref, member_id, memo; `k` its place in
 * its group) and `legs` their legs (n, k, i, key, amount; `i` the leg's place); `after` is a last
 * CTE, which may read `u` (n, key, balance right after); `out` is the statement's own select.
 * `name` names the statement (queryPrepared).
 */
export type GroupSource = { name: string; before: SQL; made: SQL; entries: SQL; legs: SQL; after: SQL; out: SQL };

/** An account a group moves; each account belongs to one group of the statement. */
export type GroupAccount = { n: number; key: string };

function groupsStatement(src: GroupSource, accounts: GroupAccount[]) {
  return sql`
    with ${src.before} acc as (
      select * from unnest(${param(accounts.map((a) => a.n))}::bigint[], ${param(accounts.map((a) => a.key))}::text[])
        as acc(n, key)
    ), locked as materialized (
      select a.id, a.key, acc.n from ledger_accounts a join acc on acc.key = a.key
      where acc.n in (select n from go)
      order by a.id
      for update of a
    ), ${src.made} e as materialized (${src.entries}), g as (${src.legs}), je as (
      insert into journal_entries (type, ref, member_id, memo)
      select e.type, e.ref, e.member_id, e.memo from e order by e.n, e.k
      returning id, type, ref
    ), legs as (
      select je.id as entry_id, g.key, g.amount, g.i as n
      from g join e on e.n = g.n and e.k = g.k join je on je.type = e.type and je.ref = e.ref
    ), ${movedByLegs(sql`, l.n`)}, y as (${src.after})
    ${src.out}`;
}

/**
 * The entries of several groups in one statement, so in one commit: the accounts of every group
 * `go` admits are locked in ascending id order across the whole set (the ledger's one global
 * order, as post.ts and bulk.ts lock), then each entry is written, each account moved by the sum
 * of its legs and each posting written with the running balance after it, in entry order. A member
 * wallet that would go below zero fails the balance CHECK, and with it the whole statement: the
 * caller takes its groups another way. No two groups may share an account.
 */
export async function postGroups<T>(ex: Executor, src: GroupSource, accounts: GroupAccount[]): Promise<T[]> {
  if (new Set(accounts.map((a) => a.key)).size !== accounts.length) {
    throw new Error('groups of one statement may not share an account');
  }
  const groups = new Set(accounts.map((a) => a.n)).size;
  return queryPrepared<T>(ex, `ledger_groups_${src.name}_${groups}`, groupsStatement(src, accounts));
}
