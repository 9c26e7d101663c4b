import type { Lang, TradeStatus, TradeType } from '@app/contract';

export type TradeQuery = {
  memberId: number;
  /** [from, to): instants already resolved from the member's date filter. */
  from: Date;
  to: Date;
  status: TradeStatus | undefined;
  /** The newest `limit` rows are wanted (the records module merges sources, then pages). */
  limit: number;
  lang: Lang;
};

export type TradeRow = {
  orderNo: string;
  type: TradeType;
  /** The module's own method code (e.g. 'bank', 'usdt', a deposit channel, a venue) and its label in `lang`. */
  method: string;
  methodLabel: string;
  status: TradeStatus;
  /** Positive, in fen: what the member asked for. */
  amount: bigint;
  fee: bigint | null;
  remark: string | null;
  createdAt: Date;
};

/**
 * What a money module gives the transaction records: the member's orders of one trade type.
 * Each module implements it over its own tables; app.ts hands every source to the records module.
 */
export interface TradeSource {
  readonly type: TradeType;
  /** The member's newest `limit` rows in the window (and status), newest first, and how many match in all. */
  trades(q: TradeQuery): Promise<{ rows: TradeRow[]; total: number }>;
  /** The member's order `orderNo`, or null when the member has none by that number (another member's included). */
  trade(memberId: number, orderNo: string, lang: Lang): Promise<TradeRow | null>;
}
