import type { Lang, MoneyLogQuerySchema } from '@app/contract';
import type { z } from 'zod';
import { pageOf } from '../../db/paginate.ts';
import { entryFilterOf, statementOf } from '../../ledger/index.ts';
import { dateWindow } from './date-window.ts';
import type { RecordsDeps } from './deps.ts';
import { moneyLogItemView } from './views.ts';

/** The ledger statement of the member's wallets in the date window, one money-log type or all. */
export async function moneyLog(
  { db, config, clock }: RecordsDeps,
  memberId: number,
  query: z.output<typeof MoneyLogQuerySchema>,
  lang: Lang,
) {
  const { from, to } = dateWindow(query, config.timeZone, clock());
  const { rows, total } = await statementOf(db, memberId, {
    from,
    to,
    ...entryFilterOf(query.type),
    page: query.page,
    limit: query.limit,
  });
  return pageOf(
    query,
    rows.map((r) => moneyLogItemView(r, lang)),
    total,
  );
}
