import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { TurnoverDeps } from './deps.ts';
import { turnoverLog, turnoverRequirements } from './schema.ts';

/**
 * Changes a member's turnover requirement by `delta` fen (positive: a deposit or bonus adds to it;
 * negative: a settled bet works it off, never below zero). The same `ref` applies once.
 */
export async function changeRequirement(
  { clock }: TurnoverDeps,
  tx: Tx,
  memberId: number,
  ref: string,
  delta: bigint,
): Promise<void> {
  const [logged] = await tx
    .insert(turnoverLog)
    .values({ memberId, ref, delta, remainingAfter: 0n })
    .onConflictDoNothing()
    .returning({ id: turnoverLog.id });
  if (!logged) return;
  const [row] = await tx
    .insert(turnoverRequirements)
    .values({ memberId, remaining: delta > 0n ? delta : 0n })
    .onConflictDoUpdate({
      target: turnoverRequirements.memberId,
      set: { remaining: sql`greatest(0, ${turnoverRequirements.remaining} + ${delta})`, updatedAt: clock() },
    })
    .returning({ remaining: turnoverRequirements.remaining });
  await tx.update(turnoverLog).set({ remainingAfter: row!.remaining }).where(eq(turnoverLog.id, logged.id));
}
