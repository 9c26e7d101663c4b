import { SEARCH_KEYWORD_MAX, type Game } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGameList, useSearchGames } from '../../api/catalogue';
import { serverUrl } from '../../api/client';
import { useGameActions } from '../../api/game-actions';
import { ROUTES } from '../../shared/routes';
import { GameGrid, type GameActions } from '../../shared/ui/game-grid';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './games.css';

const DEBOUNCE_MS = 300;

/** pages/home/search: games whose name (in either language) holds the words typed; hot games before typing. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const keyword = useDebounced(text.trim(), DEBOUNCE_MS);
  const results = useSearchGames(keyword);
  const hot = useGameList({ category: 'hot', tab: 'all' });
  const actions = useGameActions();

  // The words stay in the address, so coming back from a game's page shows the same results.
  useEffect(() => {
    setParams(keyword ? { q: keyword } : {}, { replace: true });
  }, [keyword, setParams]);

  const games = results.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('games.search')} className="games-page">
      <div className="search-bar">
        <SearchBar
          value={text}
          onChange={setText}
          placeholder={t('games.search_placeholder')}
          maxLength={SEARCH_KEYWORD_MAX}
          autoFocus
          aria-label={t('games.search')}
        />
      </div>
      {keyword === '' ? (
        <>
          <h2 className="games-section-title">{t('games.hot_games')}</h2>
          <GameGrid query={hot} actions={actions} emptyText={t('games.empty')} columns={4} />
        </>
      ) : results.isPending ? (
        <PageLoading />
      ) : games.length === 0 ? (
        <ErrorBlock
          status="empty"
          title={t('games.no_match', { keyword })}
          description=""
          className="game-grid-empty"
        />
      ) : (
        <>
          <List mode="card" className="search-results" aria-label={t('games.results')}>
            {games.map((g) => (
              <SearchRow
                key={g.code}
                game={g}
                actions={actions}
                onDetail={() => navigate(`${ROUTES.gameDetail}?code=${g.code}`)}
              />
            ))}
          </List>
          <InfiniteScroll
            hasMore={results.hasNextPage}
            loadMore={async () => {
              const r = await results.fetchNextPage();
              if (r.isError) throw r.error;
            }}
          />
        </>
      )}
    </Page>
  );
}

function SearchRow({ game, actions, onDetail }: { game: Game; actions: GameActions; onDetail: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      onClick={onDetail}
      prefix={<img className="search-icon" src={serverUrl(game.icon)} alt="" />}
      description={`${game.venueName} · ${game.categoryName}${game.status === 'normal' ? '' : ` · ${game.statusLabel}`}`}
      arrowIcon={false}
      extra={
        <span className="search-actions" onClick={(e) => e.stopPropagation()}>
          <button
            type="button"
            className={game.collected ? 'icon-button search-star search-star-on' : 'icon-button search-star'}
            aria-pressed={game.collected}
            aria-label={
              game.collected ? t('games.uncollect', { name: game.name }) : t('games.collect', { name: game.name })
            }
            onClick={() => actions.onFavourite(game)}
          >
            {game.collected ? <StarFill /> : <StarOutline />}
          </button>
          <Button
            size="mini"
            color="primary"
            shape="rounded"
            loading={actions.opening === game.code}
            disabled={actions.opening !== null}
            onClick={() => actions.onOpen(game)}
          >
            {t('games.play')}
          </Button>
        </span>
      }
    >
      {game.name}
    </List.Item>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
