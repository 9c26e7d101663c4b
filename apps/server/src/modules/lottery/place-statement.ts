import { sql } from 'drizzle-orm';
import type { BetKind, LotteryGameCode } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { account, type AccountRef } from '../../ledger/accounts.ts';
import { postBatch, type BatchSource } from '../../ledger/bulk.ts';
import type { EntryType } from '../../ledger/entry-types.ts';
import type { HeldGuard } from '../../ledger/ledger.ts';
import { param } from '../../ledger/sql-parts.ts';
import { BET_REF_PREFIX } from './deps.ts';
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

const STAKE: EntryType = 'bet.stake';
type Made = { bets: [number, number | string][] | null };

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
 * The order as one ledger batch (ledger/bulk.ts): the draw held open until the commit (FOR KEY SHARE:
 * closing and voiding wait for it), then, once both wallets are locked and found, the bets written
 * and each one's stake posted from the central wallet to the games wallet's row of the member.
 */
function source(order: Order, batchNo: string, accounts: AccountRef[]): BatchSource {
  const [central, shard] = accounts.map((a) => a.key);
  const s = order.selections;
  return {
    name: 'lottery_place',
    before: sql`d as materialized (
      select id from lottery_draws
      where id = ${order.drawId} and status = 'open' and closes_at > ${order.now.toISOString()}::timestamptz
      for key share
    ),`,
    when: sql`exists (select 1 from d)`,
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
    out: sql`, (select json_agg(json_build_array(b.line, b.id)) from b) as bets`,
  };
}

/**
 * Writes the order under `batchNo` in one statement, in the caller's transaction or on its own:
 * with `guard` (the request's claim), null when it did not hold and nothing was written. The draw
 * closed: refused.
 */
export async function placeBets(
  ex: Executor,
  order: Order,
  batchNo: string,
  guard: HeldGuard | null,
): Promise<Placed | null> {
  const accounts = [account.central(order.memberId), account.gamesShard(order.memberId)];
  const out = await postBatch<Made>(ex, source(order, batchNo, accounts), accounts, guard);
  if (!out) return null;
  if (!out.admitted) throw new AppError('lottery.draw_closed', 409);
  const ids = new Map((out.bets ?? []).map(([line, id]) => [Number(line), Number(id)]));
  const balance = (out.moved ?? []).find(([key]) => key === accounts[0]!.key)?.[1];
  return { bets: betRows(order, batchNo, (line) => ids.get(line)!), balance: BigInt(balance!) };
}
