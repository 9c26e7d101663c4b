import {
  BET_STATUSES,
  formatFen,
  resolveDateRange,
  startOfDayIn,
  translate,
  type BetDetail,
  type BetDetailQuerySchema,
  type BetListQuerySchema,
  type BetRecord,
  type BetStatus,
  type BetTotalList,
  type BetTotalsQuerySchema,
  type DateRangeQuery,
  type Lang,
} from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { DICTIONARY } from '../common/reference-data.ts';
import type { LotteryBetRecord, LotteryService } from '../lottery/service.ts';
import type { VenueBetRow, VenueBets } from '../venue/bet-sync.ts';
import { venueName, type Venue } from '../venue/catalogue.ts';

/** The platform code of the house venue, whose games (the lottery) are ours. */
const HOUSE = 'house';
/** Most bets a list merges: a page beyond answers empty (with the right total). */
const MAX_MERGED = 100_000;
/** Lottery bets read per call when they must be filtered here (betsOf has no status filter). */
const LOTTERY_CHUNK = 1000;

/**
 * Names and game types (codes of the game categories dictionary) of venue games, by the venue's
 * game code; the game catalogue knows them. Without it a venue bet shows the venue's code.
 */
export type GameDirectory = (
  venueCode: string,
  venueGameCodes: string[],
  lang: Lang,
) => Promise<Map<string, { name: string; category: string }>>;

type Deps = {
  lottery: Pick<LotteryService, 'betsOf' | 'totalsOf' | 'verify' | 'memberBets'>;
  venueBets: Pick<VenueBets, 'betsOf' | 'totalsOf' | 'betOf'>;
  venues: { list(): Promise<Venue[]> };
  games?: GameDirectory | null;
};

type Totals = { bets: number; stake: bigint; validStake: bigint; winLose: bigint };
const zero = (): Totals => ({ bets: 0, stake: 0n, validStake: 0n, winLose: 0n });
const add = (a: Totals, b: Totals) => {
  a.bets += b.bets;
  a.stake += b.stake;
  a.validStake += b.validStake;
  a.winLose += b.winLose;
};
const totalsView = (t: Totals) => ({
  bets: t.bets,
  stake: formatFen(t.stake),
  validStake: formatFen(t.validStake),
  winLose: formatFen(t.winLose),
});

/**
 * A member's bet records across the platform's own lottery (asked through the lottery service)
 * and the external venues (the bets pulled from their histories, asked through the venue
 * module). Each source answers its newest page*limit bets in the date window, and the merge is
 * cut to the page, as the transaction records do.
 */
export function createBetRecordService(config: Pick<Config, 'timeZone'>, deps: Deps) {
  const { lottery, venueBets } = deps;

  function window(query: DateRangeQuery) {
    const r = resolveDateRange(query, config.timeZone);
    if (!r.ok) throw new AppError(r.error);
    return r;
  }

  const categoryLabel = (code: string | null, lang: Lang) => {
    const item = code ? DICTIONARY.gameCategories.find((c) => c.code === code) : undefined;
    return item ? (lang === 'en' ? item.en : item.zh) : null;
  };
  const statusLabel = (status: BetStatus, lang: Lang) => translate(lang, `gamebet.status.${status}`);

  async function platformNames(lang: Lang): Promise<{ order: string[]; name: (code: string) => string }> {
    const venues = await deps.venues.list();
    const names = new Map(venues.map((v) => [v.code, venueName(v, lang)]));
    return { order: venues.map((v) => v.code), name: (code) => names.get(code) ?? code };
  }

  function lotteryItem(b: LotteryBetRecord, platformName: string, lang: Lang): BetRecord {
    return {
      orderNo: b.orderNo,
      platform: HOUSE,
      platformName,
      gameType: b.gameType,
      gameTypeLabel: categoryLabel(b.gameType, lang),
      game: b.game,
      gameName: b.gameName,
      content: b.content,
      drawId: b.drawId,
      stake: formatFen(b.stake),
      validStake: formatFen(b.status === 'completed' ? b.stake : 0n),
      payout: b.payout === null ? null : formatFen(b.payout),
      winLose: b.winLose === null ? null : formatFen(b.winLose),
      status: b.status,
      statusLabel: statusLabel(b.status, lang),
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    };
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
    return rows.map((r): BetRecord => {
      const game = known.get(`${r.venueCode}/${r.gameCode}`);
      const winLose = r.status === 'completed' ? r.payout! - r.stake : r.status === 'cancelled' ? 0n : null;
      return {
        orderNo: r.venueBetId,
        platform: r.venueCode,
        platformName: platformName(r.venueCode),
        gameType: game?.category ?? null,
        gameTypeLabel: categoryLabel(game?.category ?? null, lang),
        game: r.gameCode,
        gameName: game?.name ?? r.gameCode,
        content: null,
        drawId: null,
        stake: formatFen(r.stake),
        validStake: formatFen(r.status === 'completed' ? r.stake : 0n),
        payout: r.payout === null ? null : formatFen(r.payout),
        winLose: winLose === null ? null : formatFen(winLose),
        status: r.status,
        statusLabel: statusLabel(r.status, lang),
        placedAt: r.placedAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      };
    });
  }

  /** The member's newest `want` lottery bets in the window (of one status when asked) and how many there are. */
  async function lotteryBets(
    memberId: number,
    range: { from: Date; to: Date },
    status: BetStatus | undefined,
    want: number,
    lang: Lang,
  ): Promise<{ rows: LotteryBetRecord[]; total: number }> {
    if (!status) return lottery.betsOf(memberId, range, { page: 1, limit: want }, lang);
    const matching: LotteryBetRecord[] = [];
    for (let page = 1; ; page += 1) {
      const { rows } = await lottery.betsOf(memberId, range, { page, limit: LOTTERY_CHUNK }, lang);
      matching.push(...rows.filter((b) => b.status === status));
      if (rows.length < LOTTERY_CHUNK) break;
    }
    return { rows: matching.slice(0, want), total: matching.length };
  }

  /**
   * A lottery bet by order number. Its number starts with the second it was placed, in the
   * platform time zone ("L" + YYYYMMDDHHmmss, lottery service `newBatchNo`), so only that second
   * is read (and an hour either side, where a daylight-saving change could shift it).
   */
  async function lotteryBetByOrderNo(memberId: number, orderNo: string, lang: Lang) {
    const m = /^L(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\d{8}$/.exec(orderNo);
    if (!m) return null;
    const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
    const date = `${String(y)}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    let at: number;
    try {
      at = startOfDayIn(date, config.timeZone).getTime() + ((h! * 60 + mi!) * 60 + s!) * 1000;
    } catch {
      return null;
    }
    for (const t of [at, at - 3_600_000, at + 3_600_000]) {
      const { rows } = await lottery.betsOf(
        memberId,
        { from: new Date(t), to: new Date(t + 1000) },
        { page: 1, limit: LOTTERY_CHUNK },
        lang,
      );
      const hit = rows.find((r) => r.orderNo === orderNo);
      if (hit) return hit;
    }
    return null;
  }

  /** The lottery's own view of a bet (odds, potential payout), among the member's bets on its draw. */
  async function lotteryBetView(memberId: number, bet: LotteryBetRecord, lang: Lang) {
    for (let page = 1; ; page += 1) {
      const { list } = await lottery.memberBets(
        memberId,
        { page, limit: 100, drawId: bet.drawId, status: bet.status },
        lang,
      );
      const hit = list.find((b) => b.orderNo === bet.orderNo);
      if (hit || list.length < 100) return hit ?? null;
    }
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
          ? lotteryBets(memberId, { from, to }, status, want, lang)
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
      return { list, total: house.total + venue.total, page: query.page, limit: query.limit };
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
        fromDate,
        toDate,
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
    },

    /** One bet of the member by order number (and platform, when given), with what the detail page shows. */
    async betDetail(memberId: number, query: z.output<typeof BetDetailQuerySchema>, lang: Lang): Promise<BetDetail> {
      const names = await platformNames(lang);
      const lotteryBet =
        !query.platform || query.platform === HOUSE ? await lotteryBetByOrderNo(memberId, query.orderNo, lang) : null;
      if (lotteryBet) {
        const [view, verification] = await Promise.all([
          lotteryBetView(memberId, lotteryBet, lang),
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
