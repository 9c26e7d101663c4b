import {
  MONEY_LOG_TYPES,
  TRADE_TYPES,
  formatFen,
  translate,
  type Lang,
  type MoneyLogItem,
  type TradeItem,
} from '@app/contract';
import { moneyLogTypeOf, type StatementLine } from '../../ledger/index.ts';
import type { TradeRow } from './trade-source.ts';

export function tradeTypesView(lang: Lang) {
  return { list: TRADE_TYPES.map((code) => ({ code, label: translate(lang, `records.type.${code}`) })) };
}

export function moneyLogTypesView(lang: Lang) {
  return { list: MONEY_LOG_TYPES.map((code) => ({ code, label: translate(lang, `moneylog.${code}`) })) };
}

export function tradeItemView(r: TradeRow, lang: Lang): TradeItem {
  return {
    orderNo: r.orderNo,
    type: r.type,
    typeLabel: translate(lang, `records.type.${r.type}`),
    method: r.method,
    methodLabel: r.methodLabel,
    status: r.status,
    statusLabel: translate(lang, `records.status.${r.status}`),
    amount: formatFen(r.amount),
    fee: r.fee === null ? null : formatFen(r.fee),
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
  };
}

export function moneyLogItemView(r: StatementLine, lang: Lang): MoneyLogItem {
  const type = moneyLogTypeOf(r.type);
  return {
    id: r.postingId,
    type,
    typeLabel: translate(lang, `moneylog.${type}`),
    wallet: r.wallet,
    amount: formatFen(r.amount),
    balanceAfter: formatFen(r.balanceAfter),
    ref: r.ref,
    createdAt: r.createdAt.toISOString(),
  };
}
