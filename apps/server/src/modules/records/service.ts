import type { MoneyLogQuerySchema, TradeListQuerySchema } from '@app/contract';
import {
  MONEY_LOG_TYPES,
  TRADE_TYPES,
  formatFen,
  resolveDateRange,
  translate,
  type Lang,
  type MoneyLogItem,
  type TradeItem,
} from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { statementOf } from '../../ledger/ledger.ts';
import { entryFilterOf, moneyLogTypeOf } from './money-log-types.ts';
import type { TradeRow, TradeSource } from './trade-source.ts';

function itemOf(r: TradeRow, lang: Lang): TradeItem {
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

export function createRecordsService(db: Db, config: Config, sources: readonly TradeSource[]) {
  /** The member's date filter as instants; nothing before the last 30 days of the platform calendar. */
  function window(query: {
    range?: 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';
    from?: string;
    to?: string;
  }) {
    const r = resolveDateRange(query, config.timeZone);
    if (!r.ok) throw new AppError(r.error);
    return r;
  }

  return {
    tradeTypes(lang: Lang) {
      return { list: TRADE_TYPES.map((code) => ({ code, label: translate(lang, `records.type.${code}`) })) };
    },

    moneyLogTypes(lang: Lang) {
      return { list: MONEY_LOG_TYPES.map((code) => ({ code, label: translate(lang, `moneylog.${code}`) })) };
    },

    /**
     * Deposits, withdrawals and transfers of one member, newest first, across the modules that
     * own them: each source answers its newest page*limit rows, and the merge is cut to the page.
     */
    async tradeList(memberId: number, query: z.output<typeof TradeListQuerySchema>, lang: Lang) {
      const { from, to } = window(query);
      const wanted = sources.filter((s) => !query.type || s.type === query.type);
      const answers = await Promise.all(
        wanted.map((s) =>
          s.trades({ memberId, from, to, status: query.status, limit: query.page * query.limit, lang }),
        ),
      );
      const rows = answers
        .flatMap((a) => a.rows)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderNo.localeCompare(a.orderNo))
        .slice((query.page - 1) * query.limit, query.page * query.limit);
      const list = rows.map((r) => itemOf(r, lang));
      return { list, total: answers.reduce((n, a) => n + a.total, 0), page: query.page, limit: query.limit };
    },

    /**
     * One order of the member, whichever module owns it. Every source is asked (one indexed
     * look-up each) rather than guessing the owner from the number's prefix; an order of another
     * member is not found, exactly like a number never issued.
     */
    async tradeDetail(memberId: number, orderNo: string, lang: Lang): Promise<TradeItem> {
      const found = await Promise.all(sources.map((s) => s.trade(memberId, orderNo, lang)));
      const row = found.find((r) => r !== null);
      if (!row) throw new AppError('records.not_found', 404);
      return itemOf(row, lang);
    },

    /** The ledger statement of the member's wallets in the date window. */
    async moneyLog(memberId: number, query: z.output<typeof MoneyLogQuerySchema>, lang: Lang) {
      const { from, to } = window(query);
      const { rows, total } = await statementOf(db, memberId, {
        from,
        to,
        ...entryFilterOf(query.type),
        page: query.page,
        limit: query.limit,
      });
      const list: MoneyLogItem[] = rows.map((r) => {
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
      });
      return { list, total, page: query.page, limit: query.limit };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
