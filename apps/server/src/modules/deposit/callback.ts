import { and, eq, type SQL } from 'drizzle-orm';
import { formatFen, type PaymentCallbackBody } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { confirmDeposit, type ConfirmHow } from './confirm.ts';
import type { DepositDeps, OnlineDeps } from './deps.ts';
import { deposits, paymentCallbacks } from './schema.ts';

type Headers = Record<string, string | string[] | undefined>;
type Outcome =
  'unknown_order' | 'mismatch' | 'failed' | 'confirmed' | 'confirmed_after_close' | 'duplicate' | 'conflict';

const stateOf = async (tx: Tx, id: number) =>
  (
    await tx.select({ status: deposits.status, closedAt: deposits.closedAt }).from(deposits).where(eq(deposits.id, id))
  )[0];

/** What a notification does to its deposit, in one transaction; the deposit changes at most once. */
async function settle(deps: DepositDeps, tx: Tx, code: string, body: PaymentCallbackBody): Promise<Outcome> {
  const confirm = (where: SQL, how: ConfirmHow) => confirmDeposit(deps, tx, where, how);
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
      .set({ status: 'rejected', reason: 'deposit.reason.provider_failed', decidedAt: deps.clock() })
      .where(and(eq(deposits.id, d.id), eq(deposits.status, 'pending')))
      .returning({ id: deposits.id });
    return failed || d.status === 'rejected' ? 'failed' : 'conflict';
  }
  const how = { via: 'callback', operatorId: null, providerTxnId: body.providerTxnId } as const;
  if (await confirm(eq(deposits.id, d.id), how)) return 'confirmed';
  // Read again: the order may have been closed since it was read above.
  const closedAt = (await stateOf(tx, d.id))?.closedAt;
  // Closed for an exclusion, but paid before the close reached the provider: the member's money,
  // credited without turnover so it can be withdrawn (docs/decisions.md, Deposits during an exclusion).
  if (closedAt && (await confirm(eq(deposits.id, d.id), { ...how, afterClose: true }))) return 'confirmed_after_close';
  // Confirmed (an operator, an earlier notice or its twin just now) is fine; rejected needs a
  // person, as does a paid notice for a payment the provider said it had closed.
  return (await stateOf(tx, d.id))?.status === 'confirmed' ? 'duplicate' : 'conflict';
}

/** Checks signature and freshness, then records the nonce: a replay is refused even after a restart. */
async function receive({ db, providers, clock }: OnlineDeps, code: string, headers: Headers, raw: Buffer) {
  const provider = providers.get(code);
  if (!provider) throw new AppError('payment.unknown_provider', 404);
  const check = provider.verifyCallback(headers, raw, clock());
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

/**
 * A payment provider's notification (docs/decisions.md, Payment provider): received once, then
 * the deposit is confirmed (or failed) at most once.
 */
export async function handleCallback(deps: OnlineDeps, code: string, headers: Headers, raw: Buffer) {
  const { id, body } = await receive(deps, code, headers, raw);
  const outcome = await deps.db.transaction((tx) => settle(deps, tx, code, body));
  await deps.db.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, id));
  if (outcome === 'unknown_order') throw new AppError('deposit.not_found', 404);
  if (outcome === 'mismatch') throw new AppError('payment.mismatch', 409);
  if (outcome === 'conflict') throw new AppError('deposit.not_pending', 409);
  return { orderNo: body.orderNo, outcome };
}
