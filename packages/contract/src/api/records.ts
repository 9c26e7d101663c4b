import { pageQueryFields } from '../envelope.ts';
import { z } from 'zod';
import { MoneySchema } from '../rules/money.ts';
import { dateRangeQueryFields } from '../rules/date-range.ts';

/** Transaction records and the money log (SPEC §7 Records), relative to {host}/api/. */
export const RECORDS_PATHS = {
  getTradeTypeList: 'record/getTradeTypeList',
  getTradeList: 'record/getTradeList',
  /** One order of the member's records by its number (the detail page opened from a link). */
  getTradeDetail: 'record/getTradeDetail',
  getMoneyLogType: 'record/getMoneyLogType',
  getMoneyLogList: 'record/getMoneyLogList',
} as const;

/** What a transaction record can be; each money module answers for its own types. */
export const TRADE_TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
/** One status scale for every type: each module maps its own states onto it. */
export const TRADE_STATUSES = ['pending', 'success', 'failed'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** Groups of ledger entries as the money log shows them; 'other' is what no group claims. */
export const MONEY_LOG_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer',
  'bet',
  'bonus',
  'other',
] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];

export const LabelledCodeSchema = z.object({ code: z.string(), label: z.string() });
export const CodeListSchema = z.object({ list: z.array(LabelledCodeSchema) });

export const TradeListQuerySchema = z.strictObject({
  ...dateRangeQueryFields,
  ...pageQueryFields,
  type: z.enum(TRADE_TYPES, { error: 'common.invalid_request' }).optional(),
  status: z.enum(TRADE_STATUSES, { error: 'common.invalid_request' }).optional(),
});
export type TradeListQuery = z.input<typeof TradeListQuerySchema>;

/** An order number of any money module (D…, W…, TR…); anything else cannot be one, so it is not found either. */
export const TradeDetailQuerySchema = z.strictObject({
  orderNo: z.string({ error: 'records.not_found' }).regex(/^[A-Za-z0-9]{1,64}$/, 'records.not_found'),
});
export type TradeDetailQuery = z.input<typeof TradeDetailQuerySchema>;

export const TradeItemSchema = z.object({
  orderNo: z.string(),
  type: z.enum(TRADE_TYPES),
  typeLabel: z.string(),
  method: z.string(),
  methodLabel: z.string(),
  status: z.enum(TRADE_STATUSES),
  statusLabel: z.string(),
  /** What the member asked for, always positive. */
  amount: MoneySchema,
  fee: MoneySchema.nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TradeItem = z.infer<typeof TradeItemSchema>;

export const MoneyLogQuerySchema = z.strictObject({
  ...dateRangeQueryFields,
  ...pageQueryFields,
  type: z.enum(MONEY_LOG_TYPES, { error: 'common.invalid_request' }).optional(),
});
export type MoneyLogQuery = z.input<typeof MoneyLogQuerySchema>;

export const MoneyLogItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(MONEY_LOG_TYPES),
  typeLabel: z.string(),
  /** The member's wallet: central, venue:<code> or interest. */
  wallet: z.string(),
  /** Signed: negative when money left the wallet. */
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  ref: z.string(),
  createdAt: z.string(),
});
export type MoneyLogItem = z.infer<typeof MoneyLogItemSchema>;
