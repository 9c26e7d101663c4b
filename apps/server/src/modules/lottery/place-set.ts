import { formatFen } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, fenText, isMemberBelowZero, param } from '../../ledger/index.ts';
import { type GroupSource, ownHolds, postGroups } from '../../ledger/sets/index.ts';
import { batcherPer, createBatcher } from '../../lib/batcher.ts';
import { violatedCheck, violatedUnique } from '../../lib/db-errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { answeredSet, keyExtra, type KeyRow, laterFen } from '../../lib/idempotency/index.ts';
import { BET_REF_PREFIX, type LotteryDeps } from './deps.ts';
import { capsOf, STRIPES, type Caps } from './draw-exposure.ts';
import { betRows, wagerOf, type Order, type Placed } from './place-statement.ts';
import { STRIPE_WITHIN_ROOM } from './schema.ts';

/** An order's first try: the order, its batch number, its gates and its request's key row. */
export type OrderAsk = { order: Order; batchNo: string; admit: Admission; key: KeyRow };

type Row = { n: string; central_after: string | null; bets: [number, number | string][] | null };

const claims = answeredSet(
  new Map([[formatFen(laterFen(1)), fenText(sql`m.central_after`)]]),
  sql`(select go.*, (select balance from u where u.key = go.central_key) as central_after from go) m`,
);

/**
 * The orders and their selections as arrays, then each order's room in its draw reserved as a
 * single order reserves it (draw-exposure.ts `reservation`, the narrow way): the draw open, the
 * member's share under the member's cap, the stripe with room, both raised; and the central wallet
 * covering the stakes. Every row an order needs (its two wallets, its share, its stripe) is locked
 * first, SKIP LOCKED: the set waits on no one, so it can be in no deadlock, whatever order others
 * lock in, and reads each balance and total as it stands. An order with a row busy elsewhere, or
 * that does not fit, writes nothing and goes the single way (place.ts), refused or placed there.
 */
function before(caps: Caps, asks: OrderAsk[]) {
  const col = <T>(f: (a: OrderAsk) => T) => param(asks.map(f));
  const sel = asks.flatMap((a, i) => a.order.selections.map((s, j) => ({ n: i + 1, line: j + 1, s })));
  const scol = <T>(f: (x: (typeof sel)[number]) => T) => param(sel.map(f));
  const stake = (a: OrderAsk) => a.order.selections.reduce((sum, s) => sum + s.stake, 0n).toString();
  return sql`r as materialized (
      select r.member_id, r.draw_id, r.game, r.stripe, r.potential, r.stake, r.batch_no, r.placed_at, r.central_key,
             r.shard_key, r.extra::jsonb as extra, r.n
      from unnest(${col((a) => a.order.memberId)}::bigint[], ${col((a) => a.order.drawId)}::text[],
                           ${col((a) => a.order.game)}::text[], ${col((a) => a.order.memberId % STRIPES)}::int[],
                           ${col((a) => wagerOf(a.order).potential.toString())}::bigint[], ${col(stake)}::bigint[],
                           ${col((a) => a.batchNo)}::text[], ${col((a) => a.order.now.toISOString())}::timestamptz[],
                           ${col((a) => account.central(a.order.memberId).key)}::text[],
                           ${col((a) => account.gamesShard(a.order.memberId).key)}::text[],
                           ${col((a) => JSON.stringify(keyExtra(a.key)))}::text[])
        with ordinality as r(member_id, draw_id, game, stripe, potential, stake, batch_no, placed_at, central_key,
                             shard_key, extra, n)
    ), s as (
      select * from unnest(${scol((x) => x.n)}::bigint[], ${scol((x) => x.line)}::int[], ${scol((x) => x.s.kind)}::text[],
                           ${scol((x) => x.s.pick)}::int[], ${scol((x) => x.s.stake.toString())}::bigint[],
                           ${scol((x) => x.s.odds)}::int[], ${scol((x) => x.s.potential.toString())}::bigint[])
        as s(n, line, kind, pick, stake, odds, potential)
    ), ${claims.ctes} ok as materialized (
      select r.* from r
      where ${ownHolds(asks.map((a) => a.admit.surely))} and (${claims.holds})
        and exists (select 1 from lottery_draws d where d.id = r.draw_id and d.status = 'open'
                    and d.opens_at <= r.placed_at and d.closes_at > r.placed_at)
    ), ca as materialized (
      select a.key, a.balance from ledger_accounts a
      where a.key in (select central_key from ok union all select shard_key from ok)
      for update of a skip locked
    ), sh as materialized (
      select x.draw_id, x.member_id, x.placed
      from lottery_draw_shares x join ok on x.draw_id = ok.draw_id and x.member_id = ok.member_id
      for update of x skip locked
    ), st as materialized (
      select x.draw_id, x.stripe, x.exposure, x.room
      from lottery_draw_stripes x join ok on x.draw_id = ok.draw_id and x.stripe = ok.stripe
      for update of x skip locked
    ), fit as materialized (
      select ok.* from ok
        join ca c on c.key = ok.central_key join ca h on h.key = ok.shard_key
        join sh on sh.draw_id = ok.draw_id and sh.member_id = ok.member_id
        join st on st.draw_id = ok.draw_id and st.stripe = ok.stripe
      where c.balance >= ok.stake and sh.placed + ok.potential <= ${String(caps.member)}::bigint
        and st.exposure + ok.potential <= st.room
    ), rst as (
      update lottery_draw_stripes x set exposure = x.exposure + fit.potential
      from fit where x.draw_id = fit.draw_id and x.stripe = fit.stripe
      returning fit.n
    ), rs as (
      update lottery_draw_shares x set placed = x.placed + fit.potential
      from fit where x.draw_id = fit.draw_id and x.member_id = fit.member_id
      returning fit.n
    ), go as materialized (
      select fit.* from fit where fit.n in (select n from rst) and fit.n in (select n from rs)
    ),`;
}

/** The set as a ledger statement of groups (ledger/sets/post-groups.ts): each order a group, each bet an entry. */
function source(caps: Caps, asks: OrderAsk[]): GroupSource {
  return {
    name: 'lottery_place_set',
    before: before(caps, asks),
    made: sql`b as (
      insert into lottery_bets (order_no, batch_no, line, member_id, draw_id, game, kind, pick, stake,
                                odds_hundredths, potential_payout, idempotency_key, placed_at)
      select go.batch_no || lpad(s.line::text, 2, '0'), go.batch_no, s.line, go.member_id, go.draw_id, go.game, s.kind,
             s.pick, s.stake, s.odds, s.potential, go.extra->>'key', go.placed_at
      from go join s on s.n = go.n
      order by go.n, s.line
      returning id, member_id, line, stake
    ), bn as materialized (
      select go.n, b.id, b.line, b.stake, go.member_id, go.draw_id, go.central_key, go.shard_key
      from b join go on go.member_id = b.member_id
    ),`,
    entries: sql`select bn.n, bn.line as k, 'bet.stake'::text as type, ${BET_REF_PREFIX} || bn.id as ref,
                        bn.member_id, 'lottery ' || bn.draw_id as memo
                 from bn`,
    legs: sql`select bn.n, bn.line as k, l.i, l.key, l.amount
              from bn cross join lateral (values (1, bn.central_key, -bn.stake), (2, bn.shard_key, bn.stake))
                as l(i, key, amount)`,
    after: claims.after,
    out: sql`select r.n, (select balance from u where u.key = r.central_key)::text as central_after,
                    (select json_agg(json_build_array(bn.line, bn.id)) from bn where bn.n = r.n) as bets
             from r order by r.n`,
  };
}

/**
 * What a statement that failed whole leaves to the single way: a key a twin committed after its
 * snapshot, a batch number another instance drew; and the balance and stripe CHECKs, the last word
 * on "no negative wallet" and on the draw's cap, should the statement's own tests miss (the stripe's
 * once did, under draw-cap.test.ts's 200 bets at once: docs/decisions.md, Bets in sets).
 */
const fallsBack = (error: unknown) =>
  violatedUnique(error) !== null || isMemberBelowZero(error) || violatedCheck(error, STRIPE_WITHIN_ROOM);

async function runSet(db: Db, caps: Caps, asks: OrderAsk[]): Promise<(Placed | null)[]> {
  const accounts = asks.flatMap((a, i) => [
    { n: i + 1, key: account.central(a.order.memberId).key },
    { n: i + 1, key: account.gamesShard(a.order.memberId).key },
  ]);
  let rows: Row[];
  try {
    rows = await postGroups<Row>(db, source(caps, asks), accounts);
  } catch (error) {
    if (fallsBack(error)) return asks.map(() => null);
    throw error;
  }
  return rows.map((r, i) => {
    if (r.bets === null) return null;
    const ids = new Map(r.bets.map(([line, id]) => [Number(line), Number(id)]));
    asks[i]!.key.held();
    return {
      bets: betRows(asks[i]!.order, asks[i]!.batchNo, (line) => ids.get(line)!),
      balance: BigInt(r.central_after!),
    };
  });
}

const sets = batcherPer((deps: LotteryDeps) =>
  createBatcher({
    run: (asks: OrderAsk[]) => runSet(deps.database.db, capsOf(deps.config), asks),
    groupOf: (a) => a.order.memberId % STRIPES,
    size: 16,
    inFlight: 2,
    gather: 3,
  }),
);

/**
 * The first try of an order, with those of other members that arrive meanwhile (lib/batcher.ts),
 * as house transfers go (docs/decisions.md, Bets in sets): what it placed, or null when it did not
 * go in and nothing of it was written. Two orders of one set never share a stripe or a games
 * wallet row, which both follow the member's id.
 */
export function placeInSet(deps: LotteryDeps, ask: OrderAsk): Promise<Placed | null> {
  return sets(deps).submit(ask);
}
