// Online orders are closed when the member starts a cool-off or self-exclusion (docs/decisions.md,
// Deposits during an exclusion): the order fails at once, and its provider is told to close the
// payment so that its cashier takes none. A provider that cannot be reached is told again by
// `retryCloses` (a job); meanwhile the order is credited only by the late-payment rule (callback.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OnlineDeps } from './deps.ts';
import { deposits } from './schema.ts';
import type { Deposit } from './types.ts';

type Closed = Pick<Deposit, 'id' | 'orderNo' | 'provider'>;
type CloseDeps = Pick<OnlineDeps, 'db' | 'providers' | 'clock'>;
const closedColumns = { id: deposits.id, orderNo: deposits.orderNo, provider: deposits.provider };

/** Why an order is closed: the member's reason, in their records in their language. */
export const EXCLUDED_REASON = 'deposit.reason.excluded';

/** Tells the order's provider and records its answer; answers the error when it could not. */
export async function tellProvider(
  { db, providers }: Pick<CloseDeps, 'db' | 'providers'>,
  d: Closed,
): Promise<unknown> {
  const provider = d.provider ? providers.get(d.provider) : undefined;
  if (!provider) return new Error(`no payment provider ${d.provider} to close ${d.orderNo}`);
  try {
    const outcome = await provider.closePayment(d.orderNo);
    // Only over 'pending': a late paid notice may have recorded 'paid' meanwhile.
    await db
      .update(deposits)
      .set({ providerClose: outcome })
      .where(and(eq(deposits.id, d.id), eq(deposits.providerClose, 'pending')));
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Closes the member's open online orders; their providers are still to be told ('pending'). An
 * order confirmed a moment before is left alone (it was paid); a paid notice after the close can
 * only be a payment taken before the close reached the provider. In the transaction that starts
 * the exclusion: no open order outlives its commit.
 */
export async function closeOpenOrders(ex: Executor, memberId: number, now: Date): Promise<void> {
  await ex
    .update(deposits)
    .set({ status: 'rejected', reason: EXCLUDED_REASON, decidedAt: now, closedAt: now, providerClose: 'pending' })
    .where(and(eq(deposits.memberId, memberId), eq(deposits.kind, 'online'), eq(deposits.status, 'pending')));
}

/**
 * Tells the providers of the closes they have not acknowledged, oldest first, `limit` at a time.
 * Several instances may tell the same provider twice: closing is idempotent at the provider.
 */
export async function retryCloses(deps: Pick<CloseDeps, 'db' | 'providers'>, limit = 100) {
  const { db, providers } = deps;
  const codes = [...providers.keys()];
  if (codes.length === 0) return { told: 0, failed: 0, error: null as unknown };
  const due = await db
    .select(closedColumns)
    .from(deposits)
    .where(and(eq(deposits.providerClose, 'pending'), inArray(deposits.provider, codes)))
    .orderBy(asc(deposits.closedAt), asc(deposits.id))
    .limit(limit);
  let failed = 0;
  let error: unknown = null;
  for (const d of due) {
    const e = await tellProvider(deps, d);
    if (e) [failed, error] = [failed + 1, e];
  }
  return { told: due.length - failed, failed, error };
}

/**
 * Once the exclusion has committed: closes an order whose submit passed the gate while the
 * exclusion was being written (its own check after writing it came too early, too), then tells
 * the providers. One that cannot be reached is told by the retry job.
 */
export async function tellAfterExclusion(deps: CloseDeps, memberId: number): Promise<void> {
  await closeOpenOrders(deps.db, memberId, deps.clock());
  const due = await deps.db
    .select(closedColumns)
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.providerClose, 'pending')));
  for (const d of due) await tellProvider(deps, d);
}

/**
 * An order written while the exclusion started (its submit passed the gate just before): closed
 * before any provider was asked, so there is nobody to tell.
 */
export async function closeUnasked({ db, clock }: Pick<CloseDeps, 'db' | 'clock'>, id: number): Promise<void> {
  const now = clock();
  await db
    .update(deposits)
    .set({ status: 'rejected', reason: EXCLUDED_REASON, decidedAt: now, closedAt: now, providerClose: 'closed' })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')));
}
