import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { turnoverRequirements } from './schema.ts';

/** What the member still has to bet before withdrawing, in fen. */
export async function remaining(ex: Executor, memberId: number): Promise<bigint> {
  const [row] = await ex
    .select({ remaining: turnoverRequirements.remaining })
    .from(turnoverRequirements)
    .where(eq(turnoverRequirements.memberId, memberId));
  return row?.remaining ?? 0n;
}

/**
 * What is left of each requirement (by ref) still open: bets work the oldest requirement off
 * first, so the member's remaining total belongs to the newest ones (docs/decisions.md, Rewards).
 * A ref that is not in the map is worked off.
 */
export async function openRequirements(ex: Executor, memberId: number): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ ref: string; left: string }>(
    ex,
    sql`with r as (select coalesce((select remaining from turnover_requirements where member_id = ${memberId}), 0) as remaining),
        req as (
          select ref, delta, sum(delta) over (order by id desc) - delta as newer
          from turnover_log where member_id = ${memberId} and delta > 0
        )
        select ref, least(delta, r.remaining - newer)::text as left from req, r where newer < r.remaining`,
  );
  return new Map(rows.map((x) => [x.ref, BigInt(x.left)]));
}
