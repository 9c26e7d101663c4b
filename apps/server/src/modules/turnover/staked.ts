import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { turnoverLog } from './schema.ts';

/** The member's valid turnover in all: every settled stake logged as a work-off, in fen. */
export async function staked(ex: Executor, memberId: number): Promise<bigint> {
  const [row] = await ex
    .select({
      staked: sql<string>`coalesce(-sum(${turnoverLog.delta}) filter (where ${turnoverLog.delta} < 0), 0)::text`,
    })
    .from(turnoverLog)
    .where(eq(turnoverLog.memberId, memberId));
  return BigInt(row?.staked ?? '0');
}

/** The valid turnover the member's stakes settled in [from, to) added, in fen. */
export async function stakedBetween(ex: Executor, memberId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await ex
    .select({ staked: sql<string>`coalesce(-sum(${turnoverLog.delta}), 0)::text` })
    .from(turnoverLog)
    .where(
      and(
        eq(turnoverLog.memberId, memberId),
        lt(turnoverLog.delta, 0n),
        gte(turnoverLog.createdAt, from),
        lt(turnoverLog.createdAt, to),
      ),
    );
  return BigInt(row?.staked ?? '0');
}

/** Every member's valid turnover settled in [from, to), in fen, for all members at once (rebates). */
export async function stakedByMemberBetween(
  ex: Executor,
  from: Date,
  to: Date,
): Promise<{ memberId: number; staked: bigint }[]> {
  const rows = await ex
    .select({ memberId: turnoverLog.memberId, staked: sql<string>`(-sum(${turnoverLog.delta}))::text` })
    .from(turnoverLog)
    .where(and(lt(turnoverLog.delta, 0n), gte(turnoverLog.createdAt, from), lt(turnoverLog.createdAt, to)))
    .groupBy(turnoverLog.memberId)
    .orderBy(turnoverLog.memberId);
  return rows.map((r) => ({ memberId: r.memberId, staked: BigInt(r.staked) }));
}
