import { formatFen, translate, type AdminWithdrawItem, type Lang, type WithdrawOrder } from '@app/contract';
import type { BankNamer, PayoutAccounts } from '../payout/index.ts';
import type { Order } from './orders.ts';

/** What showing orders in one language needs: bank names, fetched once per answer. */
export type OrderLabels = { lang: Lang; bankName: BankNamer; describe: PayoutAccounts['describe'] };

export async function labelsOf(payout: PayoutAccounts, lang: Lang): Promise<OrderLabels> {
  return { lang, bankName: await payout.bankNamer(lang), describe: payout.describe };
}

export function orderView(o: Order, { lang, bankName, describe }: OrderLabels): WithdrawOrder {
  return {
    orderNo: o.orderNo,
    method: o.method,
    methodLabel: translate(lang, `withdraw.method.${o.method}`),
    account: describe(
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

/** An order as an operator sees it: with the member and everything needed to pay (full number). */
export function adminItemView(o: Order, labels: OrderLabels, username: string): AdminWithdrawItem {
  return {
    ...orderView(o, labels),
    memberId: o.memberId,
    username,
    payee: {
      holderName: o.payeeName,
      bankCode: o.payeeBankCode,
      bankName: o.payeeBankCode ? labels.bankName(o.payeeBankCode) : null,
      number: o.payeeNumber,
      branchAddress: o.payeeBranch,
      protocol: o.payeeProtocol,
    },
    operatorId: o.operatorId,
  };
}
