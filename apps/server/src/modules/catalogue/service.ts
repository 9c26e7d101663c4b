import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, gt, notInArray, or, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_ROUTES,
  GAME_CATEGORIES,
  translate,
  type Game,
  type GameCategory,
  type GameStatus,
  type GameTab,
  type GameType,
  type Lang,
  type OpenGameResult,
  type SideMenuItem,
} from '@app/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CommonService } from '../common/service.ts';
import { DEMO_VENUES, venueName, type Venue } from '../venue/catalogue.ts';
import type { VenueService } from '../venue/service.ts';
import { bulletins, gameFavourites, games, slides } from './schema.ts';
import { SEED_BULLETINS, SEED_GAMES, SEED_SLIDES, categoryIconUrl, gameIconUrl, slideImageUrl } from './seed-data.ts';

type GameRow = typeof games.$inferSelect;
type Paging = { page: number; limit: number };
type PageOf<T> = { list: T[]; total: number; page: number; limit: number };

/** The tab bar of SPEC §2 (Home, Promotion, Customer Service, Sponsorship, My), as side-menu entries. */
const TABS = [
  { code: 'home', route: CATALOGUE_ROUTES.home },
  { code: 'promotion', route: CATALOGUE_ROUTES.promotion },
  { code: 'service', route: CATALOGUE_ROUTES.service },
  { code: 'sponsorship', route: CATALOGUE_ROUTES.sponsorship },
  { code: 'mine', route: CATALOGUE_ROUTES.mine },
] as const;

/** Categories with a tab-bar page of their own (SPEC §2: home/dz and home/qp); the others show on home. */
const CATEGORY_PAGES: Partial<Record<GameCategory, string>> = {
  slots: CATALOGUE_ROUTES.slots,
  cards: CATALOGUE_ROUTES.cards,
};

/** `%`, `_` and `\` in a member's search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The game catalogue and the home page's content. Venues (names, whether they take players,
 * launches) come from the venue service and category names from the common dictionary; a game
 * of a venue that is switched off is not shown at all, one of a venue under maintenance is shown
 * as such and never opened.
 */
export function createCatalogueService(db: Db, deps: { venues: VenueService; common: CommonService }) {
  const { venues, common } = deps;

  /** What a request needs to show games: the venues in service and the category names. */
  async function context(lang: Lang) {
    const list = await venues.catalogue.list();
    const byCode = new Map(list.map((v) => [v.code, v]));
    const dictionary = await common.dictionary(lang, 'gameCategories');
    const categories = (dictionary.gameCategories ?? []).filter((c): c is typeof c & { code: GameCategory } =>
      (GAME_CATEGORIES as readonly string[]).includes(c.code),
    );
    const categoryNames = new Map(categories.map((c) => [c.code, c.label]));
    return { venues: byCode, categories, categoryNames, lang };
  }
  type Context = Awaited<ReturnType<typeof context>>;

  function statusOf(g: GameRow, venue: Venue): GameStatus {
    if (g.status === 'closed') return 'closed';
    return venues.catalogue.adapterOf(venue) ? 'normal' : 'maintenance';
  }

  function view(ctx: Context, g: GameRow, collected: boolean): Game {
    const venue = ctx.venues.get(g.venueCode)!;
    const status = statusOf(g, venue);
    return {
      code: g.code,
      name: ctx.lang === 'en' ? g.nameEn : g.nameZhHans,
      category: g.category as GameCategory,
      categoryName: ctx.categoryNames.get(g.category as GameCategory) ?? g.category,
      venue: g.venueCode,
      venueName: venueName(venue, ctx.lang),
      gameType: g.gameType as GameType,
      gameTypeLabel: translate(ctx.lang, `catalogue.type.${g.gameType as GameType}`),
      icon: g.iconUrl,
      hot: g.hot,
      recommended: g.recommended,
      launchKind: g.launchKind,
      status,
      statusLabel: translate(ctx.lang, `catalogue.status.${status}`),
      collected,
    };
  }

  async function collectedAmong(memberId: number | null, codes: string[]): Promise<Set<string>> {
    if (memberId === null || codes.length === 0) return new Set();
    const rows = await db
      .select({ code: gameFavourites.gameCode })
      .from(gameFavourites)
      .where(and(eq(gameFavourites.memberId, memberId), inArray(gameFavourites.gameCode, codes)));
    return new Set(rows.map((r) => r.code));
  }

  const visible = (ctx: Context) => inArray(games.venueCode, [...ctx.venues.keys()]);
  const inCategory = (category: GameCategory) =>
    category === 'hot' ? eq(games.hot, true) : eq(games.category, category);

  /** One page of games matching `where`, in display order; `favouritesOf` limits them to a member's favourites, newest first. */
  async function pageOf(
    ctx: Context,
    memberId: number | null,
    where: SQL | undefined,
    paging: Paging,
    favouritesOf: number | null = null,
  ): Promise<PageOf<Game>> {
    const cond = and(visible(ctx), where);
    const offset = (paging.page - 1) * paging.limit;
    let rows: GameRow[];
    let total: number;
    if (favouritesOf === null) {
      [rows, [{ n: total } = { n: 0 }]] = await Promise.all([
        db
          .select()
          .from(games)
          .where(cond)
          .orderBy(asc(games.sort), asc(games.code))
          .limit(paging.limit)
          .offset(offset),
        db.select({ n: count() }).from(games).where(cond),
      ]);
    } else {
      const joined = and(eq(gameFavourites.gameCode, games.code), eq(gameFavourites.memberId, favouritesOf));
      const [found, counted] = await Promise.all([
        db
          .select({ game: games })
          .from(games)
          .innerJoin(gameFavourites, joined)
          .where(cond)
          .orderBy(desc(gameFavourites.createdAt), asc(games.code))
          .limit(paging.limit)
          .offset(offset),
        db.select({ n: count() }).from(games).innerJoin(gameFavourites, joined).where(cond),
      ]);
      rows = found.map((r) => r.game);
      total = counted[0]?.n ?? 0;
    }
    const collected = await collectedAmong(
      memberId,
      rows.map((g) => g.code),
    );
    return {
      list: rows.map((g) => view(ctx, g, collected.has(g.code))),
      total,
      page: paging.page,
      limit: paging.limit,
    };
  }

  /** The game a member asked for by code, if its venue is in service. */
  async function findGame(ctx: Context, code: string): Promise<GameRow> {
    const [g] = await db
      .select()
      .from(games)
      .where(and(eq(games.code, code), visible(ctx)));
    if (!g) throw new AppError('catalogue.game_unknown', 404);
    return g;
  }

  const activeNow = (startsAt: AnyPgColumn, endsAt: AnyPgColumn, now: Date) =>
    and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));

  return {
    /**
     * The side menu: every game category of the dictionary in its order (`slots` and `cards` open
     * their tab-bar pages home/dz and home/qp, the others show their games on home), then the five
     * tab-bar entries. `isTabbar` marks the entries whose route is a tab-bar page.
     */
    async sideMenu(lang: Lang): Promise<SideMenuItem[]> {
      const ctx = await context(lang);
      const categories = ctx.categories.map((c, i): SideMenuItem => {
        const route = CATEGORY_PAGES[c.code] ?? null;
        return {
          code: c.code,
          kind: 'category',
          name: c.label,
          icon: categoryIconUrl(c.code),
          route,
          isTabbar: route !== null,
          sort: i,
        };
      });
      const tabs = TABS.map((t, i): SideMenuItem => ({
        code: t.code,
        kind: 'tab',
        name: translate(lang, `tab.${t.code}`),
        icon: null,
        route: t.route,
        isTabbar: true,
        sort: categories.length + i,
      }));
      return [...categories, ...tabs];
    },

    /** Games of a category (every category when none) on a tab; `collection` is the member's favourites. */
    async gameList(
      memberId: number | null,
      query: { category?: GameCategory | undefined; tab: GameTab } & Paging,
      lang: Lang,
    ): Promise<PageOf<Game>> {
      if (query.tab === 'collection' && memberId === null) throw new AppError('common.unauthorized', 401);
      const ctx = await context(lang);
      const where = and(
        query.category ? inCategory(query.category) : undefined,
        query.tab === 'recommend' ? eq(games.recommended, true) : undefined,
      );
      return pageOf(ctx, memberId, where, query, query.tab === 'collection' ? memberId : null);
    },

    /** Every game, grouped by category in menu order; `hot` groups the games flagged hot. */
    async allGames(memberId: number | null, lang: Lang) {
      const ctx = await context(lang);
      const rows = await db.select().from(games).where(visible(ctx)).orderBy(asc(games.sort), asc(games.code));
      const collected = await collectedAmong(
        memberId,
        rows.map((g) => g.code),
      );
      const all = rows.map((g) => ({ row: g, game: view(ctx, g, collected.has(g.code)) }));
      return {
        list: ctx.categories.map((c) => ({
          category: c.code,
          name: c.label,
          games: all.filter(({ row }) => (c.code === 'hot' ? row.hot : row.category === c.code)).map((x) => x.game),
        })),
      };
    },

    /** Games whose name, in either language, contains `keyword`. */
    async search(memberId: number | null, query: { keyword: string } & Paging, lang: Lang) {
      const ctx = await context(lang);
      const pattern = likePattern(query.keyword);
      return pageOf(ctx, memberId, or(ilike(games.nameZhHans, pattern), ilike(games.nameEn, pattern)), query);
    },

    /** The member's favourites, the latest first. */
    async favourites(memberId: number, query: { category?: GameCategory | undefined } & Paging, lang: Lang) {
      const ctx = await context(lang);
      return pageOf(ctx, memberId, query.category ? inCategory(query.category) : undefined, query, memberId);
    },

    /** Sets (`collect` given) or toggles a favourite; answers whether the game is now a favourite. */
    async collect(memberId: number, input: { gameCode: string; collect?: boolean | undefined }, lang: Lang) {
      const ctx = await context(lang);
      const g = await findGame(ctx, input.gameCode);
      const mine = and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameCode, g.code));
      const [current] = await db.select({ code: gameFavourites.gameCode }).from(gameFavourites).where(mine);
      const want = input.collect ?? !current;
      if (want) await db.insert(gameFavourites).values({ memberId, gameCode: g.code }).onConflictDoNothing();
      else await db.delete(gameFavourites).where(mine);
      return { gameCode: g.code, collected: want };
    },

    /**
     * Where a game opens: its route in our app for a first-party game, otherwise the URL its venue
     * gives for the member. Refused while the game is closed or its venue under maintenance.
     */
    async openGame(memberId: number, code: string, lang: Lang): Promise<OpenGameResult> {
      const ctx = await context(lang);
      const g = await findGame(ctx, code);
      const status = statusOf(g, ctx.venues.get(g.venueCode)!);
      if (status === 'closed') throw new AppError('catalogue.game_closed', 409);
      if (status === 'maintenance') throw new AppError('catalogue.venue_maintenance', 409);
      if (g.launchKind === 'internal') return { kind: 'internal', gameCode: g.code, route: g.launchRoute! };

      const launch = await venues.launch(memberId, g.venueCode, g.venueGameCode!, lang);
      if (launch?.result === 'success') return { kind: 'external', gameCode: g.code, url: launch.url };
      if (launch?.result === 'failed' && launch.reason === 'maintenance') {
        throw new AppError('catalogue.venue_maintenance', 409);
      }
      if (launch?.result === 'failed' && launch.reason === 'game_not_found') {
        throw new AppError('catalogue.game_unavailable', 409);
      }
      throw new AppError('catalogue.launch_failed', 409);
    },

    async slides(query: Paging, lang: Lang, now = new Date()) {
      const where = and(eq(slides.enabled, true), activeNow(slides.startsAt, slides.endsAt, now));
      const [rows, [{ n: total } = { n: 0 }]] = await Promise.all([
        db
          .select()
          .from(slides)
          .where(where)
          .orderBy(asc(slides.sort), asc(slides.code))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(slides).where(where),
      ]);
      const list = rows.map((s) => ({
        id: s.code,
        image: s.imageUrl,
        title: lang === 'en' ? s.titleEn : s.titleZhHans,
        link: s.linkRoute,
        startsAt: iso(s.startsAt),
        endsAt: iso(s.endsAt),
      }));
      return { list, total, page: query.page, limit: query.limit };
    },

    async bulletins(query: Paging, lang: Lang, now = new Date()) {
      const where = and(eq(bulletins.enabled, true), activeNow(bulletins.startsAt, bulletins.endsAt, now));
      const [rows, [{ n: total } = { n: 0 }]] = await Promise.all([
        db
          .select()
          .from(bulletins)
          .where(where)
          .orderBy(asc(bulletins.sort), asc(bulletins.code))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(bulletins).where(where),
      ]);
      const list = rows.map((b) => ({
        id: b.code,
        text: lang === 'en' ? b.textEn : b.textZhHans,
        startsAt: iso(b.startsAt),
        endsAt: iso(b.endsAt),
      }));
      return { list, total, page: query.page, limit: query.limit };
    },

    /**
     * The demo catalogue, at every start: descriptions (names, pictures, where a game opens) are
     * kept current; what operators decide (open or closed, flags, order, windows) is set only
     * when a row is first made. The demo venues' games are the seed's alone: one it no longer
     * lists (an earlier start's) is deleted, with the favourites of it; bet records keep their
     * bets, which never pointed at the row.
     */
    async seed(): Promise<void> {
      await db.transaction(async (tx) => {
        const demoVenues = DEMO_VENUES.map((v) => v.code);
        const seeded = SEED_GAMES.map((g) => g.code);
        await tx.delete(games).where(and(inArray(games.venueCode, demoVenues), notInArray(games.code, seeded)));
        for (const [i, g] of SEED_GAMES.entries()) {
          const described = {
            nameZhHans: g.zh,
            nameEn: g.en,
            category: g.category,
            venueCode: g.venue,
            gameType: g.type,
            iconUrl: gameIconUrl(g.code),
            launchKind: g.launch.kind,
            launchRoute: g.launch.kind === 'internal' ? g.launch.route : null,
            venueGameCode: g.launch.kind === 'external' ? g.launch.venueGame : null,
          };
          await tx
            .insert(games)
            .values({
              code: g.code,
              ...described,
              hot: g.hot ?? false,
              recommended: g.recommended ?? false,
              sort: (i + 1) * 10,
            })
            .onConflictDoUpdate({ target: games.code, set: { ...described, updatedAt: new Date() } });
        }
        for (const [i, s] of SEED_SLIDES.entries()) {
          const described = { imageUrl: slideImageUrl(s.code), titleZhHans: s.zh, titleEn: s.en, linkRoute: s.link };
          await tx
            .insert(slides)
            .values({ code: s.code, ...described, sort: (i + 1) * 10 })
            .onConflictDoUpdate({ target: slides.code, set: described });
        }
        for (const [i, b] of SEED_BULLETINS.entries()) {
          const described = { textZhHans: b.zh, textEn: b.en };
          await tx
            .insert(bulletins)
            .values({ code: b.code, ...described, sort: (i + 1) * 10 })
            .onConflictDoUpdate({ target: bulletins.code, set: described });
        }
      });
    },

    /** The operator's switch of a game: a closed game stays listed, marked closed, and does not open. */
    /** Names and categories of a venue's games by the venue's own game codes (for bet records). */
    async directory(venueCode: string, venueGameCodes: string[], lang: Lang) {
      if (venueGameCodes.length === 0) return new Map<string, { name: string; category: string }>();
      const rows = await db
        .select({ code: games.venueGameCode, zh: games.nameZhHans, en: games.nameEn, category: games.category })
        .from(games)
        .where(and(eq(games.venueCode, venueCode), inArray(games.venueGameCode, venueGameCodes)));
      return new Map(rows.map((r) => [r.code!, { name: lang === 'en' ? r.en : r.zh, category: r.category }]));
    },

    async setGameStatus(code: string, status: 'open' | 'closed'): Promise<void> {
      await db.update(games).set({ status, updatedAt: new Date() }).where(eq(games.code, code));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
