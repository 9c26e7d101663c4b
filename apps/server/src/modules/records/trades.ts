import type { Lang, TradeItem, TradeListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import { pageOf } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import { dateWindow } from './date-window.ts';
import type { RecordsDeps } from './deps.ts';
import { tradeItemView } from './views.ts';

/**
 * Deposits, withdrawals and transfers of one member, newest first, across the modules that
 * own them: each source answers its newest page*limit rows, and the merge is cut to the page.
 */
export async function tradeList(
  { config, clock, tradeSources }: RecordsDeps,
  memberId: number,
  query: z.output<typeof TradeListQuerySchema>,
  lang: Lang,
) {
  const { from, to } = dateWindow(query, config.timeZone, clock());
  const wanted = tradeSources.filter((s) => !query.type || s.type === query.type);
  const answers = await Promise.all(
    wanted.map((s) => s.trades({ memberId, from, to, status: query.status, limit: query.page * query.limit, lang })),
  );
  const rows = answers
    .flatMap((a) => a.rows)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderNo.localeCompare(a.orderNo))
    .slice((query.page - 1) * query.limit, query.page * query.limit);
  const total = answers.reduce((n, a) => n + a.total, 0);
  return pageOf(
    query,
    rows.map((r) => tradeItemView(r, lang)),
    total,
  );
}

/**
 * One order of the member, whichever module owns it. Every source is asked (one indexed
 * look-up each) rather than guessing the owner from the number's prefix; an order of another
 * member is not found, exactly like a number never issued.
 */
export async function tradeDetail(
  { tradeSources }: RecordsDeps,
  memberId: number,
  orderNo: string,
  lang: Lang,
): Promise<TradeItem> {
  const found = await Promise.all(tradeSources.map((s) => s.trade(memberId, orderNo, lang)));
  const row = found.find((r) => r !== null);
  if (!row) throw new AppError('records.not_found', 404);
  return tradeItemView(row, lang);
}
