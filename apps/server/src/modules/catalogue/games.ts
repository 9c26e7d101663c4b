import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { GameCategory, GameSort, GameTab, Lang } from '@app/contract';
import type { PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import { changeShared } from '../../lib/invalidation.ts';
import type { CatalogueDeps } from './deps.ts';
import { setFavourite } from './favourites.ts';
import { favouritePage, findGame, gamePage, gameViews, inCategory, quickGames, visible } from './game-pages.ts';
import { games } from './schema.ts';
import { contextOf } from './view-context.ts';

/** `%`, `_` and `\` in a member's search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The operator's switch of a game: a closed game stays listed, marked closed, and does not open.
 * Every instance's cached catalogue hears of it.
 */
export async function setGameStatus({ db, clock }: CatalogueDeps, code: string, status: 'open' | 'closed') {
  await changeShared(db, 'catalogue', (tx) =>
    tx.update(games).set({ status, updatedAt: clock() }).where(eq(games.code, code)),
  );
}

/** What a game list asks: a category (every category when none), a tab, an order, the quick games only. */
export type GameListFilter = {
  category?: GameCategory | undefined;
  tab: GameTab;
  sort?: GameSort | undefined;
  quick?: boolean | undefined;
};

/**
 * Games of a list, read from the database; `collection` is the member's favourites (latest first,
 * whatever `sort` says).
 */
export async function readGameList(
  deps: CatalogueDeps,
  memberId: number | null,
  query: GameListFilter & PageQuery,
  lang: Lang,
) {
  if (query.tab === 'collection' && memberId === null) throw new AppError('common.unauthorized', 401);
  const ctx = await contextOf(deps, lang);
  const where = and(
    query.category ? inCategory(query.category) : undefined,
    query.tab === 'recommend' ? eq(games.recommended, true) : undefined,
    query.quick ? quickGames() : undefined,
  );
  if (query.tab === 'collection') return favouritePage(deps.db, ctx, memberId!, where, query);
  return gamePage(deps.db, ctx, memberId, where, query, query.sort);
}

/** Every game, grouped by category in menu order; `hot` groups the games flagged hot. */
export async function readAllGames(deps: CatalogueDeps, memberId: number | null, lang: Lang) {
  const { db } = deps;
  const ctx = await contextOf(deps, lang);
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
}

/** Games whose name, in either language, contains `keyword`. */
export async function searchGames(
  deps: CatalogueDeps,
  memberId: number | null,
  query: { keyword: string } & PageQuery,
  lang: Lang,
) {
  const ctx = await contextOf(deps, lang);
  const pattern = likePattern(query.keyword);
  return gamePage(deps.db, ctx, memberId, or(ilike(games.nameZhHans, pattern), ilike(games.nameEn, pattern)), query);
}

/** The member's favourites, the latest first. */
export async function favouriteGames(
  deps: CatalogueDeps,
  memberId: number,
  query: { category?: GameCategory | undefined } & PageQuery,
  lang: Lang,
) {
  const ctx = await contextOf(deps, lang);
  return favouritePage(deps.db, ctx, memberId, query.category ? inCategory(query.category) : undefined, query);
}

/** Sets (`collect` given) or toggles a favourite of a game that is shown. */
export async function collectGame(
  deps: CatalogueDeps,
  memberId: number,
  input: { gameCode: string; collect?: boolean | undefined },
  lang: Lang,
) {
  const g = await findGame(deps.db, await contextOf(deps, lang), input.gameCode);
  return setFavourite(deps.db, memberId, g.code, input.collect);
}

/** Names and categories of a venue's games by the venue's own game codes (for bet records). */
export async function directory({ db }: CatalogueDeps, venueCode: string, venueGameCodes: string[], lang: Lang) {
  if (venueGameCodes.length === 0) return new Map<string, { name: string; category: string }>();
  const rows = await db
    .select({ code: games.venueGameCode, zh: games.nameZhHans, en: games.nameEn, category: games.category })
    .from(games)
    .where(and(eq(games.venueCode, venueCode), inArray(games.venueGameCode, venueGameCodes)));
  return new Map(rows.map((r) => [r.code!, { name: lang === 'en' ? r.en : r.zh, category: r.category }]));
}
