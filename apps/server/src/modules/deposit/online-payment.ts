import { and, eq, sql } from 'drizzle-orm';
import { DEPOSIT_API, pathOf } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OnlineDeps } from './deps.ts';
import type { CreatedPayment } from './provider.ts';
import { deposits } from './schema.ts';
import type { Deposit, ReturnUrlOf } from './types.ts';

type PaymentDeps = Pick<OnlineDeps, 'db' | 'config' | 'clock' | 'providers'>;

/** The provider's payment for `d`, or null when there is no provider or it cannot be reached. */
async function createPayment(
  { config, providers }: PaymentDeps,
  d: Deposit,
  returnUrlOf: ReturnUrlOf | undefined,
): Promise<CreatedPayment | null> {
  const provider = d.provider ? providers.get(d.provider) : undefined;
  if (!provider || !config.paymentProvider) return null;
  const callbackBase = config.paymentProvider.callbackBaseUrl.replace(/\/$/, '');
  const returnUrl = returnUrlOf?.(d.orderNo);
  try {
    return await provider.createPayment({
      orderNo: d.orderNo,
      amountFen: d.amount,
      method: d.type,
      notifyUrl: `${callbackBase}/api/${pathOf(DEPOSIT_API.callback, { provider: provider.code })}`,
      ...(returnUrl ? { returnUrl } : {}),
    });
  } catch {
    return null;
  }
}

/**
 * Asks the provider for the pay page of an online deposit; a failure rejects the deposit (nothing
 * was paid). `answer` stores the request's answer in the transaction that records the pay page.
 * An order closed for an exclusion while the provider was creating the payment comes back with
 * `providerClose` 'pending': that new payment must be closed too (the caller tells the provider).
 */
export async function startOnlinePayment(
  deps: PaymentDeps,
  d: Deposit,
  returnUrlOf: ReturnUrlOf | undefined,
  answer: (tx: Tx, paid: Deposit) => Promise<void>,
): Promise<Deposit> {
  const { db } = deps;
  const created = await createPayment(deps, d, returnUrlOf);
  if (!created) {
    await db
      .update(deposits)
      .set({ status: 'rejected', reason: 'deposit.reason.provider_unavailable', decidedAt: deps.clock() })
      .where(and(eq(deposits.id, d.id), eq(deposits.status, 'pending')));
    throw new AppError('deposit.provider_unavailable', 409);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deposits)
      .set({
        payUrl: created.payUrl,
        providerTxnId: created.providerTxnId,
        providerClose: sql`case when ${deposits.closedAt} is null then null else 'pending' end`,
      })
      .where(eq(deposits.id, d.id))
      .returning();
    await answer(tx, updated!);
    return updated!;
  });
}
