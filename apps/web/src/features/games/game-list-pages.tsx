import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { useGameList, type GameListFilter } from '../../api/catalogue';
import { useGameActions } from '../../api/game-actions';
import { GameGrid } from '../../shared/ui/game-grid';
import { Page } from '../../shared/ui/page';
import './games.css';

/** A list of games of its own, with favourites, as the category pages show them. */
function GameListPage({ title, hint, filter }: { title: string; hint: string; filter: GameListFilter }) {
  const { t } = useTranslation();
  const games = useGameList(filter);
  const actions = useGameActions();
  return (
    <Page title={title} className="games-page">
      <p className="games-list-hint">{hint}</p>
      <PullToRefresh
        onRefresh={async () => {
          await games.refetch();
        }}
      >
        <div className="games-body">
          <GameGrid query={games} actions={actions} emptyText={t('games.empty')} />
        </div>
      </PullToRefresh>
    </Page>
  );
}

/** pages/home/gamenew: every game, the newest first. */
export function NewestGamesPage() {
  const { t } = useTranslation();
  return (
    <GameListPage
      title={t('game_lists.newest')}
      hint={t('game_lists.newest_hint')}
      filter={{ tab: 'all', sort: 'newest' }}
    />
  );
}

/** pages/home/fastFood: the quick games (short rounds; the contract's rule, api/quick-games.ts). */
export function QuickGamesPage() {
  const { t } = useTranslation();
  return (
    <GameListPage
      title={t('game_lists.quick')}
      hint={t('game_lists.quick_hint')}
      filter={{ tab: 'all', quick: true }}
    />
  );
}
