import { sql } from 'drizzle-orm';
import {
  addDays,
  formatFen,
  INTEREST_RECORD_TYPES,
  resolveDateRange,
  todayIn,
  type InterestData,
  type InterestListQuery,
  type Lang,
} from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { account, balanceOf } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { InterestDeps } from './deps.ts';
import { readSettings } from './settings.ts';
import { ratePercent, recordView, typeLabel, type RecordRow } from './views.ts';

const CHART_DAYS = 30;

/** The wallet at a glance: the wallet, the rate, yesterday's and all interest, what can be claimed, and the chart. */
export async function interestData(deps: InterestDeps, memberId: number): Promise<InterestData> {
  const today = todayIn(deps.config.timeZone, deps.clock());
  const first = addDays(today, -CHART_DAYS);
  const [settings, balance, sums, days] = await Promise.all([
    readSettings(deps.db),
    balanceOf(deps.db, account.interest(memberId)),
    queryRows<{ total: string; claimable: string }>(
      deps.db,
      sql`select coalesce(sum(amount), 0)::text as total,
                 coalesce(sum(amount) filter (where claim_no is null), 0)::text as claimable
          from interest_accruals where member_id = ${memberId}`,
    ),
    queryRows<{ day: string; amount: string }>(
      deps.db,
      sql`select day::text as day, amount::text as amount from interest_accruals
          where member_id = ${memberId} and day >= ${first}::date and day < ${today}::date`,
    ),
  ]);
  const byDay = new Map(days.map((d) => [d.day, BigInt(d.amount)]));
  const chart = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = addDays(first, i);
    return { date, amount: formatFen(byDay.get(date) ?? 0n) };
  });
  return {
    balance: formatFen(balance),
    annualRate: ratePercent(settings.ratePpm),
    yesterday: formatFen(byDay.get(addDays(today, -1)) ?? 0n),
    total: formatFen(BigInt(sums[0]?.total ?? '0')),
    claimable: formatFen(BigInt(sums[0]?.claimable ?? '0')),
    autoCredit: settings.autoCredit,
    turnoverMultiple: settings.turnoverPercent / 100,
    chart,
  };
}

export const interestTypes = (lang: Lang) => ({
  list: INTEREST_RECORD_TYPES.map((code) => ({ code, label: typeLabel(code, lang) })),
});

/**
 * The history: moves, accruals and claims of the member in the date window, newest first.
 * An accrual is dated by when the job wrote it; its `day` says which day it is for.
 */
export async function interestList(
  deps: InterestDeps,
  memberId: number,
  query: InterestListQuery & { page: number; limit: number },
  lang: Lang,
) {
  const range = resolveDateRange(query, deps.config.timeZone, deps.clock());
  if (!range.ok) throw new AppError(range.error);
  const type = query.type ?? null;
  const records = sql`(
      select order_no, kind as type, amount, null::text as day, at, id from interest_moves where member_id = ${memberId}
      union all
      select 'IA' || id::text, 'accrual', amount, day::text, created_at, id from interest_accruals where member_id = ${memberId}
      union all
      select order_no, 'claim', amount, null::text, at, id from interest_claims where member_id = ${memberId}
    ) r where r.at >= ${range.from.toISOString()}::timestamptz and r.at < ${range.to.toISOString()}::timestamptz
      and (${type}::text is null or r.type = ${type}::text)`;
  return paginate(query, {
    rows: ({ limit, offset }) =>
      queryRows<RecordRow>(
        deps.db,
        sql`select order_no, type, amount::text as amount, day, at from ${records}
            order by at desc, id desc limit ${limit} offset ${offset}`,
      ),
    total: async () => (await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from ${records}`))[0]!.n,
    view: (rows) => rows.map(recordView(lang)),
  });
}
