import { sql } from 'drizzle-orm';
import { betOptions, betWins } from '@app/contract';
import { queryRows, type Tx } from '../../db/client.ts';
import { account } from '../../ledger/accounts.ts';
import { postMany, type BulkEntry } from '../../ledger/bulk.ts';
import { betRef, type LotteryDeps } from './deps.ts';
import type { DrawRow } from './views.ts';

type Claimed = { id: number; memberId: number; stake: bigint; payout: bigint | null };
type ClaimedRow = { id: string; member_id: string; stake: string; payout: string | null };

/** The options that win on a drawn result: a bet wins when its (kind, pick) is one of them. */
function winningOptions(draw: DrawRow) {
  const wins = betOptions(draw.game).filter((o) => betWins(draw.game, o, draw.result!));
  return { kinds: wins.map((o) => o.kind), picks: wins.map((o) => o.pick) };
}

/**
 * Moves up to `size` unfinished bets of the draw to their final status in one statement, which
 * is what makes settlement exactly once: only the rows this update moved get money, and a bet
 * another run has claimed (locked) is skipped, not waited for. A drawn draw's bets are completed
 * with their potential payout or nothing; a void draw's are cancelled.
 */
async function claim(tx: Tx, draw: DrawRow, now: Date, size: number): Promise<Claimed[]> {
  const at = now.toISOString();
  const picked = sql`picked as (
      select id from lottery_bets where draw_id = ${draw.id} and status = 'unfinished'
      limit ${size} for update skip locked)`;
  const returning = sql`returning b.id::text as id, b.member_id::text as member_id, b.stake::text as stake,
      b.payout::text as payout`;
  let query;
  if (draw.status === 'drawn') {
    const { kinds, picks } = winningOptions(draw);
    query = sql`
      with ${picked}, wins as (select * from unnest(${sql.param(kinds)}::text[], ${sql.param(picks)}::int[]) as w(kind, pick))
      update lottery_bets b set status = 'completed', settled_at = ${at}::timestamptz,
        payout = case when exists (select 1 from wins w where w.kind = b.kind and w.pick is not distinct from b.pick)
                      then b.potential_payout else 0 end
      from picked where b.id = picked.id ${returning}`;
  } else {
    query = sql`
      with ${picked}
      update lottery_bets b set status = 'cancelled', settled_at = ${at}::timestamptz
      from picked where b.id = picked.id ${returning}`;
  }
  const rows = await queryRows<ClaimedRow>(tx, query);
  return rows
    .map((r) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      stake: BigInt(r.stake),
      payout: r.payout === null ? null : BigInt(r.payout),
    }))
    .sort((a, b) => a.id - b.id);
}

/** House games -> the member's central wallet, one entry per bet. */
function betMove(type: 'bet.payout' | 'bet.refund', bet: Claimed, drawId: string, amount: bigint): BulkEntry {
  return {
    type,
    ref: betRef(bet.id),
    memberId: bet.memberId,
    memo: `lottery ${drawId}`,
    legs: [
      { account: account.house('games'), amount: -amount },
      { account: account.central(bet.memberId), amount },
    ],
  };
}

/**
 * Finishes one batch of a drawn or void draw in the caller's transaction, in a few statements
 * whatever its size: the claim, the winners' payouts or the refunds (ledger/bulk.ts, accounts
 * locked in the ledger's ascending order), and for a drawn draw every stake worked off the
 * turnover requirement. Answers how many bets it finished (0: none left to claim).
 */
export async function finishBatch(deps: LotteryDeps, tx: Tx, draw: DrawRow, now: Date, size: number): Promise<number> {
  const claimed = await claim(tx, draw, now, size);
  if (claimed.length === 0) return 0;
  if (draw.status === 'drawn') {
    const winners = claimed.filter((b) => b.payout! > 0n);
    await postMany(
      tx,
      winners.map((b) => betMove('bet.payout', b, draw.id, b.payout!)),
    );
    await deps.turnover.workOffMany(
      tx,
      claimed.map((b) => ({ memberId: b.memberId, ref: betRef(b.id), amount: b.stake })),
    );
  } else {
    await postMany(
      tx,
      claimed.map((b) => betMove('bet.refund', b, draw.id, b.stake)),
    );
  }
  return claimed.length;
}
