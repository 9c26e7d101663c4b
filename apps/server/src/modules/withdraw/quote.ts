import { formatFen, type WithdrawMethod, type WithdrawPreview } from '@app/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

type Rules = Config['withdraw'];
export type Quote = ReturnType<typeof quote>;

/** Fee (fixed part plus the percent part rounded down to the fen) and what reaches the member. */
export function quote(rules: Rules, method: WithdrawMethod, amount: bigint) {
  const f = rules.fees[method];
  const fee = f.fixedFen + (amount * f.basisPoints) / 10_000n;
  const actualAmount = amount - fee;
  // USDT in cents of a coin, rounded down: the member is never promised more than is sent.
  const usdt =
    method === 'usdt' && actualAmount > 0n
      ? { coin: 'USDT' as const, rate: rules.usdtRate, amount: formatFen((actualAmount * 10_000n) / rules.usdtRate1e4) }
      : null;
  return { fee, actualAmount, usdt };
}

/** Amount rules, checked last: a valid amount of at most 2 decimals, within the limits, above the fee. */
export function checkAmount(rules: Rules, method: WithdrawMethod, amount: bigint | null): Quote {
  if (amount === null) throw new AppError('rules.amount');
  if (amount < rules.minFen || amount > rules.maxFen) {
    throw new AppError('withdraw.amount_range', 400, { min: formatFen(rules.minFen), max: formatFen(rules.maxFen) });
  }
  const q = quote(rules, method, amount);
  if (q.actualAmount <= 0n) throw new AppError('withdraw.amount_below_fee', 400, { fee: formatFen(q.fee) });
  return q;
}

/** The fee preview the withdrawal page shows while the member types the amount. */
export function preview(rules: Rules, method: WithdrawMethod, amount: bigint): WithdrawPreview {
  const q = checkAmount(rules, method, amount);
  return {
    method,
    amount: formatFen(amount),
    fee: formatFen(q.fee),
    actualAmount: formatFen(q.actualAmount),
    usdt: q.usdt,
    min: formatFen(rules.minFen),
    max: formatFen(rules.maxFen),
  };
}
