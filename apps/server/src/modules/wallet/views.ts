import {
  formatFen,
  translate,
  type Lang,
  type MessageKey,
  type RecycleResult,
  type TransferResult,
  type VenueWallet,
} from '@app/contract';
import { venueName, type Venue, type TransferView } from '../venue/index.ts';

export type RecycleItem = RecycleResult['list'][number];

/** A venue wallet as listed; `balance` null when the venue could not tell it. */
export function venueWalletView(
  v: Venue,
  lang: Lang,
  w: { status: VenueWallet['status']; balance: bigint | null; pending: bigint },
): VenueWallet {
  return {
    code: v.code,
    name: venueName(v, lang),
    status: w.status,
    balance: w.balance === null ? null : formatFen(w.balance),
    pending: formatFen(w.pending),
  };
}

/** The answer to a transfer; `central` is the central wallet right after it. */
export function transferView(input: { from: string; to: string }, t: TransferView, central: bigint): TransferResult {
  return {
    orderNo: t.id,
    from: input.from,
    to: input.to,
    amount: formatFen(t.amount),
    status: t.status === 'success' ? 'success' : 'pending',
    central: formatFen(central),
    venueBalance: t.venueBalance === null ? null : formatFen(t.venueBalance),
    createdAt: t.createdAt.toISOString(),
  };
}

/** One venue's line of a recycle, its reason in the member's language. */
export function recycleItemView(
  v: Venue,
  lang: Lang,
  r: { status: RecycleItem['status']; amount: bigint; reason: MessageKey | null; orderNo: string | null },
): RecycleItem {
  return {
    code: v.code,
    name: venueName(v, lang),
    status: r.status,
    amount: formatFen(r.amount),
    orderNo: r.orderNo,
    reason: r.reason && translate(lang, r.reason),
  };
}
