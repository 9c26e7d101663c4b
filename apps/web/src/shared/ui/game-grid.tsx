import type { Game } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useTranslation } from 'react-i18next';
import { LazyErrorBlock } from './lazy-error-block';
import { LoadFailed } from './load-failed';
import { PageLoading } from './page-loading';
import './game-grid.css';

export type GameActions = {
  onOpen: (game: Game) => void;
  onFavourite: (game: Game) => void;
  /** The code of the game being opened. */
  opening: string | null;
  /** Turns an icon path of the server into a URL. */
  iconUrl: (path: string) => string;
};

/** A game tile: its picture, name and venue, a star for favourites, and a badge when it cannot open. */
export function GameCard({ game, actions }: { game: Game; actions: GameActions }) {
  const { t } = useTranslation();
  const unavailable = game.status !== 'normal';
  return (
    <div
      className={unavailable ? 'game-card game-card-off' : 'game-card'}
      data-testid="game-card"
      data-code={game.code}
    >
      <button
        type="button"
        className="game-card-open"
        aria-label={t('games.open_game', { name: game.name })}
        onClick={() => actions.onOpen(game)}
      >
        <span className="game-card-art">
          <img src={actions.iconUrl(game.icon)} alt="" loading="lazy" draggable={false} />
          {unavailable && <span className="game-card-badge">{game.statusLabel}</span>}
          {game.hot && !unavailable && <span className="game-card-hot">{t('games.hot')}</span>}
          {actions.opening === game.code && (
            <span className="game-card-loading">
              <DotLoading color="white" />
            </span>
          )}
        </span>
        <span className="game-card-name">{game.name}</span>
        <span className="game-card-venue">{game.venueName}</span>
      </button>
      <button
        type="button"
        className={game.collected ? 'game-card-star game-card-star-on' : 'game-card-star'}
        aria-pressed={game.collected}
        aria-label={
          game.collected ? t('games.uncollect', { name: game.name }) : t('games.collect', { name: game.name })
        }
        onClick={() => actions.onFavourite(game)}
      >
        {game.collected ? <StarFill /> : <StarOutline />}
      </button>
    </div>
  );
}

type GamePage = { list: Game[]; total: number; page: number; limit: number };

type GameGridProps = {
  query: UseInfiniteQueryResult<InfiniteData<GamePage>>;
  actions: GameActions;
  emptyText: string;
  columns?: 3 | 4;
};

/** Games in a grid; the next page loads when the end comes into view. */
export function GameGrid({ query, actions, emptyText, columns = 3 }: GameGridProps) {
  const games = query.data?.pages.flatMap((p) => p.list) ?? [];

  if (query.isPending) return query.fetchStatus === 'idle' ? null : <PageLoading />;
  if (query.isError && games.length === 0) {
    return <LoadFailed onRetry={() => void query.refetch()} className="game-grid-empty" />;
  }
  if (games.length === 0) {
    return <LazyErrorBlock status="empty" title={emptyText} description="" className="game-grid-empty" />;
  }
  return (
    <>
      <div className={`game-grid game-grid-${columns}`} data-testid="game-grid">
        {games.map((g) => (
          <GameCard key={g.code} game={g} actions={actions} />
        ))}
      </div>
      {query.hasNextPage && (
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        />
      )}
    </>
  );
}
