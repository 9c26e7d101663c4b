import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { account, type AccountRef, type EntryType, transfer } from '../../ledger/index.ts';
import type { VenueOutcome } from './adapter.ts';
import type { VenueFailure } from './protocol.ts';
import { venueTransfers } from './schema.ts';
import { failureError, getTransfer, type TransferView } from './transfer-rows.ts';

export type Settlement = { result: 'success' } | { result: 'failed'; reason: VenueFailure };

/** Moves a transfer on from 'pending' once, with its journal entry; false when it was no longer pending. */
export async function settleTransfer(db: Db, id: string, outcome: Settlement, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(venueTransfers)
      .set({
        status: outcome.result,
        failureReason: outcome.result === 'failed' ? outcome.reason : null,
        settledAt: at,
      })
      .where(and(eq(venueTransfers.id, id), eq(venueTransfers.status, 'pending')))
      .returning();
    if (!t) return false;
    const pending = account.house('venue_pending');
    const float = account.house('venue_float');
    const central = account.central(t.memberId);
    const move = (type: EntryType, from: AccountRef, to: AccountRef) =>
      transfer(tx, { type, ref: t.id, memberId: t.memberId, memo: t.venueCode, from, to, amount: t.amount });
    if (t.direction === 'in') {
      if (outcome.result === 'success') await move('venue.transfer_in.confirm', pending, float);
      else await move('venue.transfer_in.refund', pending, central);
    } else if (outcome.result === 'success') {
      await move('venue.transfer_out', float, central);
    }
    return true;
  });
}

/** Settles with a definite venue answer; answers the transfer as it now stands. */
export async function conclude(db: Db, clock: Clock, id: string, outcome: VenueOutcome): Promise<TransferView> {
  if (outcome.result !== 'unknown') await settleTransfer(db, id, outcome, clock());
  const t = await getTransfer(db, id);
  if (t.status === 'failed') throw failureError((t.failureReason as VenueFailure | null) ?? 'rejected');
  return { ...t, venueBalance: outcome.result === 'success' ? outcome.balance : null, central: null };
}
