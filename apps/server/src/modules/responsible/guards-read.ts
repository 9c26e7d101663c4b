import { sql } from 'drizzle-orm';
import type { LimitKind } from '@app/contract';
import { queryPrepared, type Executor } from '../../db/client.ts';
import type { Exclusion } from './exclusion.ts';
import { stateAt } from './limits.ts';

type LimitJson = { kind: LimitKind; amount: string | null; pending_amount: string | null; pending_from: string | null };
type Read = { ex_kind: Exclusion['kind'] | null; ex_until: Date | string | null; limits: LimitJson[] | null };

const fen = (v: string | null) => (v === null ? null : BigInt(v));

/**
 * The exclusion running at `now` (the one that lasts longest) and the limits in force, in one
 * prepared statement: it runs before every bet and every transfer into a venue wallet.
 */
export async function guardsAt(ex: Executor, memberId: number, now: Date) {
  const [row] = await queryPrepared<Read>(
    ex,
    'responsible_guards',
    sql`select e.kind as ex_kind, e.ends_at as ex_until,
               (select json_agg(json_build_object('kind', l.kind, 'amount', l.amount::text,
                                                  'pending_amount', l.pending_amount::text, 'pending_from', l.pending_from))
                from responsible_limits l where l.member_id = ${memberId}) as limits
        from (select 1) one
        left join lateral (
          select kind, ends_at from responsible_exclusions
          where member_id = ${memberId} and ends_at > ${now.toISOString()}::timestamptz
          order by ends_at desc limit 1
        ) e on true`,
  );
  const exclusion: Exclusion | null = row?.ex_kind ? { kind: row.ex_kind, until: new Date(row.ex_until!) } : null;
  const limits = new Map<LimitKind, bigint>();
  for (const l of row?.limits ?? []) {
    const pendingFrom = l.pending_from === null ? null : new Date(l.pending_from);
    const amount = stateAt({ amount: fen(l.amount), pendingAmount: fen(l.pending_amount), pendingFrom }, now).amount;
    if (amount !== null) limits.set(l.kind, amount);
  }
  return { exclusion, limits };
}

/**
 * True only when a bet of `memberId` surely passes responsible play at `now`: no exclusion running
 * and no loss limit at all, set or pending (the gate's SQL form, lib/gates.ts `SqlGate`). A member
 * with a limit is checked the full way (`guardsAt`).
 */
export const surelyFreeToBet = (memberId: number, now: Date) => sql`
  not exists (select 1 from responsible_exclusions where member_id = ${memberId} and ends_at > ${now.toISOString()}::timestamptz)
  and not exists (select 1 from responsible_limits where member_id = ${memberId} and kind = 'loss_day')`;
