import { sql, type SQL } from 'drizzle-orm';
import type { BetKind, LotteryGameCode } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { account, type AccountRef, type EntryType, type HeldGuard, param } from '../../ledger/index.ts';
import { postBatch, type BatchSource } from '../../ledger/sets/index.ts';
import type { Admission } from '../../lib/gates.ts';
import { BET_REF_PREFIX } from './deps.ts';
import { reservation, type Caps, type Reservation, type Wager, type Way } from './draw-exposure.ts';
import type { BetRow } from './views.ts';

export type Selection = { kind: BetKind; pick: number | null; stake: bigint; odds: number; potential: bigint };
export type Order = {
  memberId: number;
  game: LotteryGameCode;
  drawId: string;
  selections: Selection[];
  key: string;
  now: Date;
  timeZone: string;
};
export type Placed = { bets: BetRow[]; balance: bigint };
/** What the order's reservation is checked against, and how it reserves (draw-exposure.ts `Way`). */
export type Limits = { caps: Caps; admit: Admission; way: Way };

/** The order's statement reserved nothing (draw-exposure.ts `reservation` says why); nothing was written. */
export class Unplaced extends Error {
  constructor(readonly why: Reservation) {
    super('lottery: the order was not placed');
  }
}

const STAKE: EntryType = 'bet.stake';
type Made = Reservation & { bets: [number, number | string][] | null };

/** What the order asks of its draw: the room for all its selections could win. */
export const wagerOf = (order: Order): Wager => ({
  drawId: order.drawId,
  memberId: order.memberId,
  potential: order.selections.reduce((sum, x) => sum + x.potential, 0n),
  now: order.now,
});

/**
 * Each bet of the order as written: one per selection under the batch number, its 2-digit line
 * after it; `idOf` gives the id its line got.
 */
export function betRows(order: Order, batchNo: string, idOf: (line: number) => number): BetRow[] {
  return order.selections.map((s, i) => ({
    id: idOf(i + 1),
    orderNo: `${batchNo}${String(i + 1).padStart(2, '0')}`,
    batchNo,
    line: i + 1,
    memberId: order.memberId,
    drawId: order.drawId,
    game: order.game,
    kind: s.kind,
    pick: s.pick,
    stake: s.stake,
    oddsHundredths: s.odds,
    potentialPayout: s.potential,
    payout: null,
    status: 'unfinished',
    idempotencyKey: order.key,
    placedAt: order.now,
    settledAt: null,
  }));
}

/**
 * The order as one ledger batch (ledger/sets/bulk.ts): its room in the draw reserved first (closing and
 * voiding take the draw's stripes, so they wait for it), then, once both wallets are locked, the
 * bets written and each one's stake posted from the central wallet to the games wallet's row of
 * the member. A wallet that would go below zero fails the whole statement, the reservation with it.
 */
function source(order: Order, batchNo: string, accounts: AccountRef[], limits: Limits, holds: SQL): BatchSource {
  const [central, shard] = accounts.map((a) => a.key);
  const s = order.selections;
  const { caps, admit, way } = limits;
  const r = reservation(wagerOf(order), caps, admit, way, [central!, shard!], holds);
  return {
    name: way.wide ? 'lottery_place_wide' : 'lottery_place',
    before: r.ctes,
    when: r.reserved,
    made: sql`b as (
      insert into lottery_bets (order_no, batch_no, line, member_id, draw_id, game, kind, pick, stake,
                                odds_hundredths, potential_payout, idempotency_key, placed_at)
      select ${batchNo} || lpad(s.line::text, 2, '0'), ${batchNo}, s.line, ${order.memberId}::bigint, ${order.drawId},
             ${order.game}, s.kind, s.pick, s.stake, s.odds, s.potential, ${order.key}, ${order.now.toISOString()}::timestamptz
      from unnest(${param(s.map((x) => x.kind))}::text[], ${param(s.map((x) => x.pick))}::int[],
                  ${param(s.map((x) => x.stake.toString()))}::bigint[], ${param(s.map((x) => x.odds))}::int[],
                  ${param(s.map((x) => x.potential.toString()))}::bigint[])
        with ordinality as s(kind, pick, stake, odds, potential, line)
      where (select found from chk) = ${accounts.length}
      returning id, line, stake
    ),`,
    entries: sql`select ${STAKE}::text as type, ${BET_REF_PREFIX} || b.id as ref, ${order.memberId}::bigint as member_id,
                        ${`lottery ${order.drawId}`}::text as memo, b.line::bigint as n
                 from b`,
    legs: sql`select b.line::bigint as entry_n, l.key, l.amount, row_number() over (order by b.line, l.k) as n
              from b cross join lateral (values (1, ${central}::text, -b.stake), (2, ${shard}::text, b.stake)) as l(k, key, amount)`,
    out: sql`, (select json_agg(json_build_array(b.line, b.id)) from b) as bets ${r.columns}`,
  };
}

/**
 * Writes the order under `batchNo` in one statement, in the caller's transaction or on its own:
 * with `guard` (the request's claim), null when it did not hold and nothing was written. Throws
 * `Unplaced` when its reservation did not go in.
 */
export async function placeBets(
  ex: Executor,
  order: Order,
  batchNo: string,
  limits: Limits,
  guard: HeldGuard | null,
): Promise<Placed | null> {
  const accounts = [account.central(order.memberId), account.gamesShard(order.memberId)];
  const src = source(order, batchNo, accounts, limits, guard ? guard.holds : sql`true`);
  const out = await postBatch<Made>(ex, src, accounts, guard);
  if (!out) return null;
  if (!out.admitted) throw new Unplaced(out);
  const ids = new Map((out.bets ?? []).map(([line, id]) => [Number(line), Number(id)]));
  const balance = (out.moved ?? []).find(([key]) => key === accounts[0]!.key)?.[1];
  return { bets: betRows(order, batchNo, (line) => ids.get(line)!), balance: BigInt(balance!) };
}
