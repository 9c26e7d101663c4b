import { parseAmountToFen, type Lang, type WithdrawOrder, type WithdrawSubmitInputSchema } from '@app/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newOrderNo } from '../../lib/order-no.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf, hold } from '../../ledger/ledger.ts';
import type { WithdrawDeps } from './deps.ts';
import { holdRef, orderByKey, type Order } from './orders.ts';
import { checkAmount, type Quote } from './quote.ts';
import { withdrawOrders } from './schema.ts';
import { labelsOf, orderView } from './views.ts';

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
  // A friendly early answer; the hold below is what really guarantees it under concurrency.
  if (amount! > (await balanceOf(db, account.central(memberId)))) throw new AppError('money.insufficient_balance');
  return { accountId: chosen.id, amount: amount!, quote };
}

/** Writes the order with a copy of its payee and holds its amount, in one transaction. */
async function write(deps: WithdrawDeps, memberId: number, key: string, input: SubmitInput, c: Checked) {
  return deps.db.transaction(async (tx) => {
    const payee = await deps.payout.lock(tx, memberId, c.accountId, 'share');
    if (!payee) throw new AppError('withdraw.account_required');
    const [o] = await tx
      .insert(withdrawOrders)
      .values({
        orderNo: newOrderNo('W', deps.config.timeZone),
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
        amount: c.amount,
        fee: c.quote.fee,
        actualAmount: c.quote.actualAmount,
        usdtRate: c.quote.usdt?.rate ?? null,
        usdtAmount: c.quote.usdt?.amount ?? null,
      })
      .returning();
    await hold(tx, { ref: holdRef(o!.orderNo), memberId, amount: c.amount, memo: `withdraw ${o!.method}` });
    return o!;
  });
}

/**
 * A member's withdrawal: checked, then written with its amount held. The Idempotency-Key is
 * stored on the order, so a retry answers the same order.
 */
export async function submitWithdrawal(
  deps: WithdrawDeps,
  memberId: number,
  input: SubmitInput,
  key: string,
  lang: Lang,
): Promise<WithdrawOrder> {
  const show = async (o: Order) => orderView(o, await labelsOf(deps.payout, lang));
  const earlier = await orderByKey(deps.db, memberId, key);
  if (earlier) return show(earlier);
  const checked = await check(deps, memberId, input);
  try {
    return await show(await write(deps, memberId, key, input, checked));
  } catch (error) {
    // The same key raced in from a takeover of an abandoned request: answer the order it made.
    const again = isUniqueViolation(error) ? await orderByKey(deps.db, memberId, key) : null;
    if (again) return show(again);
    throw error;
  }
}
