import { and, eq } from 'drizzle-orm';
import { formatFen, type PaymentCallbackBody } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Confirm } from './confirm.ts';
import { deposits, paymentCallbacks } from './schema.ts';
import type { Providers } from './types.ts';

type Headers = Record<string, string | string[] | undefined>;
type Outcome = 'unknown_order' | 'mismatch' | 'failed' | 'confirmed' | 'duplicate' | 'conflict';

/** What a notification does to its deposit, in one transaction; the deposit changes at most once. */
async function settle(tx: Tx, code: string, body: PaymentCallbackBody, confirm: Confirm): Promise<Outcome> {
  const [d] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.orderNo, body.orderNo), eq(deposits.provider, code)));
  if (!d) return 'unknown_order';
  if ((d.providerTxnId !== null && d.providerTxnId !== body.providerTxnId) || formatFen(d.amount) !== body.amount) {
    return 'mismatch';
  }
  if (body.status === 'failed') {
    const [failed] = await tx
      .update(deposits)
      .set({ status: 'rejected', reason: 'deposit.reason.provider_failed', decidedAt: new Date() })
      .where(and(eq(deposits.id, d.id), eq(deposits.status, 'pending')))
      .returning({ id: deposits.id });
    return failed || d.status === 'rejected' ? 'failed' : 'conflict';
  }
  const how = { via: 'callback', operatorId: null, providerTxnId: body.providerTxnId } as const;
  if (await confirm(tx, eq(deposits.id, d.id), how)) return 'confirmed';
  // Already decided: confirmed (an operator or an earlier notification) is fine; rejected needs a person.
  const [now] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, d.id));
  return now?.status === 'confirmed' ? 'duplicate' : 'conflict';
}

/** The payment provider's notifications (docs/decisions.md, Payment provider). */
export function createCallbacks(db: Db, providers: Providers, confirm: Confirm) {
  /** Checks signature and freshness, then records the nonce: a replay is refused even after a restart. */
  async function receive(code: string, headers: Headers, raw: Buffer) {
    const provider = providers.get(code);
    if (!provider) throw new AppError('payment.unknown_provider', 404);
    const check = provider.verifyCallback(headers, raw);
    if (!check.ok) throw new AppError(check.error, check.error === 'payment.mismatch' ? 400 : 403);
    const body = check.body;
    const [received] = await db
      .insert(paymentCallbacks)
      .values({
        provider: code,
        nonce: check.nonce,
        orderNo: body.orderNo,
        providerTxnId: body.providerTxnId,
        outcome: 'received',
        body,
      })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    if (!received) throw new AppError('payment.replayed', 409);
    return { id: received.id, body };
  }

  return {
    /** A provider's notification: received once, then the deposit is confirmed (or failed) at most once. */
    async handleCallback(code: string, headers: Headers, raw: Buffer) {
      const { id, body } = await receive(code, headers, raw);
      const outcome = await db.transaction((tx) => settle(tx, code, body, confirm));
      await db.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, id));
      if (outcome === 'unknown_order') throw new AppError('deposit.not_found', 404);
      if (outcome === 'mismatch') throw new AppError('payment.mismatch', 409);
      if (outcome === 'conflict') throw new AppError('deposit.not_pending', 409);
      return { orderNo: body.orderNo, outcome };
    },
  };
}
