import { and, eq, gt, sql } from 'drizzle-orm';
import { formatFen, memberDrawCapFen } from '@app/contract';
import type { Config } from '../../config.ts';
import { queryRows, type Executor, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
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

/**
 * In one statement: raises the draw's exposure and the member's share by the wager if the draw is
 * open at `now` and both stay within their caps, else changes nothing and throws why. Meant as the
 * last statement of the bet's transaction: the draw row it locks is held only until the commit,
 * and closing the draw (an update of the same row) waits for it, so a bet is in before the close
 * or not at all. Locks the draw row, then the member's share row.
 */
export async function reserve(tx: Tx, w: Wager, caps: Caps): Promise<void> {
  const [potential, drawCap, memberCap] = [w.potential, caps.draw, caps.member].map(String);
  const at = w.now.toISOString();
  const [row] = await queryRows<{ draw_ok: number; member_ok: number }>(
    tx,
    sql`
    with d as (
      update lottery_draws set exposure = exposure + ${potential}::bigint
      where id = ${w.drawId} and status = 'open' and opens_at <= ${at}::timestamptz and closes_at > ${at}::timestamptz
        and exposure + ${potential}::bigint <= ${drawCap}::bigint
      returning id
    ), s as (
      insert into lottery_draw_shares (draw_id, member_id, placed)
      select id, ${w.memberId}::bigint, ${potential}::bigint from d where ${potential}::bigint <= ${memberCap}::bigint
      on conflict (draw_id, member_id) do update set placed = lottery_draw_shares.placed + excluded.placed
        where lottery_draw_shares.placed + excluded.placed <= ${memberCap}::bigint
      returning placed
    )
    select (select count(*) from d)::int as draw_ok, (select count(*) from s)::int as member_ok`,
  );
  if (row?.draw_ok === 1 && row.member_ok === 1) return;
  // Refused (the throw rolls the transaction back, the draw's raise included).
  const overShare = new AppError('lottery.member_cap_reached', 409, { max: formatFen(caps.member) });
  if (row?.draw_ok === 1) throw overShare;
  // The draw was left as it was: tell why from its state now.
  await checkWager(tx, w, caps);
  throw new AppError('lottery.draw_cap_reached', 409);
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
