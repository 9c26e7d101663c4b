import {
  BET_STATUSES,
  resolveDateRange,
  type BetDetail,
  type BetDetailQuerySchema,
  type BetListQuerySchema,
  type BetTotalList,
  type BetTotalsQuerySchema,
  type DateRangeQuery,
  type Lang,
} from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { pageOf } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { VenueBetRow } from '../venue/bet-reads.ts';
import type { VenueBets } from '../venue/bets.ts';
import { venueName, type Venue } from '../venue/catalogue.ts';
import { lotteryBetByOrderNo, lotteryBetView, lotteryBets, type LotteryReads } from './lottery-bets.ts';
import { betTotals } from './totals.ts';
import { HOUSE, lotteryItem, statusLabel, venueItem } from './views.ts';

/** Most bets a list merges: a page beyond answers empty (with the right total). */
const MAX_MERGED = 100_000;

/**
 * Names and game types (codes of the game categories dictionary) of venue games, by the venue's
 * game code; the game catalogue knows them. Without it a venue bet shows the venue's code.
 */
export type GameDirectory = (
  venueCode: string,
  venueGameCodes: string[],
  lang: Lang,
) => Promise<Map<string, { name: string; category: string }>>;

export type BetRecordDeps = {
  lottery: LotteryReads;
  venueBets: Pick<VenueBets, 'betsOf' | 'totalsOf' | 'betOf'>;
  venues: { list(): Promise<Venue[]> };
  games?: GameDirectory | null;
};

/**
 * A member's bet records across the platform's own lottery (asked through the lottery service)
 * and the external venues (the bets pulled from their histories, asked through the venue
 * module). Each source answers its newest page*limit bets in the date window, and the merge is
 * cut to the page, as the transaction records do.
 */
export function createBetRecordService(config: Pick<Config, 'timeZone'>, deps: BetRecordDeps) {
  const { lottery, venueBets } = deps;

  function window(query: DateRangeQuery) {
    const r = resolveDateRange(query, config.timeZone);
    if (!r.ok) throw new AppError(r.error);
    return r;
  }

  async function platformNames(lang: Lang): Promise<{ order: string[]; name: (code: string) => string }> {
    const venues = await deps.venues.list();
    const names = new Map(venues.map((v) => [v.code, venueName(v, lang)]));
    return { order: venues.map((v) => v.code), name: (code) => names.get(code) ?? code };
  }

  async function venueItems(rows: VenueBetRow[], platformName: (code: string) => string, lang: Lang) {
    const known = new Map<string, { name: string; category: string }>();
    if (deps.games) {
      const byVenue = new Map<string, Set<string>>();
      for (const r of rows)
        (byVenue.get(r.venueCode) ?? byVenue.set(r.venueCode, new Set()).get(r.venueCode)!).add(r.gameCode);
      for (const [venue, codes] of byVenue) {
        for (const [code, game] of await deps.games(venue, [...codes], lang)) known.set(`${venue}/${code}`, game);
      }
    }
    return rows.map((r) => venueItem(r, platformName(r.venueCode), known.get(`${r.venueCode}/${r.gameCode}`), lang));
  }

  return {
    /** The member's bets in the date window, newest first, by platform and status when asked. */
    async betList(memberId: number, query: z.output<typeof BetListQuerySchema>, lang: Lang) {
      const { from, to } = window(query);
      const want = Math.min(query.page * query.limit, MAX_MERGED);
      const { platform, status } = query;
      const [names, house, venue] = await Promise.all([
        platformNames(lang),
        !platform || platform === HOUSE
          ? lotteryBets(lottery, memberId, { range: { from, to }, status, want, lang })
          : { rows: [], total: 0 },
        platform === HOUSE
          ? { rows: [], total: 0 }
          : venueBets.betsOf({ memberId, from, to, venueCode: platform, status, limit: want }),
      ]);
      const items = [
        ...house.rows.map((b) => lotteryItem(b, names.name(HOUSE), lang)),
        ...(await venueItems(venue.rows, names.name, lang)),
      ];
      const list = items
        .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.orderNo.localeCompare(a.orderNo))
        .slice(Math.min((query.page - 1) * query.limit, want), want);
      return pageOf(query, list, house.total + venue.total);
    },

    /** Totals of the member's bets in the date window per day (platform time zone) and platform. */
    async totalList(memberId: number, query: z.output<typeof BetTotalsQuerySchema>, lang: Lang): Promise<BetTotalList> {
      const { from, to, fromDate, toDate } = window(query);
      const { platform } = query;
      const [names, house, venue] = await Promise.all([
        platformNames(lang),
        !platform || platform === HOUSE ? lottery.totalsOf(memberId, { from, to }) : [],
        platform === HOUSE ? [] : venueBets.totalsOf({ memberId, from, to, venueCode: platform }),
      ]);
      const rows = [
        ...house.map((r) => ({ ...r, platform: HOUSE })),
        ...venue.map(({ venueCode, ...r }) => ({ ...r, platform: venueCode })),
      ];
      return betTotals(rows, names, { fromDate, toDate });
    },

    /** One bet of the member by order number (and platform, when given), with what the detail page shows. */
    async betDetail(memberId: number, query: z.output<typeof BetDetailQuerySchema>, lang: Lang): Promise<BetDetail> {
      const names = await platformNames(lang);
      const lotteryBet =
        !query.platform || query.platform === HOUSE
          ? await lotteryBetByOrderNo(lottery, config.timeZone, memberId, query.orderNo, lang)
          : null;
      if (lotteryBet) {
        const [view, verification] = await Promise.all([
          lotteryBetView(lottery, memberId, lotteryBet, lang),
          lottery.verify(lotteryBet.drawId, lang),
        ]);
        return {
          ...lotteryItem(lotteryBet, names.name(HOUSE), lang),
          odds: view?.odds ?? null,
          potentialPayout: view?.potentialPayout ?? null,
          verification,
        };
      }
      const row =
        query.platform === HOUSE ? null : await venueBets.betOf(memberId, query.orderNo, query.platform ?? undefined);
      if (!row) throw new AppError('gamebet.not_found', 404);
      const [item] = await venueItems([row], names.name, lang);
      return { ...item!, odds: null, potentialPayout: null, verification: null };
    },

    /** The platforms and statuses the records can be filtered by. */
    async filters(lang: Lang) {
      const names = await platformNames(lang);
      return {
        platforms: names.order.map((code) => ({ code, label: names.name(code) })),
        statuses: BET_STATUSES.map((code) => ({ code, label: statusLabel(code, lang) })),
      };
    },
  };
}

export type BetRecordService = ReturnType<typeof createBetRecordService>;
