import { sql, type SQL } from 'drizzle-orm';
import { formatFen, memberDrawCapFen } from '@app/contract';
import type { Config } from '../../config.ts';
import { queryRows, type Executor, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { GAMES_SHARDS, param } from '../../ledger/index.ts';

/**
 * The payout caps of a draw (docs/decisions.md, Games): `draw`, what all its open bets may win
 * together; `member`, what one member's bets on it may win together, withdrawn bets included.
 * Both are running totals: the draw's spread over its stripes (schema.ts lotteryDrawStripes), the
 * member's in `lottery_draw_shares.placed`, checked and raised inside the bet's own statement.
 */
export type Caps = { draw: bigint; member: bigint };

export function capsOf(config: Config): Caps {
  const draw = config.lottery.drawPayoutCapFen;
  return { draw, member: memberDrawCapFen(draw) };
}

/**
 * How many stripes a draw's exposure is spread over (migration 0013 made as many): as many as the
 * games wallet's rows, so two bets meet on a stripe only when they meet on that row anyway.
 */
export const STRIPES = GAMES_SHARDS;

export type Wager = { drawId: string; memberId: number; potential: bigint; now: Date };

/** The stripe a member's bets and withdrawals on any draw go to. */
const stripeOf = (memberId: number) => memberId % STRIPES;

/**
 * Refuses, without locking anything, a wager the draw cannot take as it stands: unknown, closed,
 * not yet open, over the draw's cap, over the member's share, in the order members knew.
 */
export async function checkWager(ex: Executor, w: Wager, caps: Caps): Promise<void> {
  const [row] = await queryRows<{ status: string; opens: boolean; closed: boolean; exposure: string; placed: string }>(
    ex,
    sql`select d.status, d.opens_at <= ${w.now.toISOString()}::timestamptz as opens,
               d.closes_at <= ${w.now.toISOString()}::timestamptz as closed,
               (select coalesce(sum(exposure), 0) from lottery_draw_stripes where draw_id = d.id)::text as exposure,
               (select coalesce(max(placed), 0) from lottery_draw_shares where draw_id = d.id and member_id = ${w.memberId}::bigint)::text as placed
        from lottery_draws d where d.id = ${w.drawId}`,
  );
  if (!row) throw new AppError('lottery.draw_not_found', 404);
  if (row.status !== 'open' || row.closed) throw new AppError('lottery.draw_closed', 409);
  if (!row.opens) throw new AppError('lottery.draw_not_open', 409);
  if (BigInt(row.exposure) + w.potential > caps.draw) throw new AppError('lottery.draw_cap_reached', 409);
  if (BigInt(row.placed) + w.potential > caps.member) {
    throw new AppError('lottery.member_cap_reached', 409, { max: formatFen(caps.member) });
  }
}

/** Why a bet's statement reserved nothing: the columns `reservation` adds to its answer. */
export type Reservation = { gates: boolean; accounts_ok: boolean; has_share: boolean; reserved: boolean };

/** How a bet's statement reserves: `checked`, its gates were run (so pass); `wide`, see `reservation`. */
export type Way = { checked: boolean; wide: boolean };

/**
 * The draw's stripes as a wide reservation leaves them (CTE `rst`): all locked in order for the
 * statement, and if their exposure and the wager stay within the draw's cap, each one's room set to
 * its exposure and an equal part of what is left, the member's stripe raised by the wager and given
 * it first. The rooms still add up to the cap.
 */
function wideStripes(w: Wager, caps: Caps, allowed: SQL) {
  const [potential, cap, mine] = [String(w.potential), String(caps.draw), stripeOf(w.memberId)];
  return sql`rall as materialized (
      select stripe, exposure from lottery_draw_stripes where draw_id = ${w.drawId} order by stripe for update
    ), rfree as (
      -- From the locked rows: FOR UPDATE returns each as it is now, a later scan as the statement began.
      select ${cap}::bigint - sum(exposure)::bigint - ${potential}::bigint as free, count(*)::int as n from rall
      having bool_or(stripe = ${mine}::int)
    ), rst as (
      update lottery_draw_stripes x
      set exposure = x.exposure + case when x.stripe = ${mine}::int then ${potential}::bigint else 0 end,
          room = x.exposure + f.free / f.n
            + case when x.stripe = ${mine}::int then ${potential}::bigint + f.free % f.n else 0 end
      from rfree f where x.draw_id = ${w.drawId} and f.free >= 0 and ${allowed}
      returning 1
    )`;
}

/** The member's stripe raised by the wager if it has the room (CTE `rst`): the usual way, one row locked. */
function narrowStripe(w: Wager, allowed: SQL) {
  const potential = String(w.potential);
  return sql`rst as (
      update lottery_draw_stripes set exposure = exposure + ${potential}::bigint
      where draw_id = ${w.drawId} and stripe = ${stripeOf(w.memberId)}::int and exposure + ${potential}::bigint <= room
        and ${allowed}
      returning 1
    )`;
}

/**
 * The reservation as CTEs of the bet's own statement (place-statement.ts), ending in a comma: the
 * member's share row locked first (only that member's bets wait on it), then, if the draw is open
 * at `now`, the member's cap, the bet's gates (unless `checked`), the accounts' existence and
 * `holds` all allow it, the stripe raised (`narrowStripe`; a bet its stripe has no room for goes
 * `wide`, moving the draw's free room: `wideStripes`), then the share. `reserved` (CTE `rs`) tells
 * the statement to go on; `columns` say why it did not. Nothing when the share row does not exist
 * yet. A narrow bet waits only for the bets of its stripe, each for one statement and its commit.
 */
export function reservation(w: Wager, caps: Caps, admit: Admission, way: Way, keys: string[], holds: SQL) {
  const [potential, memberCap] = [w.potential, caps.member].map(String);
  const at = w.now.toISOString();
  const allowed = sql`exists (select 1 from lottery_draws where id = ${w.drawId} and status = 'open'
                    and opens_at <= ${at}::timestamptz and closes_at > ${at}::timestamptz)
        and (select placed from rsh) + ${potential}::bigint <= ${memberCap}::bigint
        and (select pass from rg) and (select ok from racc) and ${holds}`;
  const ctes = sql`rg as materialized (
      select ${way.checked}::boolean or (${admit.surely}) as pass
    ), racc as materialized (
      select count(*) = ${keys.length}::int as ok from ledger_accounts where key = any(${param(keys)}::text[])
    ), rsh as materialized (
      select placed from lottery_draw_shares where draw_id = ${w.drawId} and member_id = ${w.memberId}::bigint for update
    ), ${way.wide ? wideStripes(w, caps, allowed) : narrowStripe(w, allowed)}, rs as (
      update lottery_draw_shares set placed = placed + ${potential}::bigint
      where draw_id = ${w.drawId} and member_id = ${w.memberId}::bigint and exists (select 1 from rst)
      returning 1
    ),`;
  const columns = sql`, (select pass from rg) as gates, (select ok from racc) as accounts_ok,
    exists (select 1 from rsh) as has_share, exists (select 1 from rs) as reserved`;
  return { ctes, reserved: sql`exists (select 1 from rs)`, columns };
}

/** Opens the member's share of the draw (at nothing placed) if the draw is open and has none. */
export async function openShare(ex: Executor, w: Wager): Promise<void> {
  await ex.execute(sql`insert into lottery_draw_shares (draw_id, member_id, placed)
    select id, ${w.memberId}::bigint, 0 from lottery_draws where id = ${w.drawId} and status = 'open'
    on conflict do nothing`);
}

/**
 * Deletes the stripes of the draws `drawIds`, locked first in the order a wide bet locks them, so
 * the two never deadlock; once gone, no bet or withdrawal on those draws goes in.
 */
export async function dropStripes(tx: Tx, drawIds: string[]): Promise<void> {
  await tx.execute(sql`delete from lottery_draw_stripes where (draw_id, stripe) in (
    select draw_id, stripe from lottery_draw_stripes where draw_id = any(${param(drawIds)}::text[])
    order by draw_id, stripe for update)`);
}

/**
 * A withdrawn bet gives its potential payout back to its member's stripe (other members may use
 * it), if the draw is still open at `now`: false when it is not, and the caller's transaction
 * must then be rolled back. The member's share keeps it (see lotteryDrawShares). Taken before the
 * refund's wallets, in the order a bet takes them.
 */
export async function release(tx: Tx, w: Wager): Promise<boolean> {
  const done = await queryRows<{ one: number }>(
    tx,
    sql`update lottery_draw_stripes set exposure = exposure - ${String(w.potential)}::bigint
        where draw_id = ${w.drawId} and stripe = ${stripeOf(w.memberId)}::int
          and exists (select 1 from lottery_draws where id = ${w.drawId} and status = 'open'
                      and closes_at > ${w.now.toISOString()}::timestamptz)
        returning 1 as one`,
  );
  return done.length === 1;
}
