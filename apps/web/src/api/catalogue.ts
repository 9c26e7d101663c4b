import {
  AllGameListSchema,
  CODE,
  LIMITS,
  BulletinPageSchema,
  CATALOGUE_PATHS,
  GameCollectResultSchema,
  GamePageSchema,
  OpenGameResultSchema,
  SideMenuSchema,
  SlidePageSchema,
  type Game,
  type GameCategory,
  type GameTab,
} from '@app/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { env } from '../config/env';
import { i18n } from '../shared/i18n';
import type { GameActions } from '../shared/ui/game-grid';
import { apiBaseFromLocation } from './api-base';
import { ApiError } from './api-error';
import { request } from './client';
import { queryClient } from './query-client';

const PAGE_SIZE = 30;
type GamePage = z.infer<typeof GamePageSchema>;

export type GameListFilter = { category?: GameCategory | undefined; tab: GameTab };

/** A picture the server names by a server-relative path ("/api/catalogue/icons/..."), as a full URL. */
export function assetUrl(path: string): string {
  if (/^(?:https?:|data:)/.test(path)) return path;
  return `${env.apiBase ?? apiBaseFromLocation(window.location)}/${path.replace(/^\/+/, '')}`;
}

// Fetchers

export async function getSideMenu(signal?: AbortSignal) {
  return (await request(CATALOGUE_PATHS.sideMenu, { schema: SideMenuSchema, signal })).data;
}

export async function getSlides(signal?: AbortSignal) {
  return (
    await request(CATALOGUE_PATHS.slideshowList, { query: { page: 1, limit: 10 }, schema: SlidePageSchema, signal })
  ).data.list;
}

export async function getBulletins(signal?: AbortSignal) {
  return (
    await request(CATALOGUE_PATHS.bulletin, { query: { page: 1, limit: 20 }, schema: BulletinPageSchema, signal })
  ).data.list;
}

/** All and Recommend come from frontpage/getGameList; Collection (the member's favourites) from Frontpage/gameCollectList. */
export async function getGames(filter: GameListFilter, page: number, signal?: AbortSignal) {
  const query = { category: filter.category, page, limit: PAGE_SIZE };
  const answer =
    filter.tab === 'collection'
      ? await request(CATALOGUE_PATHS.gameCollectList, { query, schema: GamePageSchema, signal })
      : await request(CATALOGUE_PATHS.gameList, {
          query: { ...query, tab: filter.tab },
          schema: GamePageSchema,
          signal,
        });
  return answer.data;
}

export async function getAllGames(signal?: AbortSignal) {
  return (await request(CATALOGUE_PATHS.allGameList, { schema: AllGameListSchema, signal })).data.list;
}

export async function searchGames(keyword: string, page: number, signal?: AbortSignal) {
  return (
    await request(CATALOGUE_PATHS.searchGameList, {
      query: { keyword, page, limit: PAGE_SIZE },
      schema: GamePageSchema,
      signal,
    })
  ).data;
}

export async function collectGame(gameCode: string, collect: boolean) {
  return request(CATALOGUE_PATHS.gameCollect, {
    method: 'POST',
    body: { gameCode, collect },
    schema: GameCollectResultSchema,
  });
}

/** Where a game opens. Refusals (closed, venue under maintenance) come back as ApiError for the page to explain. */
export async function openGame(gameCode: string) {
  return (
    await request(CATALOGUE_PATHS.openGame, {
      method: 'POST',
      body: { gameCode },
      schema: OpenGameResultSchema,
      quiet: true,
    })
  ).data;
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

// Favourites: shown at once in every list, confirmed (or undone) by the server.

type GameCaches = InfiniteData<GamePage> | z.infer<typeof AllGameListSchema>['list'];

function markCollected(data: GameCaches | undefined, code: string, collected: boolean, dropFromCollection: boolean) {
  const mark = (g: Game) => (g.code === code ? { ...g, collected } : g);
  if (!data) return data;
  if (Array.isArray(data)) return data.map((c) => ({ ...c, games: c.games.map(mark) }));
  return {
    ...data,
    pages: data.pages.map((p) => {
      const list = p.list.map(mark);
      return dropFromCollection ? { ...p, list: list.filter((g) => g.collected) } : { ...p, list };
    }),
  };
}

function setCollected(code: string, collected: boolean) {
  for (const [key, data] of queryClient.getQueriesData<GameCaches>({ queryKey: catalogueQueryKeys.games })) {
    const filter = key[3] as GameListFilter | undefined;
    const isCollection = key[2] === 'list' && filter?.tab === 'collection';
    queryClient.setQueryData(key, markCollected(data, code, collected, isCollection && !collected));
  }
}

export const useCollectGame = () =>
  useMutation({
    mutationFn: ({ code, collect }: { code: string; collect: boolean }) => collectGame(code, collect),
    onMutate: async ({ code, collect }) => {
      await queryClient.cancelQueries({ queryKey: catalogueQueryKeys.games });
      setCollected(code, collect);
    },
    onSuccess: (answer) => setCollected(answer.data.gameCode, answer.data.collected),
    onError: (_error, { code, collect }) => setCollected(code, !collect),
    // The collection lists gain the game in the server's order.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: catalogueQueryKeys.games,
        predicate: (q) => (q.queryKey[3] as GameListFilter | undefined)?.tab === 'collection',
      }),
  });

/**
 * Opens a game: a first-party game's page in the app, an external game at its venue's launch
 * URL in this tab. A game that cannot open (closed, its venue under maintenance) is explained in
 * a dialog. `opening` is the code being opened; other taps wait for it.
 */
export function useOpenGame() {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const busy = useRef(false);

  const open = useCallback(
    async (game: Pick<Game, 'code' | 'status' | 'statusLabel' | 'name'>) => {
      if (busy.current) return;
      if (game.status !== 'normal') {
        await Dialog.alert({
          title: game.name,
          content: i18n.t(game.status === 'maintenance' ? 'games.maintenance_text' : 'games.closed_text'),
          confirmText: i18n.t('games.ok'),
        });
        return;
      }
      busy.current = true;
      setOpening(game.code);
      try {
        const target = await openGame(game.code);
        if (target.kind === 'internal') navigate(target.route);
        else window.location.assign(target.url);
      } catch (error) {
        // 401 already went to login; a network failure was toasted by the request helper.
        if (error instanceof ApiError && error.code !== CODE.UNAUTHORIZED) {
          await Dialog.alert({ title: game.name, content: error.message, confirmText: i18n.t('games.ok') });
        }
      } finally {
        busy.current = false;
        setOpening(null);
      }
    },
    [navigate],
  );

  return { open, opening };
}

/** What the game grids need: open a game, star it, and the icon URLs. */
export function useGameActions(): GameActions {
  const { open, opening } = useOpenGame();
  const { mutate } = useCollectGame();
  return useMemo(
    () => ({
      onOpen: (game: Game) => void open(game),
      onFavourite: (game: Game) =>
        mutate(
          { code: game.code, collect: !game.collected },
          { onSuccess: (answer) => Toast.show({ content: answer.msg, duration: LIMITS.toastMs }) },
        ),
      opening,
      iconUrl: assetUrl,
    }),
    [open, opening, mutate],
  );
}
