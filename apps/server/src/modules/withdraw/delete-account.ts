import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import type { WithdrawDeps } from './deps.ts';
import { withdrawOrders } from './schema.ts';

/**
 * Deletes one of the member's payout accounts, unless a pending withdrawal goes to it. The
 * account row is locked first, so a withdrawal being written to it waits or is refused. It is
 * served here, not by the payout module, because only this module knows the pending orders.
 */
export async function deletePayoutAccount({ db, payout }: WithdrawDeps, memberId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const a = await payout.lock(tx, memberId, id, 'update');
    if (!a) throw new AppError('payout.not_found', 404);
    const [pending] = await tx
      .select({ id: withdrawOrders.id })
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.payoutAccountId, id), eq(withdrawOrders.status, 'pending')))
      .limit(1);
    if (pending) throw new AppError('payout.in_use', 409);
    await payout.remove(tx, id);
  });
  return null;
}
