import { and, eq, gt, sql } from 'drizzle-orm';
import { formatFen, memberDrawCapFen } from '@app/contract';
import type { Config } from '../../config.ts';
import { queryPrepared, type Executor, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { lotteryDrawShares, lotteryDraws } from './schema.ts';

/**
 * The payout caps of a draw (docs/decisions.md, Games): `draw`, what all its open bets may win
 * together; `member`, what one member's bets on it may win together, withdrawn bets included.
 * Both are running totals (`lottery_draws.exposure`, `lottery_draw_shares.placed`) checked and
 * raised by one statement, so no bet sums the draw's bets and no bet waits on another for longer
 * than that statement and its commit.
 */
export type Caps = { draw: bigint; member: bigint };

export function capsOf(config: Config): Caps {
  const draw = config.lottery.drawPayoutCapFen;
  return { draw, member: memberDrawCapFen(draw) };
}

export type Wager = { drawId: string; memberId: number; potential: bigint; now: Date };

/**
 * Refuses, without locking anything, a wager the draw cannot take as it stands: unknown, closed,
 * not yet open, over the draw's cap, over the member's share. The authoritative check is
 * `reserve`; this one answers most refusals before any money moves, in the order members knew.
 */
export async function checkWager(ex: Executor, w: Wager, caps: Caps): Promise<void> {
  const [row] = await ex
    .select({
      status: lotteryDraws.status,
      opensAt: lotteryDraws.opensAt,
      closesAt: lotteryDraws.closesAt,
      exposure: lotteryDraws.exposure,
      placed: lotteryDrawShares.placed,
    })
    .from(lotteryDraws)
    .leftJoin(
      lotteryDrawShares,
      and(eq(lotteryDrawShares.drawId, lotteryDraws.id), eq(lotteryDrawShares.memberId, w.memberId)),
    )
    .where(eq(lotteryDraws.id, w.drawId));
  if (!row) throw new AppError('lottery.draw_not_found', 404);
  if (row.status !== 'open' || w.now >= row.closesAt) throw new AppError('lottery.draw_closed', 409);
  if (w.now < row.opensAt) throw new AppError('lottery.draw_not_open', 409);
  if (row.exposure + w.potential > caps.draw) throw new AppError('lottery.draw_cap_reached', 409);
  if ((row.placed ?? 0n) + w.potential > caps.member) {
    throw new AppError('lottery.member_cap_reached', 409, { max: formatFen(caps.member) });
  }
}

type Reserved = { gates: boolean; has_share: boolean; draw_ok: number; member_ok: number };

/**
 * The reservation in one statement, both totals or neither: the member's share row locked first
 * (only that member's bets wait on it) and read as it is now, then the draw raised if it is open,
 * both stay within their caps and the bet's gates surely pass (unless `checked`: they were run),
 * then the share. Nothing when the share row does not exist yet.
 */
function tryReserve(ex: Executor, w: Wager, caps: Caps, admit: Admission, checked: boolean) {
  const [potential, drawCap, memberCap] = [w.potential, caps.draw, caps.member].map(String);
  const at = w.now.toISOString();
  return queryPrepared<Reserved>(
    ex,
    'lottery_reserve',
    sql`
    with g as materialized (
      select ${checked}::boolean or (${admit.surely}) as pass
    ), sh as materialized (
      select placed from lottery_draw_shares where draw_id = ${w.drawId} and member_id = ${w.memberId}::bigint for update
    ), d as (
      update lottery_draws set exposure = exposure + ${potential}::bigint
      where id = ${w.drawId} and status = 'open' and opens_at <= ${at}::timestamptz and closes_at > ${at}::timestamptz
        and exposure + ${potential}::bigint <= ${drawCap}::bigint
        and (select placed from sh) + ${potential}::bigint <= ${memberCap}::bigint
        and (select pass from g)
      returning id
    ), s as (
      update lottery_draw_shares set placed = placed + ${potential}::bigint
      where draw_id = ${w.drawId} and member_id = ${w.memberId}::bigint and exists (select 1 from d)
      returning placed
    )
    select (select pass from g) as gates, exists (select 1 from sh) as has_share, (select count(*) from d)::int as draw_ok,
           (select count(*) from s)::int as member_ok`,
  );
}

/**
 * Raises the draw's exposure and the member's share by the wager if the draw is open at `now`, both
 * stay within their caps and the bet passes its gates (`admit`: run only when their SQL form is
 * not sure), else changes nothing and throws why (docs/decisions.md, Exposure as running totals).
 * Its own statement, committed at once before the bet's, so the draw row is locked only inside the
 * database, never across a round trip; a bet that then does not go in gives it back
 * (`unreserve`). A member's first bet on a draw opens their share row first.
 */
export async function reserve(ex: Executor, w: Wager, caps: Caps, admit: Admission): Promise<void> {
  let checked = false;
  let [row] = await tryReserve(ex, w, caps, admit, checked);
  if (row && !row.gates) {
    await admit.check();
    checked = true;
    [row] = await tryReserve(ex, w, caps, admit, checked);
  }
  if (row && !row.has_share) {
    await ex.execute(sql`insert into lottery_draw_shares (draw_id, member_id, placed)
      select id, ${w.memberId}::bigint, 0 from lottery_draws where id = ${w.drawId} and status = 'open'
      on conflict do nothing`);
    [row] = await tryReserve(ex, w, caps, admit, checked);
  }
  if (row?.draw_ok === 1 && row.member_ok === 1) return;
  // Left as it was: tell why from the draw's state now.
  await checkWager(ex, w, caps);
  throw new AppError('lottery.draw_cap_reached', 409);
}

/**
 * Gives back a reservation whose bet did not go in: the member's share, then the draw (the
 * order `reserve` locks them in, so the two never deadlock).
 */
export async function unreserve(ex: Executor, w: Wager): Promise<void> {
  const potential = String(w.potential);
  await ex.execute(sql`
    with sh as materialized (
      update lottery_draw_shares set placed = placed - ${potential}::bigint
      where draw_id = ${w.drawId} and member_id = ${w.memberId}::bigint
      returning 1
    )
    update lottery_draws set exposure = exposure - ${potential}::bigint
    where id = ${w.drawId} and exists (select 1 from sh)`);
}

/**
 * A withdrawn bet gives its potential payout back to the draw (other members may use it), in one
 * statement that also requires the draw to be still open at `now`: false when it is not, and the
 * caller's transaction must then be rolled back. The member's share keeps it (see lotteryDrawShares).
 */
export async function release(tx: Tx, drawId: string, potential: bigint, now: Date): Promise<boolean> {
  const done = await tx
    .update(lotteryDraws)
    .set({ exposure: sql`${lotteryDraws.exposure} - ${String(potential)}::bigint` })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, now)))
    .returning({ id: lotteryDraws.id });
  return done.length === 1;
}
