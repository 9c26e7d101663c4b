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
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates, type Gate } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import { isOffered } from './channels.ts';
import { createPaymentCloser, type PaymentCloser } from './close.ts';
import { startOnlinePayment } from './online-payment.ts';
import { depositChannels, deposits } from './schema.ts';
import type { Channel, Deposit, Member, Providers, ReturnUrlOf } from './types.ts';
import { orderView } from './views.ts';

type SubmitInput = z.output<typeof RechargeSubmitInputSchema>;
export type SubmitDeps = {
  /** Who uploaded an image (the common module): a proof must be the member's own upload. */
  uploadOwner: (id: string) => Promise<number | null>;
  providers: Providers;
  /** Checks of other modules a new deposit order must pass (responsible-play limits), lib/gates.ts. */
  gates: readonly Gate<{ memberId: number; amount: bigint }>[];
  /**
   * Run again once an online order is written, before its provider is asked (responsible play's
   * exclusion check): an exclusion that started after `gates` passed missed the order when it
   * closed the member's open ones, so the order is closed here.
   */
  payGates: readonly Gate<{ memberId: number }>[];
};

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
  db: Db,
  deps: SubmitDeps,
  member: Member,
  input: SubmitInput,
): Promise<{ channel: Channel; facts: OrderFacts }> {
  const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.id, input.channelId));
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
function insertOrder(db: Db, idem: IdempotencyKey, timeZone: string, row: ReturnType<typeof orderRow>) {
  const byKey = and(eq(deposits.memberId, row.memberId), eq(deposits.idempotencyKey, row.idempotencyKey));
  const once = () =>
    idem.transaction(db, async (tx): Promise<{ order: Deposit; fresh: boolean }> => {
      const [inserted] = await tx
        .insert(deposits)
        .values({ orderNo: newOrderNo('D', timeZone), ...row })
        .onConflictDoNothing({ target: [deposits.memberId, deposits.idempotencyKey] })
        .returning();
      if (!inserted) return { order: (await tx.select().from(deposits).where(byKey))[0]!, fresh: false };
      if (inserted.kind !== 'online') await idem.answer(tx, orderView(inserted));
      return { order: inserted, fresh: true };
    });
  return retryOnClash('deposits_order_no_idx', once);
}

/** Members deposit: a pending order per Idempotency-Key, and the provider's pay page for online channels. */
export function createSubmit(
  db: Db,
  config: Pick<Config, 'timeZone' | 'paymentProvider'>,
  deps: SubmitDeps,
  closer: PaymentCloser = createPaymentCloser(db, deps.providers),
) {
  async function pay(d: Deposit, idem: IdempotencyKey, returnUrlOf: ReturnUrlOf | undefined) {
    const answer = (tx: Tx, paid: Deposit) => idem.answer(tx, orderView(paid));
    const paid = await startOnlinePayment(db, config, deps.providers, d, returnUrlOf, answer);
    // Closed for an exclusion while the provider was creating it: close the new payment too.
    if (paid.providerClose === 'pending') await closer.tell(paid);
    return paid;
  }
  return {
    /**
     * A pending deposit order; the same Idempotency-Key always answers the same order. `returnUrlOf`:
     * where the provider's cashier of an online deposit sends the member back, given its order number.
     * The key is claimed with the order and answered with it, or with the pay page for online channels.
     */
    async submit(
      member: Member,
      input: SubmitInput,
      key: string | IdempotencyKey,
      returnUrlOf?: ReturnUrlOf,
    ): Promise<DepositOrder> {
      const idem = idempotencyOf(key);
      await idem.peek(db);
      const byKey = and(eq(deposits.memberId, member.memberId), eq(deposits.idempotencyKey, idem.key));
      const [earlier] = await db.select().from(deposits).where(byKey);
      if (earlier) {
        await idem.claim(db);
        // A retry after a crash between creating the order and reaching the provider.
        if (earlier.kind === 'online' && earlier.status === 'pending' && !earlier.payUrl)
          return orderView(await pay(earlier, idem, returnUrlOf));
        return orderView(earlier);
      }
      const { channel, facts } = await checked(db, deps, member, input);
      await passGates(deps.gates, { memberId: member.memberId, amount: facts.amount });
      const { order, fresh } = await insertOrder(db, idem, config.timeZone, orderRow(member, idem.key, channel, facts));
      if (!fresh) await idem.claim(db);
      // Lost a race with a concurrent retry of the same key: answer its order.
      if (!fresh || order.kind !== 'online') return orderView(order);
      // An exclusion that started since `gates` passed may have missed this order: closed unpaid.
      await passGates(deps.payGates, { memberId: member.memberId }).catch(async (refusal: unknown) => {
        await closer.closeUnasked(order.id);
        throw refusal;
      });
      return orderView(await pay(order, idem, returnUrlOf));
    },
  };
}
