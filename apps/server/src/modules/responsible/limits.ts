import { and, eq, inArray } from 'drizzle-orm';
import { LIMIT_RAISE_DELAY_MS, type LimitKind } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { responsibleLimits } from './schema.ts';

export type LimitRow = typeof responsibleLimits.$inferSelect;
/** A limit as it stands at an instant: in force, and a change still waiting. */
export type LimitState = { amount: bigint | null; pending: { amount: bigint | null; from: Date } | null };

/** The limit at `now`: a waiting change whose time has come is in force (written lazily, on the next change). */
export function stateAt(
  row: Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingFrom'> | undefined,
  now: Date,
): LimitState {
  if (!row) return { amount: null, pending: null };
  if (row.pendingFrom && row.pendingFrom <= now) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom } : null };
}

export async function limitRows(ex: Executor, memberId: number): Promise<Map<LimitKind, LimitRow>> {
  const rows = await ex.select().from(responsibleLimits).where(eq(responsibleLimits.memberId, memberId));
  return new Map(rows.map((r) => [r.kind as LimitKind, r]));
}

/** The loss limits in force at `now` of those of `memberIds` that have one. */
export async function lossLimitsAt(ex: Executor, memberIds: number[], now: Date): Promise<Map<number, bigint>> {
  const rows = await ex
    .select()
    .from(responsibleLimits)
    .where(and(inArray(responsibleLimits.memberId, memberIds), eq(responsibleLimits.kind, 'loss_day')));
  const limits = new Map<number, bigint>();
  for (const row of rows) {
    const amount = stateAt(row, now).amount;
    if (amount !== null) limits.set(row.memberId, amount);
  }
  return limits;
}

/**
 * The limit after the member asks for `wanted` (null: none): a new or lower limit is in force at
 * once and ends any waiting change; a higher one or a removal waits 24 hours, the current one
 * staying in force meanwhile.
 */
export function nextState(current: LimitState, wanted: bigint | null, now: Date): LimitState {
  const tighter = wanted !== null && (current.amount === null || wanted <= current.amount);
  if (tighter) return { amount: wanted, pending: null };
  if (current.amount === null) return { amount: null, pending: null };
  return { amount: current.amount, pending: { amount: wanted, from: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) } };
}

export async function setLimit(ex: Executor, memberId: number, kind: LimitKind, wanted: bigint | null, now: Date) {
  const [row] = await ex
    .select()
    .from(responsibleLimits)
    .where(and(eq(responsibleLimits.memberId, memberId), eq(responsibleLimits.kind, kind)));
  const next = nextState(stateAt(row, now), wanted, now);
  const values = {
    amount: next.amount,
    pendingAmount: next.pending?.amount ?? null,
    pendingFrom: next.pending?.from ?? null,
    updatedAt: now,
  };
  await ex
    .insert(responsibleLimits)
    .values({ memberId, kind, ...values })
    .onConflictDoUpdate({ target: [responsibleLimits.memberId, responsibleLimits.kind], set: values });
}
