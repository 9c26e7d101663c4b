import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PayoutKind } from '@app/contract';
import type { Executor, Tx } from '../../db/client.ts';
import { payoutAccounts } from './schema.ts';

export type PayoutAccount = typeof payoutAccounts.$inferSelect;

/** The member's live (not deleted) accounts of one kind, oldest first. */
export async function activeAccounts(ex: Executor, memberId: number, kind: PayoutKind): Promise<PayoutAccount[]> {
  return ex
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.kind, kind), isNull(payoutAccounts.deletedAt)))
    .orderBy(asc(payoutAccounts.id));
}

/**
 * Locks one of the member's live accounts for the rest of `tx`: 'share' while a withdrawal
 * is written to it, 'update' while it is deleted, so a delete cannot slip past a withdrawal
 * that is being created. Null when it is not the member's or already deleted.
 */
export async function lockAccount(
  tx: Tx,
  memberId: number,
  id: number,
  mode: 'share' | 'update',
): Promise<PayoutAccount | null> {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.deletedAt)))
    .for(mode === 'share' ? 'share' : 'update');
  return row ?? null;
}

/** Deletes an account by marking it: withdrawal orders and the history of who bound what keep it. */
export async function removeAccount(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(payoutAccounts).set({ deletedAt: at }).where(eq(payoutAccounts.id, id));
}
