import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AdminWithdrawQuerySchema, WithdrawListQuerySchema, WithdrawSubmitInputSchema } from '@app/contract';
import {
  addDays,
  formatFen,
  parseAmountToFen,
  startOfDayIn,
  translate,
  type AdminWithdrawItem,
  type Lang,
  type WithdrawMethod,
  type WithdrawOrder,
  type WithdrawPreview,
} from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf, hold, settleHold } from '../../ledger/ledger.ts';
import { audit, type OperatorContext } from '../../plugins/operator-auth.ts';
import type { PayoutService } from '../payout/service.ts';
import { describePayout } from '../payout/service.ts';
import type { TradeRow, TradeSource } from '../records/trade-source.ts';
import { turnover } from '../turnover/service.ts';
import type { UserService } from '../user/service.ts';
import { withdrawOrders } from './schema.ts';

type Order = typeof withdrawOrders.$inferSelect;

/** The ledger hold of an order: one per order, released or posted exactly once. */
export const holdRef = (orderNo: string) => `withdraw:${orderNo}`;

const TRADE_STATUS = { pending: 'pending', paid: 'success', rejected: 'failed' } as const;

export function createWithdrawService(
  db: Db,
  config: Config,
  deps: { users: Pick<UserService, 'userInfo' | 'verifyWithdrawPassword' | 'summary'>; payout: PayoutService },
) {
  const { users, payout } = deps;
  const rules = config.withdraw;

  /** Fee (fixed part plus the percent part rounded down to the fen) and what reaches the member. */
  function quote(method: WithdrawMethod, amount: bigint) {
    const f = rules.fees[method];
    const fee = f.fixedFen + (amount * f.basisPoints) / 10_000n;
    const actualAmount = amount - fee;
    // USDT in cents of a coin, rounded down: the member is never promised more than is sent.
    const usdt =
      method === 'usdt' && actualAmount > 0n
        ? {
            coin: 'USDT' as const,
            rate: rules.usdtRate,
            amount: formatFen((actualAmount * 10_000n) / rules.usdtRate1e4),
          }
        : null;
    return { fee, actualAmount, usdt };
  }

  /** Amount rules, checked last: a valid amount of at most 2 decimals, within the limits, above the fee. */
  function checkAmount(method: WithdrawMethod, amount: bigint | null) {
    if (amount === null) throw new AppError('rules.amount');
    if (amount < rules.minFen || amount > rules.maxFen) {
      throw new AppError('withdraw.amount_range', 400, { min: formatFen(rules.minFen), max: formatFen(rules.maxFen) });
    }
    const q = quote(method, amount);
    if (q.actualAmount <= 0n) throw new AppError('withdraw.amount_below_fee', 400, { fee: formatFen(q.fee) });
    return q;
  }

  function view(o: Order, lang: Lang, bankName: (code: string) => string): WithdrawOrder {
    return {
      orderNo: o.orderNo,
      method: o.method,
      methodLabel: translate(lang, `withdraw.method.${o.method}`),
      account: describePayout(
        { kind: o.payeeKind, bankCode: o.payeeBankCode, number: o.payeeNumber, protocol: o.payeeProtocol },
        bankName,
      ),
      amount: formatFen(o.amount),
      fee: formatFen(o.fee),
      actualAmount: formatFen(o.actualAmount),
      usdt: o.usdtRate && o.usdtAmount ? { coin: 'USDT', rate: o.usdtRate, amount: o.usdtAmount } : null,
      status: o.status,
      statusLabel: translate(lang, `withdraw.status.${o.status}`),
      remark: o.remark,
      createdAt: o.createdAt.toISOString(),
      settledAt: o.settledAt?.toISOString() ?? null,
    };
  }

  async function viewOne(o: Order, lang: Lang) {
    return view(o, lang, await payout.bankNamer(lang));
  }

  async function byKey(ex: Executor, memberId: number, key: string): Promise<Order | null> {
    const [o] = await ex
      .select()
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.idempotencyKey, key)));
    return o ?? null;
  }

  /** Ends a pending order once: the status change and the ledger settlement commit together or not at all. */
  async function settle(
    who: OperatorContext,
    orderNo: string,
    outcome: { status: 'paid' } | { status: 'rejected'; reason: string },
    lang: Lang,
  ) {
    const order = await db.transaction(async (tx) => {
      const [o] = await tx
        .update(withdrawOrders)
        .set({
          status: outcome.status,
          operatorId: who.operatorId,
          settledAt: new Date(),
          remark: outcome.status === 'rejected' ? outcome.reason : null,
        })
        .where(and(eq(withdrawOrders.orderNo, orderNo), eq(withdrawOrders.status, 'pending')))
        .returning();
      if (!o) {
        const [exists] = await tx
          .select({ id: withdrawOrders.id })
          .from(withdrawOrders)
          .where(eq(withdrawOrders.orderNo, orderNo));
        throw exists ? new AppError('withdraw.not_pending', 409) : new AppError('withdraw.not_found', 404);
      }
      const settled =
        outcome.status === 'paid'
          ? await settleHold(tx, holdRef(orderNo), {
              status: 'posted',
              to: account.house('withdrawals'),
              fee: { amount: o.fee, to: account.house('fees') },
            })
          : await settleHold(tx, holdRef(orderNo), { status: 'released' });
      // The order row was pending, so its hold must be open; anything else is a broken ledger, not a user error.
      if (!settled) throw new Error(`hold ${holdRef(orderNo)} of a pending withdrawal was already settled`);
      await audit(tx, {
        operatorId: who.operatorId,
        action: outcome.status === 'paid' ? 'withdraw.pay' : 'withdraw.reject',
        target: holdRef(orderNo),
        detail: {
          memberId: o.memberId,
          amount: formatFen(o.amount),
          fee: formatFen(o.fee),
          actualAmount: formatFen(o.actualAmount),
          ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}),
        },
      });
      return o;
    });
    return adminView([order], lang).then((list) => list[0]!);
  }

  async function adminView(orders: Order[], lang: Lang): Promise<AdminWithdrawItem[]> {
    const bankName = await payout.bankNamer(lang);
    const names = new Map<number, string>();
    for (const id of new Set(orders.map((o) => o.memberId))) names.set(id, (await users.summary(id)).username);
    return orders.map((o) => ({
      ...view(o, lang, bankName),
      memberId: o.memberId,
      username: names.get(o.memberId) ?? '',
      payee: {
        holderName: o.payeeName,
        bankCode: o.payeeBankCode,
        bankName: o.payeeBankCode ? bankName(o.payeeBankCode) : null,
        number: o.payeeNumber,
        branchAddress: o.payeeBranch,
        protocol: o.payeeProtocol,
      },
      operatorId: o.operatorId,
    }));
  }

  /** A withdrawal as a line of the member's transaction records. */
  function tradeRow(o: Order, lang: Lang): TradeRow {
    return {
      orderNo: o.orderNo,
      type: 'withdrawal',
      method: o.method,
      methodLabel: translate(lang, `withdraw.method.${o.method}`),
      status: TRADE_STATUS[o.status],
      amount: o.amount,
      fee: o.fee,
      remark: o.remark,
      createdAt: o.createdAt,
    };
  }

  const tradeSource: TradeSource = {
    type: 'withdrawal',
    async trades(q) {
      const where = and(
        eq(withdrawOrders.memberId, q.memberId),
        gte(withdrawOrders.createdAt, q.from),
        lt(withdrawOrders.createdAt, q.to),
        q.status
          ? eq(
              withdrawOrders.status,
              (Object.keys(TRADE_STATUS) as Order['status'][]).find((s) => TRADE_STATUS[s] === q.status)!,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawOrders)
          .where(where)
          .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
          .limit(q.limit),
        db.select({ n: count() }).from(withdrawOrders).where(where),
      ]);
      return { total: total?.n ?? 0, rows: rows.map((o) => tradeRow(o, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const [o] = await db
        .select()
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.orderNo, orderNo)));
      return o ? tradeRow(o, lang) : null;
    },
  };

  return {
    preview(method: WithdrawMethod, amount: bigint): WithdrawPreview {
      const q = checkAmount(method, amount);
      return {
        method,
        amount: formatFen(amount),
        fee: formatFen(q.fee),
        actualAmount: formatFen(q.actualAmount),
        usdt: q.usdt,
        min: formatFen(rules.minFen),
        max: formatFen(rules.maxFen),
      };
    },

    /**
     * Checks in the order members meet them (withdrawal password set, an account bound,
     * turnover done, password right, amount), then writes the order and holds its amount in one
     * transaction. The Idempotency-Key is stored on the order: a retry answers the same order.
     */
    async submit(
      memberId: number,
      input: z.output<typeof WithdrawSubmitInputSchema>,
      key: string,
      lang: Lang,
    ): Promise<WithdrawOrder> {
      const earlier = await byKey(db, memberId, key);
      if (earlier) return viewOne(earlier, lang);

      if (!(await users.userInfo(memberId)).hasWithdrawPassword) throw new AppError('user.withdraw_password_missing');
      const accounts = await payout.active(db, memberId, input.method === 'bank' ? 'bank' : 'crypto');
      if (accounts.length === 0) throw new AppError('withdraw.bind_first');
      // With a single account bound, the page need not send which.
      const chosen =
        input.accountId === undefined && accounts.length === 1
          ? accounts[0]
          : accounts.find((a) => a.id === input.accountId);
      if (!chosen) throw new AppError('withdraw.account_required');
      if ((await turnover.remaining(db, memberId)) > 0n) throw new AppError('withdraw.turnover_insufficient');
      await users.verifyWithdrawPassword(memberId, input.withdrawPassword);
      const amount = parseAmountToFen(input.amount);
      const q = checkAmount(input.method, amount);
      // A friendly early answer; the hold below is what really guarantees it under concurrency.
      if (amount! > (await balanceOf(db, account.central(memberId)))) throw new AppError('money.insufficient_balance');

      try {
        const order = await db.transaction(async (tx) => {
          const payee = await payout.lock(tx, memberId, chosen.id, 'share');
          if (!payee) throw new AppError('withdraw.account_required');
          const [o] = await tx
            .insert(withdrawOrders)
            .values({
              orderNo: newOrderNo('W', config.timeZone),
              memberId,
              idempotencyKey: key,
              method: input.method,
              payoutAccountId: payee.id,
              payeeKind: payee.kind,
              payeeName: payee.holderName,
              payeeBankCode: payee.bankCode,
              payeeNumber: payee.number,
              payeeBranch: payee.branchAddress,
              payeeProtocol: payee.protocol,
              amount: amount!,
              fee: q.fee,
              actualAmount: q.actualAmount,
              usdtRate: q.usdt?.rate ?? null,
              usdtAmount: q.usdt?.amount ?? null,
            })
            .returning();
          await hold(tx, { ref: holdRef(o!.orderNo), memberId, amount: amount!, memo: `withdraw ${o!.method}` });
          return o!;
        });
        return await viewOne(order, lang);
      } catch (error) {
        // The same key raced in from a takeover of an abandoned request: answer the order it made.
        const again = isUniqueViolation(error) ? await byKey(db, memberId, key) : null;
        if (again) return viewOne(again, lang);
        throw error;
      }
    },

    async list(memberId: number, query: z.output<typeof WithdrawListQuerySchema>, lang: Lang) {
      const where = and(
        eq(withdrawOrders.memberId, memberId),
        query.status ? eq(withdrawOrders.status, query.status) : undefined,
      );
      const [rows, [total], bankName] = await Promise.all([
        db
          .select()
          .from(withdrawOrders)
          .where(where)
          .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(withdrawOrders).where(where),
        payout.bankNamer(lang),
      ]);
      return {
        list: rows.map((o) => view(o, lang, bankName)),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * Deletes one of the member's payout accounts, unless a pending withdrawal goes to it. The
     * account row is locked first, so a withdrawal being written to it waits or is refused.
     */
    async deleteAccount(memberId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const a = await payout.lock(tx, memberId, id, 'update');
        if (!a) throw new AppError('payout.not_found', 404);
        const [pending] = await tx
          .select({ id: withdrawOrders.id })
          .from(withdrawOrders)
          .where(and(eq(withdrawOrders.payoutAccountId, id), eq(withdrawOrders.status, 'pending')))
          .limit(1);
        if (pending) throw new AppError('payout.in_use', 409);
        await payout.remove(tx, id);
      });
    },

    async adminList(query: z.output<typeof AdminWithdrawQuerySchema>, lang: Lang) {
      const filters: (SQL | undefined)[] = [
        query.status ? eq(withdrawOrders.status, query.status) : undefined,
        query.method ? eq(withdrawOrders.method, query.method) : undefined,
        query.memberId ? eq(withdrawOrders.memberId, query.memberId) : undefined,
        query.orderNo ? eq(withdrawOrders.orderNo, query.orderNo) : undefined,
        query.from ? gte(withdrawOrders.createdAt, startOfDayIn(query.from, config.timeZone)) : undefined,
        query.to ? lt(withdrawOrders.createdAt, startOfDayIn(addDays(query.to, 1), config.timeZone)) : undefined,
      ];
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawOrders)
          .where(where)
          .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(withdrawOrders).where(where),
      ]);
      return { list: await adminView(rows, lang), total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    /** Pays a pending withdrawal: the hold goes to house 'withdrawals', its fee to house 'fees'. */
    pay: (who: OperatorContext, orderNo: string, lang: Lang) => settle(who, orderNo, { status: 'paid' }, lang),

    /** Rejects a pending withdrawal: the hold goes back to the member's central wallet. */
    reject: (who: OperatorContext, orderNo: string, reason: string, lang: Lang) =>
      settle(who, orderNo, { status: 'rejected', reason }, lang),

    tradeSource,
  };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;
