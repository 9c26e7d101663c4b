import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAYMENT_TYPES,
  depositAmountFen,
  expectedCoinCents,
  formatFen,
  formatRateE4,
  isValidRealName,
  parseRateE4,
  translate,
  type ChannelSaveInputSchema,
  type DepositAdminItem,
  type DepositAdminQuerySchema,
  type DepositApproveInputSchema,
  type DepositOrder,
  type DepositRejectInputSchema,
  type Lang,
  type RechargeChannel,
  type RechargeSubmitInputSchema,
  addDays,
  parseCalendarDate,
  startOfDayIn,
  isMessageKey,
} from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { account } from '../../ledger/accounts.ts';
import { post } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { audit, type OperatorContext } from '../operator/service.ts';
import type { TradeRow, TradeSource } from '../records/trade-source.ts';
import { turnover } from '../turnover/service.ts';
import { SEED_CHANNELS, SEED_LIMITS } from './channels.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import type { PaymentProvider } from './provider.ts';
import { depositChannels, deposits, paymentCallbacks } from './schema.ts';

type Channel = typeof depositChannels.$inferSelect;
type Deposit = typeof deposits.$inferSelect;
type Member = { memberId: number; username: string };
type Headers = Record<string, string | string[] | undefined>;
/** The address of the platform's page for a deposit, known only once the order has its number. */
export type ReturnUrlOf = (orderNo: string) => string | undefined;

export type DepositDeps = {
  /** Who uploaded an image (the common module): a proof must be the member's own upload. */
  uploadOwner: (id: string) => Promise<number | null>;
  providers: Map<string, PaymentProvider>;
};

const TRADE_STATUS_OF_DEPOSIT = { pending: 'pending', confirmed: 'success', rejected: 'failed' } as const;
const DEPOSIT_STATUS_OF_TRADE = { pending: 'pending', success: 'confirmed', failed: 'rejected' } as const;

const PROOF_URL = /^\/api\/uploads\/([0-9a-f]{32}\.(?:png|jpg))$/;

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

function orderView(d: Deposit): DepositOrder {
  return {
    orderNo: d.orderNo,
    status: d.status,
    amount: formatFen(d.amount),
    channelId: d.channelId,
    type: d.type,
    kind: d.kind,
    payerName: d.payerName,
    proofUrl: d.proofUrl,
    coin: d.coin,
    protocol: d.protocol,
    rate: d.rateE4 === null ? null : formatRateE4(d.rateE4),
    expectedCoin: d.expectedCoin === null ? null : formatFen(d.expectedCoin),
    payUrl: d.payUrl,
    createdAt: d.createdAt.toISOString(),
  };
}

/** A rejection reason: the platform's own are message keys shown in the reader's language; an operator's is their text. */
function reasonText(reason: string | null, lang: Lang): string | null {
  return reason !== null && isMessageKey(reason) ? translate(lang, reason) : reason;
}

function adminView(d: Deposit): DepositAdminItem {
  return {
    ...orderView(d),
    memberId: d.memberId,
    username: d.username,
    channelName: d.channelName,
    provider: d.provider,
    providerTxnId: d.providerTxnId,
    confirmedVia: d.confirmedVia,
    operatorId: d.operatorId,
    reason: d.reason,
    turnoverRequired: d.turnoverRequired === null ? null : formatFen(d.turnoverRequired),
    decidedAt: iso(d.decidedAt),
  };
}

function channelAdminView(c: Channel, offered: boolean) {
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    kind: c.kind,
    nameZhHans: c.nameZhHans,
    nameEn: c.nameEn,
    min: formatFen(c.minFen),
    max: formatFen(c.maxFen),
    enabled: c.enabled,
    offered,
    sort: c.sort,
    needsPayerName: c.needsPayerName,
    needsProof: c.needsProof,
    payeeName: c.payeeName,
    payeeAccount: c.payeeAccount,
    payeeBank: c.payeeBank,
    coin: c.coin,
    protocol: c.protocol,
    address: c.address,
    rate: c.rateE4 === null ? null : formatRateE4(c.rateE4),
    contact: c.contact,
    provider: c.provider,
  };
}

export function createDepositService(db: Db, config: Config, deps: DepositDeps) {
  // The multiplier as a percentage, so the requirement stays integer fen.
  const turnoverPercent = BigInt(Math.round(config.deposit.turnoverMultiplier * 100));

  /** Enabled and complete enough to take money: we never show an account or address that is not filled in. */
  function offered(c: Channel): boolean {
    if (!c.enabled) return false;
    switch (c.kind) {
      case 'online':
        return deps.providers.has(c.provider);
      case 'transfer':
        return c.payeeAccount !== '' && c.payeeName !== '';
      case 'crypto':
        return c.address !== '' && c.rateE4 !== null && c.coin !== null && c.protocol !== null;
      case 'service':
        return true;
    }
  }

  function memberView(c: Channel, lang: Lang): RechargeChannel {
    const name = lang === 'en' ? c.nameEn : c.nameZhHans;
    return {
      id: c.id,
      code: c.code,
      type: c.type,
      kind: c.kind,
      name,
      min: formatFen(c.minFen),
      max: formatFen(c.maxFen),
      needsPayerName: c.needsPayerName,
      needsProof: c.needsProof,
      submittable: c.kind !== 'service',
      payee: c.kind === 'transfer' ? { name: c.payeeName, account: c.payeeAccount, bank: c.payeeBank } : null,
      crypto:
        c.kind === 'crypto'
          ? { coin: c.coin!, protocol: c.protocol!, address: c.address, rate: formatRateE4(c.rateE4!) }
          : null,
      contact: c.kind === 'service' && c.contact !== '' ? c.contact : null,
      hint: translate(lang, `deposit.hint.${c.kind}`, { method: name }),
    };
  }

  async function offeredChannels(): Promise<Channel[]> {
    const rows = await db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.enabled, true))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
    return rows.filter(offered);
  }

  /**
   * Confirms a pending deposit exactly once: the status flip, the credit from house 'deposits'
   * to the member's central wallet and the turnover requirement share one transaction. Answers
   * null when the deposit is not pending (already confirmed or rejected): nothing happens then.
   */
  async function confirmInTx(
    tx: Tx,
    where: SQL,
    how: { via: 'callback' | 'operator'; operatorId: number | null; providerTxnId?: string },
  ): Promise<Deposit | null> {
    const [d] = await tx
      .update(deposits)
      .set({
        status: 'confirmed',
        confirmedVia: how.via,
        operatorId: how.operatorId,
        decidedAt: new Date(),
        turnoverRequired: sql`${deposits.amount} * ${turnoverPercent} / 100`,
        ...(how.providerTxnId ? { providerTxnId: sql`coalesce(${deposits.providerTxnId}, ${how.providerTxnId})` } : {}),
      })
      .where(and(where, eq(deposits.status, 'pending')))
      .returning();
    if (!d) return null;
    await post(tx, {
      type: 'deposit',
      ref: d.orderNo,
      memberId: d.memberId,
      memo: `${d.type} ${d.channelName}`,
      legs: [
        { account: account.house('deposits'), amount: -d.amount },
        { account: account.central(d.memberId), amount: d.amount },
      ],
    });
    if (d.turnoverRequired !== null && d.turnoverRequired > 0n) {
      await turnover.require(tx, d.memberId, `deposit:${d.orderNo}`, d.turnoverRequired);
    }
    return d;
  }

  /** Why an operator action on `orderNo` changed nothing: it does not exist, or it was already decided. */
  async function refuse(tx: Tx, orderNo: string): Promise<never> {
    const [d] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.orderNo, orderNo));
    if (!d) throw new AppError('deposit.not_found', 404);
    throw new AppError('deposit.not_pending', 409);
  }

  /** Asks the provider for the pay page of an online deposit; a failure rejects the deposit (nothing was paid). */
  async function startOnlinePayment(d: Deposit, returnUrlOf: ReturnUrlOf | undefined): Promise<Deposit> {
    const provider = d.provider ? deps.providers.get(d.provider) : undefined;
    let created: { providerTxnId: string; payUrl: string } | null = null;
    if (provider && config.paymentProvider) {
      const returnUrl = returnUrlOf?.(d.orderNo);
      try {
        created = await provider.createPayment({
          orderNo: d.orderNo,
          amountFen: d.amount,
          method: d.type,
          notifyUrl: `${config.paymentProvider.callbackBaseUrl.replace(/\/$/, '')}/api/payment/callback/${provider.code}`,
          ...(returnUrl ? { returnUrl } : {}),
        });
      } catch {
        created = null;
      }
    }
    if (!created) {
      await db
        .update(deposits)
        .set({ status: 'rejected', reason: 'deposit.reason.provider_unavailable', decidedAt: new Date() })
        .where(and(eq(deposits.id, d.id), eq(deposits.status, 'pending')));
      throw new AppError('deposit.provider_unavailable', 409);
    }
    const [updated] = await db
      .update(deposits)
      .set({ payUrl: created.payUrl, providerTxnId: created.providerTxnId })
      .where(eq(deposits.id, d.id))
      .returning();
    return updated!;
  }

  async function proofOf(member: Member, channel: Channel, proofUrl: string | undefined): Promise<string | null> {
    if (!proofUrl) {
      if (channel.needsProof) throw new AppError('deposit.proof_required');
      return null;
    }
    const id = PROOF_URL.exec(proofUrl)?.[1];
    if (!id || (await deps.uploadOwner(id)) !== member.memberId) throw new AppError('deposit.proof_invalid');
    return proofUrl;
  }

  /** A deposit as a line of the member's transaction records. */
  function tradeRow(d: Deposit, lang: Lang): TradeRow {
    return {
      orderNo: d.orderNo,
      type: 'deposit',
      method: d.type,
      methodLabel: translate(lang, `deposit.type.${d.type}`),
      status: TRADE_STATUS_OF_DEPOSIT[d.status],
      amount: d.amount,
      fee: null,
      remark: d.status === 'rejected' ? reasonText(d.reason, lang) : null,
      createdAt: d.createdAt,
    };
  }

  /** The member's own deposit `orderNo`: another member's is as unknown as a number never issued. */
  async function ownDeposit(memberId: number, orderNo: string): Promise<Deposit | undefined> {
    const [d] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.orderNo, orderNo)));
    return d;
  }

  /** The member's deposit orders for the transaction records (record/getTradeList, record/getTradeDetail). */
  const tradeSource: TradeSource = {
    type: 'deposit',
    async trades(q) {
      const where = and(
        eq(deposits.memberId, q.memberId),
        gte(deposits.createdAt, q.from),
        lt(deposits.createdAt, q.to),
        q.status ? eq(deposits.status, DEPOSIT_STATUS_OF_TRADE[q.status]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(q.limit),
        db.select({ n: count() }).from(deposits).where(where),
      ]);
      return { total: total?.n ?? 0, rows: rows.map((d) => tradeRow(d, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const d = await ownDeposit(memberId, orderNo);
      return d ? tradeRow(d, lang) : null;
    },
  };

  return {
    /** Creates the channels of SPEC §3 once; operators own them afterwards. */
    async seed(): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [sort, c] of SEED_CHANNELS.entries()) {
          await tx
            .insert(depositChannels)
            .values({
              code: c.code,
              type: c.type,
              kind: c.kind,
              nameZhHans: c.nameZhHans,
              nameEn: c.nameEn,
              minFen: SEED_LIMITS.minFen,
              maxFen: SEED_LIMITS.maxFen,
              enabled: c.enabled,
              sort,
              needsPayerName: c.needsPayerName ?? false,
              needsProof: c.needsProof ?? false,
              coin: c.coin ?? null,
              protocol: c.protocol ?? null,
              provider: c.provider ?? '',
            })
            .onConflictDoNothing({ target: depositChannels.code });
        }
      });
    },

    async channels(lang: Lang) {
      return { list: (await offeredChannels()).map((c) => memberView(c, lang)) };
    },

    async channelGroups(lang: Lang) {
      const channels = await offeredChannels();
      return {
        list: PAYMENT_TYPES.map((type) => ({
          type,
          name: translate(lang, `deposit.type.${type}`),
          channels: channels.filter((c) => c.type === type).map((c) => memberView(c, lang)),
        })).filter((g) => g.channels.length > 0),
      };
    },

    async paymentTypes(lang: Lang) {
      const types = new Set((await offeredChannels()).map((c) => c.type));
      return {
        list: PAYMENT_TYPES.map((code, sort) => ({
          code,
          name: translate(lang, `deposit.type.${code}`),
          sort,
          available: types.has(code),
        })),
      };
    },

    /**
     * A pending deposit order; the same Idempotency-Key always answers the same order. `returnUrlOf`:
     * where the provider's cashier of an online deposit sends the member back, given its order number.
     */
    async submit(
      member: Member,
      input: z.output<typeof RechargeSubmitInputSchema>,
      idempotencyKey: string,
      returnUrlOf?: ReturnUrlOf,
    ): Promise<DepositOrder> {
      const byKey = and(eq(deposits.memberId, member.memberId), eq(deposits.idempotencyKey, idempotencyKey));
      const [earlier] = await db.select().from(deposits).where(byKey);
      if (earlier) {
        // A retry after a crash between creating the order and reaching the provider.
        if (earlier.kind === 'online' && earlier.status === 'pending' && !earlier.payUrl)
          return orderView(await startOnlinePayment(earlier, returnUrlOf));
        return orderView(earlier);
      }

      const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.id, input.channelId));
      if (!channel || !offered(channel)) throw new AppError('deposit.channel_unavailable');
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
      const proofUrl = await proofOf(member, channel, input.proofUrl);
      const crypto = channel.kind === 'crypto';

      let created: Deposit | undefined;
      for (let attempt = 0; !created; attempt += 1) {
        const orderNo = newOrderNo('D', config.timeZone);
        try {
          const [row] = await db
            .insert(deposits)
            .values({
              orderNo,
              memberId: member.memberId,
              username: member.username,
              idempotencyKey,
              channelId: channel.id,
              channelName: channel.nameZhHans,
              type: channel.type,
              kind: channel.kind,
              amount,
              payerName,
              proofUrl,
              coin: crypto ? channel.coin : null,
              protocol: crypto ? channel.protocol : null,
              rateE4: crypto ? channel.rateE4 : null,
              expectedCoin: crypto ? expectedCoinCents(amount, channel.rateE4!) : null,
              provider: channel.kind === 'online' ? channel.provider : null,
            })
            .onConflictDoNothing({ target: [deposits.memberId, deposits.idempotencyKey] })
            .returning();
          // Lost a race with a concurrent retry of the same key: answer its order.
          created = row ?? (await db.select().from(deposits).where(byKey))[0];
          if (!row) return orderView(created!);
        } catch (error) {
          // An order number collision (1 in 10^10 per day): draw another.
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
      if (created.kind === 'online') created = await startOnlinePayment(created, returnUrlOf);
      return orderView(created);
    },

    /** The member's own deposit as submit answered it, with its status now (the pay page opened from a link). */
    async order(memberId: number, orderNo: string): Promise<DepositOrder> {
      const d = await ownDeposit(memberId, orderNo);
      if (!d) throw new AppError('deposit.not_found', 404);
      return orderView(d);
    },

    async approve(op: OperatorContext, input: z.output<typeof DepositApproveInputSchema>): Promise<DepositAdminItem> {
      return db.transaction(async (tx) => {
        const d = await confirmInTx(tx, eq(deposits.orderNo, input.orderNo), {
          via: 'operator',
          operatorId: op.operatorId,
        });
        if (!d) return refuse(tx, input.orderNo);
        await audit(tx, {
          operatorId: op.operatorId,
          action: 'deposit.approve',
          target: `deposit:${d.orderNo}`,
          detail: { memberId: d.memberId, amount: formatFen(d.amount), remark: input.remark ?? '' },
        });
        return adminView(d);
      });
    },

    async reject(op: OperatorContext, input: z.output<typeof DepositRejectInputSchema>): Promise<DepositAdminItem> {
      return db.transaction(async (tx) => {
        const [d] = await tx
          .update(deposits)
          .set({ status: 'rejected', reason: input.reason, operatorId: op.operatorId, decidedAt: new Date() })
          .where(and(eq(deposits.orderNo, input.orderNo), eq(deposits.status, 'pending')))
          .returning();
        if (!d) return refuse(tx, input.orderNo);
        await audit(tx, {
          operatorId: op.operatorId,
          action: 'deposit.reject',
          target: `deposit:${d.orderNo}`,
          detail: { memberId: d.memberId, amount: formatFen(d.amount), reason: input.reason },
        });
        return adminView(d);
      });
    },

    /**
     * A provider's notification: signature and freshness first, then its nonce is recorded (a
     * replay is refused even after a restart), then the deposit is confirmed at most once.
     */
    async handleCallback(code: string, headers: Headers, raw: Buffer) {
      const provider = deps.providers.get(code);
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

      const outcome = await db.transaction(async (tx) => {
        const [d] = await tx
          .select()
          .from(deposits)
          .where(and(eq(deposits.orderNo, body.orderNo), eq(deposits.provider, code)));
        if (!d) return 'unknown_order' as const;
        if (
          (d.providerTxnId !== null && d.providerTxnId !== body.providerTxnId) ||
          formatFen(d.amount) !== body.amount
        ) {
          return 'mismatch' as const;
        }
        if (body.status === 'failed') {
          const [failed] = await tx
            .update(deposits)
            .set({ status: 'rejected', reason: 'deposit.reason.provider_failed', decidedAt: new Date() })
            .where(and(eq(deposits.id, d.id), eq(deposits.status, 'pending')))
            .returning({ id: deposits.id });
          return failed || d.status === 'rejected' ? ('failed' as const) : ('conflict' as const);
        }
        if (
          await confirmInTx(tx, eq(deposits.id, d.id), {
            via: 'callback',
            operatorId: null,
            providerTxnId: body.providerTxnId,
          })
        ) {
          return 'confirmed' as const;
        }
        // Already decided: confirmed (an operator or an earlier notification) is fine; rejected needs a person.
        const [now] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, d.id));
        return now?.status === 'confirmed' ? ('duplicate' as const) : ('conflict' as const);
      });
      await db.update(paymentCallbacks).set({ outcome }).where(eq(paymentCallbacks.id, received.id));
      if (outcome === 'unknown_order') throw new AppError('deposit.not_found', 404);
      if (outcome === 'mismatch') throw new AppError('payment.mismatch', 409);
      if (outcome === 'conflict') throw new AppError('deposit.not_pending', 409);
      return { orderNo: body.orderNo, outcome };
    },

    async adminList(query: z.output<typeof DepositAdminQuerySchema>) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(deposits.status, query.status));
      if (query.orderNo) filters.push(eq(deposits.orderNo, query.orderNo));
      if (query.member) {
        filters.push(
          /^\d{1,15}$/.test(query.member)
            ? eq(deposits.memberId, Number(query.member))
            : sql`lower(${deposits.username}) = lower(${query.member})`,
        );
      }
      for (const [date, add, cmp] of [
        [query.from, 0, gte],
        [query.to, 1, lt],
      ] as const) {
        if (!date) continue;
        if (!parseCalendarDate(date)) throw new AppError('common.invalid_request');
        filters.push(cmp(deposits.createdAt, startOfDayIn(addDays(date, add), config.timeZone)));
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deposits)
          .where(where)
          .orderBy(desc(deposits.createdAt), desc(deposits.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(deposits).where(where),
      ]);
      return { list: rows.map(adminView), total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    async adminChannels() {
      const rows = await db.select().from(depositChannels).orderBy(asc(depositChannels.sort), asc(depositChannels.id));
      return { list: rows.map((c) => channelAdminView(c, offered(c))) };
    },

    async saveChannel(op: OperatorContext, input: z.output<typeof ChannelSaveInputSchema>) {
      const crypto = input.kind === 'crypto';
      const values = {
        code: input.code,
        type: input.type,
        kind: input.kind,
        nameZhHans: input.nameZhHans,
        nameEn: input.nameEn,
        minFen: depositAmountFen(input.min),
        maxFen: depositAmountFen(input.max),
        enabled: input.enabled,
        sort: input.sort,
        needsPayerName: input.needsPayerName,
        needsProof: input.needsProof,
        payeeName: input.payeeName,
        payeeAccount: input.payeeAccount,
        payeeBank: input.payeeBank,
        coin: crypto ? input.coin : null,
        protocol: crypto ? input.protocol : null,
        address: crypto ? input.address : '',
        rateE4: crypto && input.rate ? parseRateE4(input.rate) : null,
        contact: input.contact,
        provider: input.kind === 'online' ? input.provider : '',
        updatedAt: new Date(),
      };
      try {
        return await db.transaction(async (tx) => {
          const [row] = input.id
            ? await tx.update(depositChannels).set(values).where(eq(depositChannels.id, input.id)).returning()
            : await tx.insert(depositChannels).values(values).returning();
          if (!row) throw new AppError('common.not_found', 404);
          const view = channelAdminView(row, offered(row));
          await audit(tx, {
            operatorId: op.operatorId,
            action: input.id ? 'channel.update' : 'channel.create',
            target: `channel:${row.id}`,
            detail: view,
          });
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('operator.channel_code_taken', 409);
        throw error;
      }
    },

    tradeSource,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
