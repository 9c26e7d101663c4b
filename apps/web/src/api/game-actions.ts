import { CODE, type AllGameList, type Game, type GamePage, type OpenGameResult } from '@app/contract';
import { useMutation, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { i18n } from '../shared/i18n';
import { ROUTES } from '../shared/routes';
import type { GameActions } from '../shared/ui/game-grid';
import { ApiError } from './api-error';
import { catalogueQueryKeys, collectGame, openGame, type GameListFilter } from './catalogue';
import { serverUrl } from './client';
import { queryClient } from './query-client';
import { toast } from './toast';

// Favourites: shown at once in every list, confirmed (or undone) by the server.

type GameCaches = InfiniteData<GamePage> | AllGameList['list'];

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
 * Why a game did not open. antd-mobile's Dialog, with its animation library, is fetched the first
 * time it is needed, not with the game grids of the first page; if it cannot be fetched (offline),
 * the network error page says why instead.
 */
async function alertAbout(title: string, content: string) {
  const loaded = await import('antd-mobile/es/components/dialog').catch(() => null);
  await loaded?.default.alert({ title, content, confirmText: i18n.t('games.ok') });
}

/** A venue game's launch, as the venue pages (home/gameA, home/gameB) get it in the history entry's state. */
export type VenueLaunch = Extract<OpenGameResult, { kind: 'external' }>;
/** `opened`: the game's own tab opened (home/gameB); false when the browser blocked it. */
export type VenueGameState = { launch: VenueLaunch; opened?: boolean } | null;

/**
 * A venue's game: in the app's frame (home/gameA) when its venue lets this page frame it, so the
 * member keeps the app; otherwise in a tab of its own, with home/gameB to come back to.
 */
export function openVenueGame(navigate: NavigateFunction, launch: VenueLaunch, opts: { replace?: boolean } = {}) {
  const query = `?game=${encodeURIComponent(launch.gameCode)}`;
  if (launch.framing) {
    navigate(`${ROUTES.gameA}${query}`, { state: { launch } satisfies VenueGameState, replace: opts.replace });
    return;
  }
  const tab = window.open(launch.url, '_blank');
  if (tab) tab.opener = null;
  navigate(`${ROUTES.gameB}${query}`, {
    state: { launch, opened: tab !== null } satisfies VenueGameState,
    replace: opts.replace,
  });
}

/**
 * Opens a game: a first-party game's page in the app, an external game through `openVenueGame`.
 * A game that cannot open (closed, its venue under maintenance) is explained in a dialog.
 * `opening` is the code being opened; other taps wait for it.
 */
export function useOpenGame() {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const busy = useRef(false);

  const open = useCallback(
    async (game: Pick<Game, 'code' | 'status' | 'statusLabel' | 'name'>) => {
      if (busy.current) return;
      if (game.status !== 'normal') {
        await alertAbout(
          game.name,
          i18n.t(game.status === 'maintenance' ? 'games.maintenance_text' : 'games.closed_text'),
        );
        return;
      }
      busy.current = true;
      setOpening(game.code);
      try {
        const target = await openGame(game.code);
        if (target.kind === 'internal') navigate(target.route);
        else openVenueGame(navigate, target);
      } catch (error) {
        // 401 already went to login; a network failure was toasted by the request helper.
        if (error instanceof ApiError && error.code !== CODE.UNAUTHORIZED) {
          await alertAbout(game.name, error.message);
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
        mutate({ code: game.code, collect: !game.collected }, { onSuccess: (answer) => toast(answer.msg) }),
      opening,
      iconUrl: serverUrl,
    }),
    [open, opening, mutate],
  );
}
