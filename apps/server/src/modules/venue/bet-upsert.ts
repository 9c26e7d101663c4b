import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { VenueBet } from './adapter.ts';
import type { VenueBetRow } from './bet-reads.ts';
import { venueBets } from './schema.ts';

/** A venue's bet states on the bet records' scale (docs/product.md, Venue games). */
const STATUS_OF = { open: 'unfinished', settled: 'completed', void: 'cancelled' } as const;

/**
 * Stores the members' bets of a page; answers those stored for the first time or moved on from
 * unfinished. One statement over the page as one JSON parameter (`jsonb_to_recordset`): parameters
 * per bet, or arrays of each bet's detail, cost more to build, escape and parse than storing them,
 * on a fixture's settlement of full pages of bets with their legs.
 */
export async function upsertBets(tx: Tx, code: string, ours: VenueBet[], now: Date) {
  if (ours.length === 0) return [];
  const page = ours.map((b) => ({
    id: b.betId,
    member_id: b.memberId,
    game: b.game,
    stake: b.stake.toString(),
    payout: b.status === 'settled' && b.payout !== null ? b.payout.toString() : null,
    status: STATUS_OF[b.status],
    placed_at: b.placedAt.toISOString(),
    settled_at: b.settledAt?.toISOString() ?? null,
    detail: b.detail ?? null,
  }));
  const at = now.toISOString();
  const rows = await queryRows<{ venue_bet_id: string; member_id: string; stake: string; status: string }>(
    tx,
    sql`insert into ${venueBets} (venue_code, venue_bet_id, member_id, game_code, stake, payout, status,
                                placed_at, settled_at, detail, synced_at, updated_at)
        select ${code}, b.id, b.member_id, b.game, b.stake, b.payout, b.status, b.placed_at, b.settled_at,
               b.detail, ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(page)}::jsonb)
          as b(id text, member_id bigint, game text, stake bigint, payout bigint, status text,
               placed_at timestamptz, settled_at timestamptz, detail jsonb)
        on conflict (venue_code, venue_bet_id) do update
          set status = excluded.status, payout = excluded.payout, settled_at = excluded.settled_at,
              detail = excluded.detail, updated_at = excluded.updated_at
          -- Only an unfinished bet moves on; a finished one never changes again.
          where venue_bets.status = 'unfinished'
        returning venue_bet_id, member_id, stake, status`,
  );
  return rows.map((r) => ({
    venueBetId: r.venue_bet_id,
    memberId: Number(r.member_id),
    stake: BigInt(r.stake),
    status: r.status as VenueBetRow['status'],
  }));
}
