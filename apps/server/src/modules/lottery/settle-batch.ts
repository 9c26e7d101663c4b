import { sql } from 'drizzle-orm';
import { betOptions, betWins } from '@app/contract';
import { queryRows, type Executor, type Tx } from '../../db/client.ts';
import { account } from '../../ledger/index.ts';
import { postMany, type BulkEntry } from '../../ledger/sets/index.ts';
import type { LotteryDeps } from './deps.ts';
import type { DrawRow } from './views.ts';

/**
 * The ledger and turnover ref of what settling one member's bets on one draw moved: the payout
 * of all their winning bets, the refund of all their bets of a void draw, or their stakes worked
 * off the turnover requirement. Every bet of a member on a draw is finished in the same batch,
 * so each of these posts once, and its bets are the member's bets on that draw.
 */
export const drawMemberRef = (drawId: string, memberId: number) => `draw:${drawId}:${memberId}`;

/** One member's bets finished by a batch, summed. */
type MemberSums = { memberId: number; bets: number; stake: bigint; payout: bigint };
type SumsRow = { member_id: string; bets: number; stake: string; payout: string };

/** The members `first`..`last` (ids as text: bigint) of a draw, with about a batch of unfinished bets. */
export type MemberRange = { first: string; last: string; bets: number };

/** What one batch did: `busy` when another run holds the draw, else how many bets it finished. */
export type BatchOutcome = { busy: boolean; bets: number };

/**
 * The draw's unfinished bets cut into ranges of members, each of about `size.bets` bets or
 * `size.members` members, whichever it reaches first (a member's bets never split: a range ends
 * after its last member),
 * in one pass over the draw's bets, so each batch then updates exactly its range through the
 * (draw, member) index, whatever the planner guesses of the draw's size.
 */
export async function memberRanges(
  ex: Executor,
  drawId: string,
  size: { bets: number; members: number },
): Promise<MemberRange[]> {
  return queryRows<MemberRange>(
    ex,
    sql`
    with m as (
      select member_id, count(*) as n from lottery_bets
      where draw_id = ${drawId} and status = 'unfinished' group by member_id
    ), c as (
      select member_id, n,
             greatest(((sum(n) over w)::bigint - n) / ${size.bets}::int, (row_number() over w - 1) / ${size.members}::int) as chunk
      from m window w as (order by member_id)
    )
    select min(member_id)::text as first, max(member_id)::text as last, sum(n)::int as bets
    from c group by chunk order by chunk`,
  );
}

/** The options that win on a drawn result, as `kind:pick` (pick empty for an option without one). */
function winningKeys(draw: DrawRow): string[] {
  return betOptions(draw.game)
    .filter((o) => betWins(draw.game, o, draw.result!))
    .map((o) => `${o.kind}:${o.pick ?? ''}`);
}

/**
 * The draw row locked for this batch, so one run at a time finishes a draw's bets (the runs of
 * other instances move on to other draws rather than wait). False: another run holds it, or the
 * draw is settled already. The same statement turns JIT compilation off for the rest of the
 * transaction: the planner cannot size the batch's CTE joins, guesses millions of rows, and
 * PostgreSQL then spent more time compiling the postings statement than running it (about 0.5 s
 * at 10,000 entries; docs/performance.md).
 */
async function lockDraw(tx: Tx, drawId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id, set_config('jit', 'off', true) from lottery_draws
        where id = ${drawId} and settled_at is null for update skip locked`,
  );
  return rows.length > 0;
}

/**
 * Moves the unfinished bets of a range of members to their final status in one statement, and
 * answers their sums per member: a drawn draw's bets are completed with their potential payout
 * or nothing, a void draw's are cancelled. Neither `status` nor `payout` is in an index of
 * lottery_bets, so with the table's free space (migration 0005) each row is updated in place
 * without touching its five indexes (docs/performance.md).
 */
async function claim(tx: Tx, draw: DrawRow, now: Date, range: MemberRange): Promise<MemberSums[]> {
  const at = now.toISOString();
  const set =
    draw.status === 'drawn'
      ? sql`status = 'completed', settled_at = ${at}::timestamptz,
            payout = case when b.kind || ':' || coalesce(b.pick::text, '') = any(${sql.param(winningKeys(draw))}::text[])
                          then b.potential_payout else 0 end`
      : sql`status = 'cancelled', settled_at = ${at}::timestamptz`;
  const rows = await queryRows<SumsRow>(
    tx,
    sql`
    with moved as (
      update lottery_bets b set ${set}
      where b.draw_id = ${draw.id} and b.member_id between ${range.first}::bigint and ${range.last}::bigint
        and b.status = 'unfinished'
      returning b.member_id, b.stake, b.payout
    )
    select member_id::text as member_id, count(*)::int as bets, sum(stake)::text as stake,
           coalesce(sum(payout), 0)::text as payout
    from moved group by member_id order by member_id`,
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    bets: r.bets,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
  }));
}

/** House games -> the member's central wallet: one entry for all the member's bets on the draw. */
function drawMove(type: 'bet.payout' | 'bet.refund', drawId: string, m: MemberSums, amount: bigint): BulkEntry {
  return {
    type,
    ref: drawMemberRef(drawId, m.memberId),
    memberId: m.memberId,
    memo: `lottery ${drawId}, ${m.bets} ${m.bets === 1 ? 'bet' : 'bets'}`,
    legs: [
      { account: account.house('games'), amount: -amount },
      { account: account.central(m.memberId), amount },
    ],
  };
}

/** The money and the turnover of the members a batch finished: each posts once or the batch fails whole. */
async function payMembers(deps: LotteryDeps, tx: Tx, draw: DrawRow, members: MemberSums[]): Promise<void> {
  const entries =
    draw.status === 'drawn'
      ? members.filter((m) => m.payout > 0n).map((m) => drawMove('bet.payout', draw.id, m, m.payout))
      : members.map((m) => drawMove('bet.refund', draw.id, m, m.stake));
  const { posted } = await postMany(tx, entries);
  // The bets moved from unfinished just now, so nothing of theirs can be in the books yet: an
  // entry found there means a bug, and the batch must not finish bets it did not pay.
  if (posted !== entries.length) throw new Error(`settlement of ${draw.id}: an entry was already in the books`);
  if (draw.status !== 'drawn') return;
  const items = members.map((m) => ({
    memberId: m.memberId,
    ref: drawMemberRef(draw.id, m.memberId),
    amount: m.stake,
  }));
  const applied = await deps.turnover.workOffMany(tx, items);
  if (applied !== items.length) throw new Error(`settlement of ${draw.id}: a turnover work-off was already logged`);
}

/**
 * Finishes one range of members of a drawn or void draw in the caller's transaction, in four
 * statements whatever its size: the draw locked, the bets claimed and summed per member, one payout
 * or refund entry per member (ledger/sets/bulk.ts, accounts locked in the ledger's ascending order),
 * and for a drawn draw one turnover work-off per member. What is exactly once: only the bets the
 * claim moved from unfinished are paid, in the transaction that moved them.
 */
export async function finishBatch(
  deps: LotteryDeps,
  tx: Tx,
  draw: DrawRow,
  now: Date,
  range: MemberRange,
): Promise<BatchOutcome> {
  if (!(await lockDraw(tx, draw.id))) return { busy: true, bets: 0 };
  const members = await claim(tx, draw, now, range);
  if (members.length > 0) await payMembers(deps, tx, draw, members);
  return { busy: false, bets: members.reduce((n, m) => n + m.bets, 0) };
}
