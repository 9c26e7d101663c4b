import type { Game, GameCategory, GameTab, Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PageQuery } from '../../db/paginate.ts';
import type { Cached } from '../../lib/answer-cache.ts';
import type { Content } from './content.ts';
import type { ContextOf } from './context.ts';
import { collectedAmong } from './favourites.ts';
import type { createGameQueries } from './games.ts';
import { sideMenuView } from './views.ts';

type GameQueries = ReturnType<typeof createGameQueries>;

/** A member's copy of shared game views with their favourites marked; a visitor gets the shared ones. */
async function marked(db: Db, memberId: number | null, games: Game[]): Promise<Game[]> {
  if (memberId === null || games.length === 0) return games;
  const collected = await collectedAmong(
    db,
    memberId,
    games.map((g) => g.code),
  );
  return games.map((g) => ({ ...g, collected: collected.has(g.code) }));
}

/**
 * The catalogue's public reads answered from the cache: what a visitor sees, by language and
 * query, shared by everyone; a member's favourites are looked up per request and marked on a copy,
 * never kept. The Collection tab is the member's own and always read from the database.
 */
export function publicReads(
  db: Db,
  parts: { queries: GameQueries; content: Content; contextOf: ContextOf; cached: Cached },
) {
  const { queries, content, contextOf, cached } = parts;
  const value = async <T>(v: Promise<T>) => ({ value: await v });
  const windowed = <T>(key: string, read: (at: Date) => Promise<T>, next: (at: Date) => Promise<number | undefined>) =>
    cached(key, async () => {
      const at = new Date();
      const [page, until] = await Promise.all([read(at), next(at)]);
      return { value: page, until };
    });
  return {
    sideMenu: async (lang: Lang) =>
      cached(`menu:${lang}`, async () => ({ value: sideMenuView(await contextOf(lang)) })),

    async gameList(
      memberId: number | null,
      query: { category?: GameCategory | undefined; tab: GameTab } & PageQuery,
      lang: Lang,
    ) {
      if (query.tab === 'collection') return queries.gameList(memberId, query, lang);
      const key = `list:${lang}:${query.category ?? '*'}:${query.tab}:${query.page}:${query.limit}`;
      const page = await cached(key, () => value(queries.gameList(null, query, lang)));
      return { ...page, list: await marked(db, memberId, page.list) };
    },

    async allGames(memberId: number | null, lang: Lang) {
      const all = await cached(`all:${lang}`, () => value(queries.allGames(null, lang)));
      if (memberId === null) return all;
      const games = await marked(db, memberId, [
        ...new Map(all.list.flatMap((c) => c.games.map((g) => [g.code, g]))).values(),
      ]);
      const byCode = new Map(games.map((g) => [g.code, g]));
      return { list: all.list.map((c) => ({ ...c, games: c.games.map((g) => byCode.get(g.code)!) })) };
    },

    async search(memberId: number | null, query: { keyword: string } & PageQuery, lang: Lang) {
      const key = `search:${lang}:${query.page}:${query.limit}:${query.keyword}`;
      const page = await cached(key, () => value(queries.search(null, query, lang)));
      return { ...page, list: await marked(db, memberId, page.list) };
    },

    /** Slides and bulletins kept until a window opens or closes; an explicit `now` reads the database. */
    slides: (query: PageQuery, lang: Lang, now?: Date) =>
      now
        ? content.slides(query, lang, now)
        : windowed(
            `slides:${lang}:${query.page}:${query.limit}`,
            (at) => content.slides(query, lang, at),
            content.nextSlidesChange,
          ),
    bulletins: (query: PageQuery, lang: Lang, now?: Date) =>
      now
        ? content.bulletins(query, lang, now)
        : windowed(
            `bulletins:${lang}:${query.page}:${query.limit}`,
            (at) => content.bulletins(query, lang, at),
            content.nextBulletinsChange,
          ),
    notices: (query: PageQuery, lang: Lang) =>
      windowed(
        `notices:${lang}:${query.page}:${query.limit}`,
        (at) => content.notices(query, lang, at),
        content.nextBulletinsChange,
      ),
  };
}
