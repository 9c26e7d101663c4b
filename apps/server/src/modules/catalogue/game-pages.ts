import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { QUICK_GAME_CATEGORIES, QUICK_GAME_CODES } from '@app/contract';
import type { Game, GameCategory, GameSort } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countWhere, paginate, type Page, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogueContext, GameRow } from './view-context.ts';
import { collectedAmong } from './favourites.ts';
import { gameFavourites, games } from './schema.ts';
import { gameView } from './views.ts';

/** Games of venues in service only. */
export const visible = (ctx: CatalogueContext) => inArray(games.venueCode, [...ctx.venues.keys()]);
export const inCategory = (category: GameCategory) =>
  category === 'hot' ? eq(games.hot, true) : eq(games.category, category);
/** The quick games (the contract's rule, api/quick-games.ts): by category, or named by code. */
export const quickGames = () =>
  or(
    inArray(games.category, [...QUICK_GAME_CATEGORIES]),
    QUICK_GAME_CODES.length > 0 ? inArray(games.code, [...QUICK_GAME_CODES]) : undefined,
  );

/** The games shown with the member's favourites marked. */
export async function gameViews(db: Db, ctx: CatalogueContext, memberId: number | null, rows: GameRow[]) {
  const collected = await collectedAmong(
    db,
    memberId,
    rows.map((g) => g.code),
  );
  return rows.map((g) => gameView(ctx, g, collected.has(g.code)));
}

/**
 * The orders of a list: display order, or the newest first (games added together, as one seed adds
 * them, then in display order).
 */
const ORDERS: Record<GameSort, SQL[]> = {
  catalogue: [asc(games.sort), asc(games.code)],
  newest: [desc(games.createdAt), asc(games.sort), asc(games.code)],
};

/** One page of games matching `where`, in display order unless `sort` says otherwise. */
export function gamePage(
  db: Db,
  ctx: CatalogueContext,
  memberId: number | null,
  where: SQL | undefined,
  query: PageQuery,
  sort: GameSort = 'catalogue',
): Promise<Page<Game>> {
  const cond = and(visible(ctx), where);
  return paginate(query, {
    rows: (w) =>
      db
        .select()
        .from(games)
        .where(cond)
        .orderBy(...ORDERS[sort])
        .limit(w.limit)
        .offset(w.offset),
    total: () => countWhere(db, games, cond),
    view: (rows) => gameViews(db, ctx, memberId, rows),
  });
}

/** One page of a member's favourites matching `where`, the latest first. */
export function favouritePage(
  db: Db,
  ctx: CatalogueContext,
  memberId: number,
  where: SQL | undefined,
  query: PageQuery,
): Promise<Page<Game>> {
  const cond = and(visible(ctx), where, eq(gameFavourites.memberId, memberId));
  const joined = eq(gameFavourites.gameCode, games.code);
  return paginate(query, {
    rows: async (w) => {
      const found = await db
        .select({ game: games })
        .from(games)
        .innerJoin(gameFavourites, joined)
        .where(cond)
        .orderBy(desc(gameFavourites.createdAt), asc(games.code))
        .limit(w.limit)
        .offset(w.offset);
      return found.map((r) => r.game);
    },
    total: async () => {
      const [row] = await db.select({ n: count() }).from(games).innerJoin(gameFavourites, joined).where(cond);
      return row?.n ?? 0;
    },
    view: (rows) => gameViews(db, ctx, memberId, rows),
  });
}

/** The game a member asked for by code, if its venue is in service. */
export async function findGame(db: Db, ctx: CatalogueContext, code: string): Promise<GameRow> {
  const [g] = await db
    .select()
    .from(games)
    .where(and(eq(games.code, code), visible(ctx)));
  if (!g) throw new AppError('catalogue.game_unknown', 404);
  return g;
}
