import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { deposits } from './schema.ts';
import type { Deposit, Providers } from './types.ts';

type Closed = Pick<Deposit, 'id' | 'orderNo' | 'provider'>;
const closedColumns = { id: deposits.id, orderNo: deposits.orderNo, provider: deposits.provider };

/** Why an order is closed: the member's reason, in their records in their language. */
export const EXCLUDED_REASON = 'deposit.reason.excluded';

/** Tells the order's provider and records its answer; answers the error when it could not. */
async function tellProvider(db: Db, providers: Providers, d: Closed): Promise<unknown> {
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
 * only be a payment taken before the close reached the provider.
 */
async function closeOpen(ex: Executor, memberId: number): Promise<void> {
  const now = new Date();
  await ex
    .update(deposits)
    .set({ status: 'rejected', reason: EXCLUDED_REASON, decidedAt: now, closedAt: now, providerClose: 'pending' })
    .where(and(eq(deposits.memberId, memberId), eq(deposits.kind, 'online'), eq(deposits.status, 'pending')));
}

/**
 * Tells the providers of the closes they have not acknowledged, oldest first, `limit` at a time.
 * Several instances may tell the same provider twice: closing is idempotent at the provider.
 */
async function retry(db: Db, providers: Providers, limit = 100) {
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
    const e = await tellProvider(db, providers, d);
    if (e) [failed, error] = [failed + 1, e];
  }
  return { told: due.length - failed, failed, error };
}

/**
 * Online orders closed when the member starts a cool-off or self-exclusion (docs/decisions.md,
 * Deposits during an exclusion): the order fails at once, and its provider is told to close the
 * payment so that its cashier takes none. A provider that cannot be reached is told again by
 * `retry` (a job); meanwhile the order is credited only by the late-payment rule (callback.ts).
 */
export function createPaymentCloser(db: Db, providers: Providers) {
  const tell = (d: Closed) => tellProvider(db, providers, d);
  return {
    tell,
    /** In the transaction that starts the exclusion: no open order outlives its commit. */
    closeOpen,

    /**
     * Once the exclusion has committed: closes an order whose submit passed the gate while the
     * exclusion was being written (its own check after writing it came too early, too), then
     * tells the providers. One that cannot be reached is told by the retry job.
     */
    async tellAfterExclusion(memberId: number): Promise<void> {
      await closeOpen(db, memberId);
      const due = await db
        .select(closedColumns)
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.providerClose, 'pending')));
      for (const d of due) await tell(d);
    },

    /**
     * An order written while the exclusion started (its submit passed the gate just before): closed
     * before any provider was asked, so there is nobody to tell.
     */
    async closeUnasked(id: number): Promise<void> {
      const now = new Date();
      await db
        .update(deposits)
        .set({ status: 'rejected', reason: EXCLUDED_REASON, decidedAt: now, closedAt: now, providerClose: 'closed' })
        .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')));
    },

    retry: (limit?: number) => retry(db, providers, limit),
  };
}

export type PaymentCloser = ReturnType<typeof createPaymentCloser>;
