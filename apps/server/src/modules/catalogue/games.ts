import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { GameCategory, GameTab, Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import { changeShared } from '../../lib/invalidation.ts';
import type { ContextOf } from './context.ts';
import { setFavourite } from './favourites.ts';
import { favouritePage, findGame, gamePage, gameViews, inCategory, visible } from './game-pages.ts';
import { games } from './schema.ts';

/** `%`, `_` and `\` in a member's search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The operator's switch of a game: a closed game stays listed, marked closed, and does not open.
 * Every instance's cached catalogue hears of it.
 */
async function setGameStatus(db: Db, code: string, status: 'open' | 'closed'): Promise<void> {
  await changeShared(db, 'catalogue', (tx) =>
    tx.update(games).set({ status, updatedAt: new Date() }).where(eq(games.code, code)),
  );
}

/** The members' reads of the game catalogue and their favourites, read from the database. */
export function createGameQueries(db: Db, contextOf: ContextOf) {
  return {
    /** Games of a category (every category when none) on a tab; `collection` is the member's favourites. */
    async gameList(
      memberId: number | null,
      query: { category?: GameCategory | undefined; tab: GameTab } & PageQuery,
      lang: Lang,
    ) {
      if (query.tab === 'collection' && memberId === null) throw new AppError('common.unauthorized', 401);
      const ctx = await contextOf(lang);
      const where = and(
        query.category ? inCategory(query.category) : undefined,
        query.tab === 'recommend' ? eq(games.recommended, true) : undefined,
      );
      if (query.tab === 'collection') return favouritePage(db, ctx, memberId!, where, query);
      return gamePage(db, ctx, memberId, where, query);
    },

    /** Every game, grouped by category in menu order; `hot` groups the games flagged hot. */
    async allGames(memberId: number | null, lang: Lang) {
      const ctx = await contextOf(lang);
      const rows = await db.select().from(games).where(visible(ctx)).orderBy(asc(games.sort), asc(games.code));
      const views = await gameViews(db, ctx, memberId, rows);
      const all = rows.map((row, i) => ({ row, game: views[i]! }));
      return {
        list: ctx.categories.map((c) => ({
          category: c.code,
          name: c.label,
          games: all.filter(({ row }) => (c.code === 'hot' ? row.hot : row.category === c.code)).map((x) => x.game),
        })),
      };
    },

    /** Games whose name, in either language, contains `keyword`. */
    async search(memberId: number | null, query: { keyword: string } & PageQuery, lang: Lang) {
      const ctx = await contextOf(lang);
      const pattern = likePattern(query.keyword);
      return gamePage(db, ctx, memberId, or(ilike(games.nameZhHans, pattern), ilike(games.nameEn, pattern)), query);
    },

    /** The member's favourites, the latest first. */
    async favourites(memberId: number, query: { category?: GameCategory | undefined } & PageQuery, lang: Lang) {
      const ctx = await contextOf(lang);
      return favouritePage(db, ctx, memberId, query.category ? inCategory(query.category) : undefined, query);
    },

    /** Sets (`collect` given) or toggles a favourite of a game that is shown. */
    async collect(memberId: number, input: { gameCode: string; collect?: boolean | undefined }, lang: Lang) {
      const g = await findGame(db, await contextOf(lang), input.gameCode);
      return setFavourite(db, memberId, g.code, input.collect);
    },

    /** Names and categories of a venue's games by the venue's own game codes (for bet records). */
    async directory(venueCode: string, venueGameCodes: string[], lang: Lang) {
      if (venueGameCodes.length === 0) return new Map<string, { name: string; category: string }>();
      const rows = await db
        .select({ code: games.venueGameCode, zh: games.nameZhHans, en: games.nameEn, category: games.category })
        .from(games)
        .where(and(eq(games.venueCode, venueCode), inArray(games.venueGameCode, venueGameCodes)));
      return new Map(rows.map((r) => [r.code!, { name: lang === 'en' ? r.en : r.zh, category: r.category }]));
    },

    setGameStatus: (code: string, status: 'open' | 'closed') => setGameStatus(db, code, status),
  };
}
