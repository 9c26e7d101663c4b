import { sql, type SQL } from 'drizzle-orm';
import { filledAnswer, tryKeyLock, type KeyRow } from './key.ts';

/** A key row's values as the set's statement reads them (`r.extra`). */
export const keyExtra = (k: KeyRow) => ({ key: k.key, route: k.route, hash: k.hash, body: k.body });

const extra = (name: string) => sql`(r.extra->>${name})`;

/**
 * The claims of a set's requests (the set form of key.ts `answeredGuard`): each key's
 * advisory lock, taken without waiting, then its row written answered with its effect only. A
 * request holds when its lock was free and no row has its key; a twin that committed the key after
 * the statement's snapshot fails the insert, and the whole statement with it. `fill`: each text of
 * the answer replaced by SQL over `from` (which yields the written requests as `m`).
 */
export function answeredSet(fill: ReadonlyMap<string, SQL>, from: SQL) {
  const body = filledAnswer(sql`(m.extra->>'body')`, fill);
  return {
    ctes: sql`kl as materialized (
      select r.n, ${tryKeyLock(sql`r.member_id::text`, extra('key'))} as got from r
    ),`,
    // The key's row looked up per request, as a subquery the planner does not turn into a join: a
    // join's plan, cached while the table was small, read every key (docs/performance.md).
    holds: sql`(select got from kl where kl.n = r.n)
      and (select true from idempotency_keys k where k.member_id = r.member_id and k.key = ${extra('key')}) is null`,
    after: sql`
      insert into idempotency_keys (member_id, key, route, request_hash, state, status_code, response)
      select m.member_id, m.extra->>'key', m.extra->>'route', m.extra->>'hash', 'done', 200, (${body})::jsonb
      from ${from}
      returning 1`,
  };
}
