import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client.ts';
import { workOffMany } from './bulk.ts';
import { turnoverLog, turnoverRequirements } from './schema.ts';

/**
 * Changes a member's turnover requirement by `delta` fen (positive: a deposit or bonus adds to it;
 * negative: a settled bet works it off, never below zero). The same `ref` applies once.
 */
async function change(tx: Tx, memberId: number, ref: string, delta: bigint): Promise<void> {
  const [logged] = await tx
    .insert(turnoverLog)
    .values({ memberId, ref, delta, remainingAfter: 0n })
    .onConflictDoNothing()
    .returning({ id: turnoverLog.id });
  if (!logged) return;
  const [row] = await tx
    .insert(turnoverRequirements)
    .values({ memberId, remaining: delta > 0n ? delta : 0n })
    .onConflictDoUpdate({
      target: turnoverRequirements.memberId,
      set: { remaining: sql`greatest(0, ${turnoverRequirements.remaining} + ${delta})`, updatedAt: new Date() },
    })
    .returning({ remaining: turnoverRequirements.remaining });
  await tx.update(turnoverLog).set({ remainingAfter: row!.remaining }).where(eq(turnoverLog.id, logged.id));
}

export const turnover = {
  require: (tx: Tx, memberId: number, ref: string, amount: bigint) => change(tx, memberId, ref, amount),
  workOff: (tx: Tx, memberId: number, ref: string, amount: bigint) => change(tx, memberId, ref, -amount),
  /** The same for a batch of settled bets, in one statement (bulk.ts). */
  workOffMany,
  /** The member's valid turnover in all: every settled stake logged as a work-off, in fen. */
  async staked(ex: Executor, memberId: number): Promise<bigint> {
    const [row] = await ex
      .select({
        staked: sql<string>`coalesce(-sum(${turnoverLog.delta}) filter (where ${turnoverLog.delta} < 0), 0)::text`,
      })
      .from(turnoverLog)
      .where(eq(turnoverLog.memberId, memberId));
    return BigInt(row?.staked ?? '0');
  },
  /** The valid turnover the member's stakes settled in [from, to) added, in fen. */
  async stakedBetween(ex: Executor, memberId: number, from: Date, to: Date): Promise<bigint> {
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
  },
  /** Every member's valid turnover settled in [from, to), in fen, for all members at once (rebates). */
  async stakedByMemberBetween(ex: Executor, from: Date, to: Date): Promise<{ memberId: number; staked: bigint }[]> {
    const rows = await ex
      .select({ memberId: turnoverLog.memberId, staked: sql<string>`(-sum(${turnoverLog.delta}))::text` })
      .from(turnoverLog)
      .where(and(lt(turnoverLog.delta, 0n), gte(turnoverLog.createdAt, from), lt(turnoverLog.createdAt, to)))
      .groupBy(turnoverLog.memberId)
      .orderBy(turnoverLog.memberId);
    return rows.map((r) => ({ memberId: r.memberId, staked: BigInt(r.staked) }));
  },
  /**
   * What is left of each requirement (by ref) still open: bets work the oldest requirement off
   * first, so the member's remaining total belongs to the newest ones (docs/decisions.md, Rewards).
   * A ref that is not in the map is worked off.
   */
  async openRequirements(ex: Executor, memberId: number): Promise<Map<string, bigint>> {
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
  },
  async remaining(ex: Executor, memberId: number): Promise<bigint> {
    const [row] = await ex
      .select({ remaining: turnoverRequirements.remaining })
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, memberId));
    return row?.remaining ?? 0n;
  },
};
