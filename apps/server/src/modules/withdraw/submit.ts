import { parseAmountToFen, type Lang, type WithdrawOrder, type WithdrawSubmitInputSchema } from '@app/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { account, balanceOf, hold } from '../../ledger/index.ts';
import type { WithdrawDeps } from './deps.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import { holdRef, orderByKey } from './orders.ts';
import { checkAmount, type Quote } from './quote.ts';
import { withdrawOrders } from './schema.ts';
import { labelsOf, orderView, type OrderLabels } from './views.ts';

type SubmitInput = z.output<typeof WithdrawSubmitInputSchema>;
type Checked = { accountId: number; amount: bigint; quote: Quote };

/**
 * The checks in the order members meet them (docs/decisions.md, Withdrawal fees and limits):
 * withdrawal password set, an account bound, turnover done, password right, amount, balance.
 */
async function check(deps: WithdrawDeps, memberId: number, input: SubmitInput): Promise<Checked> {
  const { db, users, payout } = deps;
  if (!(await users.userInfo(memberId)).hasWithdrawPassword) throw new AppError('user.withdraw_password_missing');
  const accounts = await payout.active(db, memberId, input.method === 'bank' ? 'bank' : 'crypto');
  if (accounts.length === 0) throw new AppError('withdraw.bind_first');
  // With a single account bound, the page need not send which.
  const chosen =
    input.accountId === undefined && accounts.length === 1
      ? accounts[0]
      : accounts.find((a) => a.id === input.accountId);
  if (!chosen) throw new AppError('withdraw.account_required');
  if ((await deps.turnover.remaining(db, memberId)) > 0n) throw new AppError('withdraw.turnover_insufficient');
  await users.verifyWithdrawPassword(memberId, input.withdrawPassword);
  const amount = parseAmountToFen(input.amount);
  const quote = checkAmount(deps.config.withdraw, input.method, amount);
  await passGates(deps.gates, { memberId, amount: amount!, accountId: chosen.id, method: input.method });
  // A friendly early answer; the hold below is what really guarantees it under concurrency.
  if (amount! > (await balanceOf(db, account.central(memberId)))) throw new AppError('money.insufficient_balance');
  return { accountId: chosen.id, amount: amount!, quote };
}

/**
 * One transaction: writes the order with a copy of its payee, holds its amount and stores the
 * request's answer. A clash of order numbers between instances draws another.
 */
function write(
  deps: WithdrawDeps,
  memberId: number,
  idem: IdempotencyKey,
  input: SubmitInput,
  c: Checked,
  labels: OrderLabels,
) {
  const once = () =>
    idem.transaction(deps.db, async (tx) => {
      const payee = await deps.payout.lock(tx, memberId, c.accountId, 'share');
      if (!payee) throw new AppError('withdraw.account_required');
      const [o] = await tx
        .insert(withdrawOrders)
        .values({
          orderNo: newOrderNo('W', deps.config.timeZone, deps.clock()),
          memberId,
          idempotencyKey: idem.key,
          method: input.method,
          payoutAccountId: payee.id,
          payeeKind: payee.kind,
          payeeName: payee.holderName,
          payeeBankCode: payee.bankCode,
          payeeNumber: payee.number,
          payeeBranch: payee.branchAddress,
          payeeProtocol: payee.protocol,
          amount: c.amount,
          fee: c.quote.fee,
          actualAmount: c.quote.actualAmount,
          usdtRate: c.quote.usdt?.rate ?? null,
          usdtAmount: c.quote.usdt?.amount ?? null,
        })
        .returning();
      await hold(tx, { ref: holdRef(o!.orderNo), memberId, amount: c.amount, memo: `withdraw ${o!.method}` });
      const view = orderView(o!, labels);
      await idem.answer(tx, view);
      return view;
    });
  return retryOnClash('withdraw_orders_order_no_idx', once);
}

/**
 * A member's withdrawal: checked, then written with its amount held. The key is claimed before
 * the checks, which cannot join the write's transaction (the withdrawal password and its lock-out
 * belong to the members' module): a twin sent meanwhile gets 409 and never counts a password
 * twice. It is also stored on the order, so a retry whose key row is gone answers the same order.
 */
export async function submitWithdrawal(
  deps: WithdrawDeps,
  memberId: number,
  input: SubmitInput,
  key: string | IdempotencyKey,
  lang: Lang,
): Promise<WithdrawOrder> {
  const idem = idempotencyOf(key);
  await idem.claim(deps.db);
  const labels = await labelsOf(deps.payout, lang);
  const answerEarlier = async () => {
    const earlier = await orderByKey(deps.db, memberId, idem.key);
    return earlier && orderView(earlier, labels);
  };
  const earlier = await answerEarlier();
  if (earlier) return earlier;
  const checked = await check(deps, memberId, input);
  try {
    return await write(deps, memberId, idem, input, checked, labels);
  } catch (error) {
    // The same key raced in from a takeover of an abandoned request: answer the order it made.
    const again = isUniqueViolation(error) ? await answerEarlier() : null;
    if (again) return again;
    throw error;
  }
}
