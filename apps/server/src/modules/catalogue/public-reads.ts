import type { Game, Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PageQuery } from '../../db/paginate.ts';
import { bulletinsAt, nextBulletinsChange, nextSlidesChange, noticesAt, slidesAt } from './content.ts';
import type { CatalogueDeps } from './deps.ts';
import { collectedAmong } from './favourites.ts';
import { readAllGames, readGameList, searchGames, type GameListFilter } from './games.ts';
import { contextOf } from './view-context.ts';
import { sideMenuView } from './views.ts';

// The catalogue's public reads answered from the cache: what a visitor sees, by language and
// query, shared by everyone; a member's favourites are looked up per request and marked on a copy,
// never kept. The Collection tab is the member's own and always read from the database.

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

const value = async <T>(v: Promise<T>) => ({ value: await v });

/** An answer kept until a window of its rows opens or closes. */
const windowed = <T>(
  { db, clock, cached }: CatalogueDeps,
  key: string,
  read: (at: Date) => Promise<T>,
  next: (db: Db, at: Date) => Promise<number | undefined>,
) =>
  cached(key, async () => {
    const at = clock();
    const [page, until] = await Promise.all([read(at), next(db, at)]);
    return { value: page, until };
  });

export const sideMenu = (deps: CatalogueDeps, lang: Lang) =>
  deps.cached(`menu:${lang}`, async () => ({ value: sideMenuView(await contextOf(deps, lang)) }));

export async function gameList(
  deps: CatalogueDeps,
  memberId: number | null,
  query: GameListFilter & PageQuery,
  lang: Lang,
) {
  if (query.tab === 'collection') return readGameList(deps, memberId, query, lang);
  const list = `${query.category ?? '*'}:${query.tab}:${query.sort ?? 'catalogue'}:${query.quick ? 'quick' : '*'}`;
  const key = `list:${lang}:${list}:${query.page}:${query.limit}`;
  const page = await deps.cached(key, () => value(readGameList(deps, null, query, lang)));
  return { ...page, list: await marked(deps.db, memberId, page.list) };
}

export async function allGames(deps: CatalogueDeps, memberId: number | null, lang: Lang) {
  const all = await deps.cached(`all:${lang}`, () => value(readAllGames(deps, null, lang)));
  if (memberId === null) return all;
  const games = await marked(deps.db, memberId, [
    ...new Map(all.list.flatMap((c) => c.games.map((g) => [g.code, g]))).values(),
  ]);
  const byCode = new Map(games.map((g) => [g.code, g]));
  return { list: all.list.map((c) => ({ ...c, games: c.games.map((g) => byCode.get(g.code)!) })) };
}

export async function search(
  deps: CatalogueDeps,
  memberId: number | null,
  query: { keyword: string } & PageQuery,
  lang: Lang,
) {
  const key = `search:${lang}:${query.page}:${query.limit}:${query.keyword}`;
  const page = await deps.cached(key, () => value(searchGames(deps, null, query, lang)));
  return { ...page, list: await marked(deps.db, memberId, page.list) };
}

/** Slides and bulletins kept until a window opens or closes; an explicit `now` reads the database. */
export const slides = (deps: CatalogueDeps, query: PageQuery, lang: Lang, now?: Date) =>
  now
    ? slidesAt(deps.db, query, lang, now)
    : windowed(
        deps,
        `slides:${lang}:${query.page}:${query.limit}`,
        (at) => slidesAt(deps.db, query, lang, at),
        nextSlidesChange,
      );

export const bulletins = (deps: CatalogueDeps, query: PageQuery, lang: Lang, now?: Date) =>
  now
    ? bulletinsAt(deps.db, query, lang, now)
    : windowed(
        deps,
        `bulletins:${lang}:${query.page}:${query.limit}`,
        (at) => bulletinsAt(deps.db, query, lang, at),
        nextBulletinsChange,
      );

export const notices = (deps: CatalogueDeps, query: PageQuery, lang: Lang) =>
  windowed(
    deps,
    `notices:${lang}:${query.page}:${query.limit}`,
    (at) => noticesAt(deps.db, query, lang, at),
    nextBulletinsChange,
  );
