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
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import { isOffered } from './channels.ts';
import { startOnlinePayment } from './online-payment.ts';
import { depositChannels, deposits } from './schema.ts';
import type { Channel, Deposit, Member, Providers, ReturnUrlOf } from './types.ts';
import { orderView } from './views.ts';

type SubmitInput = z.output<typeof RechargeSubmitInputSchema>;
export type SubmitDeps = {
  /** Who uploaded an image (the common module): a proof must be the member's own upload. */
  uploadOwner: (id: string) => Promise<number | null>;
  providers: Providers;
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

/** Inserts the order; `fresh` is false when a concurrent retry of the same key made it first. */
async function insertOrder(
  db: Db,
  timeZone: string,
  row: ReturnType<typeof orderRow>,
): Promise<{ order: Deposit; fresh: boolean }> {
  const byKey = and(eq(deposits.memberId, row.memberId), eq(deposits.idempotencyKey, row.idempotencyKey));
  for (let attempt = 0; ; attempt += 1) {
    const orderNo = newOrderNo('D', timeZone);
    try {
      const [inserted] = await db
        .insert(deposits)
        .values({ orderNo, ...row })
        .onConflictDoNothing({ target: [deposits.memberId, deposits.idempotencyKey] })
        .returning();
      if (inserted) return { order: inserted, fresh: true };
      return { order: (await db.select().from(deposits).where(byKey))[0]!, fresh: false };
    } catch (error) {
      // An order number collision (1 in 10^10 per day): draw another.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Members deposit: a pending order per Idempotency-Key, and the provider's pay page for online channels. */
export function createSubmit(db: Db, config: Pick<Config, 'timeZone' | 'paymentProvider'>, deps: SubmitDeps) {
  return {
    /**
     * A pending deposit order; the same Idempotency-Key always answers the same order. `returnUrlOf`:
     * where the provider's cashier of an online deposit sends the member back, given its order number.
     */
    async submit(
      member: Member,
      input: SubmitInput,
      idempotencyKey: string,
      returnUrlOf?: ReturnUrlOf,
    ): Promise<DepositOrder> {
      const byKey = and(eq(deposits.memberId, member.memberId), eq(deposits.idempotencyKey, idempotencyKey));
      const [earlier] = await db.select().from(deposits).where(byKey);
      if (earlier) {
        // A retry after a crash between creating the order and reaching the provider.
        if (earlier.kind === 'online' && earlier.status === 'pending' && !earlier.payUrl)
          return orderView(await startOnlinePayment(db, config, deps.providers, earlier, returnUrlOf));
        return orderView(earlier);
      }
      const { channel, facts } = await checked(db, deps, member, input);
      const { order, fresh } = await insertOrder(db, config.timeZone, orderRow(member, idempotencyKey, channel, facts));
      // Lost a race with a concurrent retry of the same key: answer its order.
      if (!fresh || order.kind !== 'online') return orderView(order);
      return orderView(await startOnlinePayment(db, config, deps.providers, order, returnUrlOf));
    },
  };
}
