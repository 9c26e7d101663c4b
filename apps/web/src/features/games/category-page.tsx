import { GAME_TABS, type GameCategory, type GameTab } from '@app/contract';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGameList, useSideMenu } from '../../api/catalogue';
import { useGameActions } from '../../api/game-actions';
import { ROUTES } from '../../shared/routes';
import { GameGrid } from '../../shared/ui/game-grid';
import { GameTabs } from '../../shared/ui/game-tabs';
import { Page } from '../../shared/ui/page';
import './games.css';

/** A category's own tab page (home/dz: slots, home/qp: card games): its games on the All / Recommend / Collection tabs. */
function CategoryPage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = (GAME_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as GameTab)
    : 'all';
  const menu = useSideMenu().data;
  const title =
    menu?.find((m) => m.kind === 'category' && m.code === category)?.name ?? t(`games.category.${category}`);
  const games = useGameList({ category, tab });
  const actions = useGameActions();

  return (
    <Page
      title={title}
      back={false}
      className="games-page"
      right={
        <button
          type="button"
          className="nav-link games-nav-icon"
          aria-label={t('games.search')}
          onClick={() => navigate(ROUTES.search)}
        >
          <SearchOutline />
        </button>
      }
    >
      <div className="games-tabs">
        <GameTabs active={tab} onPick={(key) => setParams(key === 'all' ? {} : { tab: key }, { replace: true })} />
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await games.refetch();
        }}
      >
        <div className="games-body">
          <GameGrid
            query={games}
            actions={actions}
            emptyText={tab === 'collection' ? t('games.no_favourites') : t('games.empty')}
          />
        </div>
      </PullToRefresh>
    </Page>
  );
}

/** pages/tabbarPages/home/dz */
export function SlotsPage() {
  return <CategoryPage category="slots" />;
}

/** pages/tabbarPages/home/qp */
export function CardsPage() {
  return <CategoryPage category="cards" />;
}
