import type { BetTotalList, BetTotalsQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import type { BetRecordDeps } from './deps.ts';
import { dateWindow, platformNames, type PlatformNames } from './platforms.ts';
import { HOUSE, totalsView, zero, type Totals } from './views.ts';

type Row = Totals & { date: string; platform: string };

const add = (a: Totals, b: Totals) => {
  a.bets += b.bets;
  a.stake += b.stake;
  a.validStake += b.validStake;
  a.winLose += b.winLose;
};

/** Per-day and per-platform totals of bet rows, days newest first, platforms in the venue order. */
export function betTotals(
  rows: Row[],
  names: PlatformNames,
  dates: { fromDate: string; toDate: string },
): BetTotalList {
  const rank = (code: string) => {
    const i = names.order.indexOf(code);
    return i < 0 ? names.order.length : i;
  };
  const byPlatform = (a: { platform: string }, b: { platform: string }) =>
    rank(a.platform) - rank(b.platform) || a.platform.localeCompare(b.platform);

  const days = new Map<string, { totals: Totals; platforms: (Totals & { platform: string })[] }>();
  const platforms = new Map<string, Totals>();
  const total = zero();
  for (const r of rows) {
    const t: Totals = { bets: r.bets, stake: r.stake, validStake: r.validStake, winLose: r.winLose };
    const day = days.get(r.date) ?? days.set(r.date, { totals: zero(), platforms: [] }).get(r.date)!;
    add(day.totals, t);
    day.platforms.push({ ...t, platform: r.platform });
    add(platforms.get(r.platform) ?? platforms.set(r.platform, zero()).get(r.platform)!, t);
    add(total, t);
  }
  const platformView = (t: Totals & { platform: string }) => ({
    ...totalsView(t),
    platform: t.platform,
    platformName: names.name(t.platform),
  });
  return {
    ...dates,
    list: [...days.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([date, d]) => ({
        date,
        ...totalsView(d.totals),
        platforms: d.platforms.sort(byPlatform).map(platformView),
      })),
    platforms: [...platforms.entries()]
      .map(([code, t]) => ({ ...t, platform: code }))
      .sort(byPlatform)
      .map(platformView),
    total: totalsView(total),
  };
}

/** Totals of the member's bets in the date window per day (platform time zone) and platform. */
export async function totalList(
  deps: BetRecordDeps,
  memberId: number,
  query: z.output<typeof BetTotalsQuerySchema>,
  lang: Lang,
): Promise<BetTotalList> {
  const { from, to, fromDate, toDate } = dateWindow(deps, query);
  const { platform } = query;
  const ours = !platform || platform === HOUSE;
  const [names, house, cards, live, venue] = await Promise.all([
    platformNames(deps, lang),
    ours ? deps.lottery.totalsOf(memberId, { from, to }) : [],
    ours ? deps.cards.totalsOf(memberId, { from, to }) : [],
    ours ? deps.live.totalsOf(memberId, { from, to }) : [],
    platform === HOUSE ? [] : deps.venueBets.totalsOf({ memberId, from, to, venueCode: platform }),
  ]);
  const rows = [
    ...house.map((r) => ({ ...r, platform: HOUSE })),
    ...cards.map((r) => ({ ...r, platform: HOUSE })),
    ...live.map((r) => ({ ...r, platform: HOUSE })),
    ...venue.map(({ venueCode, ...r }) => ({ ...r, platform: venueCode })),
  ];
  return betTotals(rows, names, { fromDate, toDate });
}
