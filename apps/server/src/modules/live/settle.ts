import { sql } from 'drizzle-orm';
import { BACCARAT_BETS, baccaratReturnFen, type LiveHand } from '@app/contract';
import { queryRows, type Tx } from '../../db/client.ts';
import { account } from '../../ledger/index.ts';
import { postMany, type BulkEntry } from '../../ledger/sets/index.ts';
import { roundMemberRef, type LiveDeps } from './deps.ts';

type MemberSums = { memberId: number; bets: number; stake: bigint; payout: bigint };
type SumsRow = { member_id: string; bets: number; stake: string; payout: string };

/**
 * What each spot returns per 100 fen staked on the hand: the odds on a win, 100 on a push, 0 on a
 * loss. Every return is stake x odds / 100 rounded down (rules/cards/baccarat.ts), so the
 * statement's `stake * m / 100` is exactly `baccaratReturnFen`.
 */
export const returnsPer100 = (hand: LiveHand) =>
  BACCARAT_BETS.map((spot) => Number(baccaratReturnFen(spot, 100n, hand)));

/** The round locked for settling, once: false when another run holds it or it is settled. */
async function lockRound(tx: Tx, roundId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id, set_config('jit', 'off', true) from live_rounds
        where id = ${roundId} and status = 'dealt' for update skip locked`,
  );
  return rows.length > 0;
}

/** Every unfinished bet of the round completed with its return, in one statement; the sums per member. */
async function claim(tx: Tx, roundId: string, hand: LiveHand, now: Date): Promise<MemberSums[]> {
  const rows = await queryRows<SumsRow>(
    tx,
    sql`
    with r as (select * from unnest(${sql.param([...BACCARAT_BETS])}::text[], ${sql.param(returnsPer100(hand))}::int[]) as r(spot, m)),
    moved as (
      update live_bets b set status = 'completed', settled_at = ${now.toISOString()}::timestamptz,
             payout = b.stake * r.m / 100
      from r where r.spot = b.spot and b.round_id = ${roundId} and b.status = 'unfinished'
      returning b.member_id, b.stake, b.payout
    )
    select member_id::text as member_id, count(*)::int as bets, sum(stake)::text as stake,
           sum(payout)::text as payout
    from moved group by member_id order by member_id`,
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    bets: r.bets,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
  }));
}

function payoutEntry(roundId: string, m: MemberSums): BulkEntry {
  return {
    type: 'bet.payout',
    ref: roundMemberRef(roundId, m.memberId),
    memberId: m.memberId,
    memo: `live ${roundId}, ${m.bets} ${m.bets === 1 ? 'bet' : 'bets'}`,
    legs: [
      { account: account.house('games'), amount: -m.payout },
      { account: account.central(m.memberId), amount: m.payout },
    ],
  };
}

/**
 * Settles a dealt round in one transaction of four statements whatever its size: the round
 * locked, its bets completed and summed per member, one payout entry per member who won anything
 * (ledger/sets/bulk.ts), one turnover work-off per member; then the round marked settled. Only the
 * bets the claim moved are paid, in the transaction that moved them, so each is paid once.
 */
export async function settleRound(deps: LiveDeps, roundId: string, hand: LiveHand, now: Date) {
  return deps.database.db.transaction(async (tx) => {
    if (!(await lockRound(tx, roundId))) return null;
    const members = await claim(tx, roundId, hand, now);
    const entries = members.filter((m) => m.payout > 0n).map((m) => payoutEntry(roundId, m));
    const { posted } = await postMany(tx, entries);
    if (posted !== entries.length) throw new Error(`live round ${roundId}: a payout was already in the books`);
    const items = members.map((m) => ({
      memberId: m.memberId,
      ref: roundMemberRef(roundId, m.memberId),
      amount: m.stake,
    }));
    const applied = await deps.turnover.workOffMany(tx, items);
    if (applied !== items.length) throw new Error(`live round ${roundId}: a turnover work-off was already logged`);
    await tx.execute(
      sql`update live_rounds set status = 'settled', settled_at = ${now.toISOString()}::timestamptz where id = ${roundId}`,
    );
    return members.reduce((n, m) => n + m.bets, 0);
  });
}
