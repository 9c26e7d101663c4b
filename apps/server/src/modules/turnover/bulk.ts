import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

export type WorkOff = { memberId: number; ref: string; amount: bigint };

/**
 * Works off many settled bets at once, with the rules of one work-off (change.ts): each `ref`
 * applies once (a ref already logged is skipped), a requirement never goes below zero, and every
 * log row records the requirement after it, in the order given. One statement for any number:
 * the requirements touched are locked in ascending member order, so batches running side by side
 * cannot deadlock. A member without a requirement keeps having none (it reads as zero), rather
 * than getting a row of zero. Answers how many refs applied now.
 */
export async function workOffMany(tx: Tx, items: WorkOff[]): Promise<number> {
  if (items.length === 0) return 0;
  const list = (values: unknown[]) => sql.param(values);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`
    with i as (
      select * from unnest(${list(items.map((x) => x.memberId))}::bigint[], ${list(items.map((x) => x.ref))}::text[],
                           ${list(items.map((x) => x.amount.toString()))}::bigint[])
        with ordinality as i(member_id, ref, amount, n)
    ), fresh as (
      select i.* from i where not exists (select 1 from turnover_log l where l.ref = i.ref)
    ), cur as materialized (
      select member_id, remaining from turnover_requirements
      where member_id in (select member_id from fresh) order by member_id for update
    ), logged as (
      insert into turnover_log (member_id, ref, delta, remaining_after)
      select f.member_id, f.ref, -f.amount,
             greatest(0, coalesce(c.remaining, 0) - sum(f.amount) over (partition by f.member_id order by f.n))
      from fresh f left join cur c on c.member_id = f.member_id
      order by f.n
      on conflict (ref) do nothing
      returning member_id, delta
    ), sums as (
      select member_id, sum(delta)::bigint as delta from logged group by member_id
    ), req as (
      update turnover_requirements t set remaining = greatest(0, t.remaining + s.delta), updated_at = now()
      from sums s where t.member_id = s.member_id
      returning 1
    )
    select count(*)::int as n from logged`,
  );
  return row?.n ?? 0;
}
