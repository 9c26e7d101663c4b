import {
  formatFen,
  formatRateE4,
  isMessageKey,
  translate,
  type DepositAdminItem,
  type DepositOrder,
  type Lang,
  type RechargeChannel,
} from '@app/contract';
import type { TradeRow } from '../records/index.ts';
import type { Channel, Deposit } from './types.ts';

const TRADE_STATUS_OF_DEPOSIT = { pending: 'pending', confirmed: 'success', rejected: 'failed' } as const;

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

export function orderView(d: Deposit): DepositOrder {
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

export function adminView(d: Deposit): DepositAdminItem {
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

export function channelAdminView(c: Channel, offered: boolean) {
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

/** A channel as members see it: its name in their language and only what their way of paying needs. */
export function memberChannelView(c: Channel, lang: Lang): RechargeChannel {
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

/** A deposit as a line of the member's transaction records. */
export function tradeRow(d: Deposit, lang: Lang): TradeRow {
  return {
    orderNo: d.orderNo,
    type: 'deposit',
    method: d.type,
    methodLabel: translate(lang, `deposit.type.${d.type}`),
    status: TRADE_STATUS_OF_DEPOSIT[d.status],
    amount: d.amount,
    fee: null,
    // A rejection's reason, or why a confirmed order was closed first and paid after all.
    remark: d.status !== 'pending' ? reasonText(d.reason, lang) : null,
    createdAt: d.createdAt,
  };
}
