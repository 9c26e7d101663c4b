import { CATALOGUE_API, type GameCategory, type GameSort, type GameTab } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { BULLETINS_PAGE, SLIDES_PAGE } from './home-reads';

const PAGE_SIZE = 30;

/** `sort` newest: home/gamenew; `quick`: only the quick games (home/fastFood). */
export type GameListFilter = {
  category?: GameCategory | undefined;
  tab: GameTab;
  sort?: GameSort | undefined;
  quick?: boolean | undefined;
};

// Fetchers

export async function getSideMenu(signal?: AbortSignal) {
  return (await call(CATALOGUE_API.sideMenu, undefined, { signal })).data;
}

export async function getSlides(signal?: AbortSignal) {
  return (await call(CATALOGUE_API.slideshowList, SLIDES_PAGE, { signal })).data.list;
}

export async function getBulletins(signal?: AbortSignal) {
  return (await call(CATALOGUE_API.bulletin, BULLETINS_PAGE, { signal })).data.list;
}

/** All and Recommend come from frontpage/getGameList; Collection (the member's favourites) from Frontpage/gameCollectList. */
export async function getGames(filter: GameListFilter, page: number, signal?: AbortSignal) {
  const query = { category: filter.category, page, limit: PAGE_SIZE };
  const answer =
    filter.tab === 'collection'
      ? await call(CATALOGUE_API.gameCollectList, query, { signal })
      : await call(
          CATALOGUE_API.gameList,
          { ...query, tab: filter.tab, sort: filter.sort, quick: filter.quick },
          { signal },
        );
  return answer.data;
}

export async function getAllGames(signal?: AbortSignal) {
  return (await call(CATALOGUE_API.allGameList, undefined, { signal })).data.list;
}

export async function searchGames(keyword: string, page: number, signal?: AbortSignal) {
  return (await call(CATALOGUE_API.searchGameList, { keyword, page, limit: PAGE_SIZE }, { signal })).data;
}

export async function collectGame(gameCode: string, collect: boolean) {
  return call(CATALOGUE_API.gameCollect, { gameCode, collect });
}

/** This page's origin, for a venue to let it frame a game; none where the page has no web origin (an app shell's file). */
const frameOrigin = () => (/^https?:\/\//.test(window.location.origin) ? window.location.origin : undefined);

/**
 * Where a game opens, a venue's game to be framed by this app's page when the venue allows it.
 * Refusals (closed, venue under maintenance) come back as ApiError for the page to explain.
 */
export async function openGame(gameCode: string) {
  return (await call(CATALOGUE_API.openGame, { gameCode, frameOrigin: frameOrigin() }, { quiet: true })).data;
}

// Queries

export const catalogueQueryKeys = {
  all: ['catalogue'] as const,
  sideMenu: ['catalogue', 'sideMenu'] as const,
  slides: ['catalogue', 'slides'] as const,
  bulletins: ['catalogue', 'bulletins'] as const,
  /** Every list of games: a favourite changed in one shows in all. */
  games: ['catalogue', 'games'] as const,
  gameList: (filter: GameListFilter) => ['catalogue', 'games', 'list', filter] as const,
  allGames: ['catalogue', 'games', 'all'] as const,
  search: (keyword: string) => ['catalogue', 'games', 'search', keyword] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const sideMenuQueryOptions = () =>
  queryOptions({
    queryKey: catalogueQueryKeys.sideMenu,
    queryFn: ({ signal }) => getSideMenu(signal),
    staleTime: 300_000,
  });

export const slidesQueryOptions = () =>
  queryOptions({ queryKey: catalogueQueryKeys.slides, queryFn: ({ signal }) => getSlides(signal), staleTime: 300_000 });

export const bulletinsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueQueryKeys.bulletins,
    queryFn: ({ signal }) => getBulletins(signal),
    staleTime: 300_000,
  });

export const gameListQueryOptions = (filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: catalogueQueryKeys.gameList(filter),
    queryFn: ({ pageParam, signal }) => getGames(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const allGamesQueryOptions = () =>
  queryOptions({ queryKey: catalogueQueryKeys.allGames, queryFn: ({ signal }) => getAllGames(signal) });

export const searchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: catalogueQueryKeys.search(keyword),
    queryFn: ({ pageParam, signal }) => searchGames(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSideMenu = () => useQuery(sideMenuQueryOptions());
export const useSlides = () => useQuery(slidesQueryOptions());
export const useBulletins = () => useQuery(bulletinsQueryOptions());
export const useGameList = (filter: GameListFilter) => useInfiniteQuery(gameListQueryOptions(filter));
export const useAllGames = () => useQuery(allGamesQueryOptions());
/** `keyword` empty: nothing is asked. */
export const useSearchGames = (keyword: string) =>
  useInfiniteQuery({ ...searchQueryOptions(keyword), enabled: keyword !== '' });
