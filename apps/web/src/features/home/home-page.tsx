import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGameList } from '../../api/catalogue';
import { useGameActions } from '../../api/game-actions';
import { withTexts } from '../../shared/i18n';
import { ROUTES } from '../../shared/routes';
import { GameGrid } from '../../shared/ui/game-grid';
import { GameTabs } from '../../shared/ui/game-tabs';
import { Page } from '../../shared/ui/page';
import { CategoryMenu } from './category-menu';
import { HomeBanner } from './home-banner';
import { useHomeSelection } from './use-home-selection';
import './home.css';

// The links to the newest and quick games show areas' texts, which home's first load does not wait
// for: their chunk comes with those texts, after the page. One that fails to load leaves them out.
const HomeShortcuts = lazy(() =>
  withTexts(import('./home-shortcuts')).then(
    (m): { default: () => ReactNode } => ({ default: m.HomeShortcuts }),
    () => ({ default: () => null }),
  ),
);

/**
 * Home (tab 0): slides, the bulletin, and the category side menu beside the game grid with its
 * All / Recommend / Collection tabs. Categories with a page of their own (slots, card games) open it.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { categories, category, tab, pickCategory, pickTab } = useHomeSelection();
  const games = useGameList({ category, tab });
  const actions = useGameActions();

  return (
    <Page title={t('tab.home')} back={false} className="home-page" right={<SearchButton />}>
      <HomeBanner />
      <div className="home-games">
        <CategoryMenu categories={categories} active={category} onPick={pickCategory} />
        <section className="home-grid" aria-label={t('home.games')}>
          <Suspense fallback={null}>
            <HomeShortcuts />
          </Suspense>
          <div className="home-tabs">
            <GameTabs active={tab} onPick={pickTab} />
          </div>
          <GameGrid
            query={games}
            actions={actions}
            emptyText={tab === 'collection' ? t('games.no_favourites') : t('games.empty')}
          />
        </section>
      </div>
    </Page>
  );
}

function SearchButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nav-link home-search"
      aria-label={t('games.search')}
      onClick={() => navigate(ROUTES.search)}
    >
      <SearchOutline />
    </button>
  );
}
