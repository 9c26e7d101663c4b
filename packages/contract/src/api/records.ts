import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema } from '../rules/money.ts';
import { dateRangeQueryFields } from '../rules/date-range.ts';

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
  'win',
  'bet_refund',
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
  orderNo: z
    .string({ error: 'records.not_found' })
    .max(64, 'records.not_found')
    .regex(/^[A-Za-z0-9]{1,64}$/, 'records.not_found'),
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

/** Transaction records and the money log of the signed-in member (docs/decisions.md, Records). */
export const RECORDS_API = {
  getTradeTypeList: endpoint({
    method: 'GET',
    path: 'record/getTradeTypeList',
    auth: 'member',
    answer: CodeListSchema,
  }),
  getTradeList: endpoint({
    method: 'GET',
    path: 'record/getTradeList',
    auth: 'member',
    query: TradeListQuerySchema,
    answer: pageSchema(TradeItemSchema),
  }),
  /** One order of the member's records by its number (the detail page opened from a link). */
  getTradeDetail: endpoint({
    method: 'GET',
    path: 'record/getTradeDetail',
    auth: 'member',
    query: TradeDetailQuerySchema,
    answer: TradeItemSchema,
  }),
  getMoneyLogType: endpoint({ method: 'GET', path: 'record/getMoneyLogType', auth: 'member', answer: CodeListSchema }),
  getMoneyLogList: endpoint({
    method: 'GET',
    path: 'record/getMoneyLogList',
    auth: 'member',
    query: MoneyLogQuerySchema,
    answer: pageSchema(MoneyLogItemSchema),
  }),
} as const;
