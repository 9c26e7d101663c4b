import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  depositAmountFen,
  expectedCoinCents,
  formatFen,
  isValidRealName,
  type DepositOrder,
  type RechargeSubmitInputSchema,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import { isOffered } from './channels.ts';
import { closeUnasked, tellProvider } from './close.ts';
import type { OnlineDeps } from './deps.ts';
import { startOnlinePayment } from './online-payment.ts';
import { depositChannels, deposits } from './schema.ts';
import type { Channel, Deposit, Member, ReturnUrlOf } from './types.ts';
import { orderView } from './views.ts';

type SubmitInput = z.output<typeof RechargeSubmitInputSchema>;
/** What a submit needs: no audit, turnover or message (a deposit is credited only by confirm.ts). */
type SubmitDeps = Pick<OnlineDeps, 'db' | 'config' | 'clock' | 'uploadOwner' | 'providers' | 'gates' | 'payGates'>;

const PROOF_URL = /^\/api\/uploads\/([0-9a-f]{32}\.(?:png|jpg))$/;

/** What the order records of the member's request, once the channel's rules are met. */
type OrderFacts = { amount: bigint; payerName: string | null; proofUrl: string | null };

async function proofOf(deps: SubmitDeps, member: Member, channel: Channel, proofUrl: string | undefined) {
  if (!proofUrl) {
    if (channel.needsProof) throw new AppError('deposit.proof_required');
    return null;
  }
  const id = PROOF_URL.exec(proofUrl)?.[1];
  if (!id || (await deps.uploadOwner(id)) !== member.memberId) throw new AppError('deposit.proof_invalid');
  return proofUrl;
}

/** The channel's rules, in order: offered, not by customer service, its limits, payer name, proof. */
async function checked(
  deps: SubmitDeps,
  member: Member,
  input: SubmitInput,
): Promise<{ channel: Channel; facts: OrderFacts }> {
  const [channel] = await deps.db.select().from(depositChannels).where(eq(depositChannels.id, input.channelId));
  if (!channel || !isOffered(channel, deps.providers)) throw new AppError('deposit.channel_unavailable');
  if (channel.kind === 'service') throw new AppError('deposit.channel_service');
  const amount = depositAmountFen(input.amount);
  if (amount < channel.minFen || amount > channel.maxFen) {
    throw new AppError('deposit.amount_channel', 400, {
      min: formatFen(channel.minFen),
      max: formatFen(channel.maxFen),
    });
  }
  let payerName: string | null = null;
  if (channel.needsPayerName) {
    if (!input.payerName || !isValidRealName(input.payerName)) throw new AppError('deposit.payer_name');
    payerName = input.payerName;
  }
  return { channel, facts: { amount, payerName, proofUrl: await proofOf(deps, member, channel, input.proofUrl) } };
}

function orderRow(member: Member, idempotencyKey: string, channel: Channel, facts: OrderFacts) {
  const crypto = channel.kind === 'crypto';
  return {
    memberId: member.memberId,
    username: member.username,
    idempotencyKey,
    channelId: channel.id,
    channelName: channel.nameZhHans,
    type: channel.type,
    kind: channel.kind,
    ...facts,
    coin: crypto ? channel.coin : null,
    protocol: crypto ? channel.protocol : null,
    rateE4: crypto ? channel.rateE4 : null,
    expectedCoin: crypto ? expectedCoinCents(facts.amount, channel.rateE4!) : null,
    provider: channel.kind === 'online' ? channel.provider : null,
  };
}

/**
 * One transaction: claims the request's key and inserts the order; an order that needs no
 * provider is answered in it too. `fresh` is false when the key had made its order before (its
 * key row gone): the caller answers that one. A clash of order numbers between instances draws another.
 */
function insertOrder({ db, config, clock }: SubmitDeps, idem: IdempotencyKey, row: ReturnType<typeof orderRow>) {
  const byKey = and(eq(deposits.memberId, row.memberId), eq(deposits.idempotencyKey, row.idempotencyKey));
  const once = () =>
    idem.transaction(db, async (tx): Promise<{ order: Deposit; fresh: boolean }> => {
      const [inserted] = await tx
        .insert(deposits)
        .values({ orderNo: newOrderNo('D', config.timeZone, clock()), ...row })
        .onConflictDoNothing({ target: [deposits.memberId, deposits.idempotencyKey] })
        .returning();
      if (!inserted) return { order: (await tx.select().from(deposits).where(byKey))[0]!, fresh: false };
      if (inserted.kind !== 'online') await idem.answer(tx, orderView(inserted));
      return { order: inserted, fresh: true };
    });
  return retryOnClash('deposits_order_no_idx', once);
}

/** Asks the provider for the pay page of an online order; the key is answered with it. */
async function pay(deps: SubmitDeps, d: Deposit, idem: IdempotencyKey, returnUrlOf: ReturnUrlOf | undefined) {
  const answer = (tx: Tx, paid: Deposit) => idem.answer(tx, orderView(paid));
  const paid = await startOnlinePayment(deps, d, returnUrlOf, answer);
  // Closed for an exclusion while the provider was creating it: close the new payment too.
  if (paid.providerClose === 'pending') await tellProvider(deps, paid);
  return paid;
}

/**
 * Members deposit: a pending order per Idempotency-Key (the same key always answers the same
 * order), and the provider's pay page for online channels. `returnUrlOf`: where the provider's
 * cashier of an online deposit sends the member back, given its order number. The key is claimed
 * with the order and answered with it, or with the pay page for online channels.
 */
export async function submitDeposit(
  deps: SubmitDeps,
  member: Member,
  input: SubmitInput,
  key: string | IdempotencyKey,
  returnUrlOf?: ReturnUrlOf,
): Promise<DepositOrder> {
  const { db } = deps;
  const idem = idempotencyOf(key);
  await idem.peek(db);
  const byKey = and(eq(deposits.memberId, member.memberId), eq(deposits.idempotencyKey, idem.key));
  const [earlier] = await db.select().from(deposits).where(byKey);
  if (earlier) {
    await idem.claim(db);
    // A retry after a crash between creating the order and reaching the provider.
    if (earlier.kind === 'online' && earlier.status === 'pending' && !earlier.payUrl)
      return orderView(await pay(deps, earlier, idem, returnUrlOf));
    return orderView(earlier);
  }
  const { channel, facts } = await checked(deps, member, input);
  await passGates(deps.gates, { memberId: member.memberId, amount: facts.amount });
  const { order, fresh } = await insertOrder(deps, idem, orderRow(member, idem.key, channel, facts));
  if (!fresh) await idem.claim(db);
  // Lost a race with a concurrent retry of the same key: answer its order.
  if (!fresh || order.kind !== 'online') return orderView(order);
  // An exclusion that started since `gates` passed may have missed this order: closed unpaid.
  await passGates(deps.payGates, { memberId: member.memberId }).catch(async (refusal: unknown) => {
    await closeUnasked(deps, order.id);
    throw refusal;
  });
  return orderView(await pay(deps, order, idem, returnUrlOf));
}
