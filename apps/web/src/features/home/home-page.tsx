import { GAME_CATEGORIES, GAME_TABS, type GameCategory, type GameTab, type SideMenuItem } from '@app/contract';
import { CapsuleTabs, PullToRefresh, SideBar } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGameList, useSideMenu } from '../../api/catalogue';
import { serverUrl } from '../../api/client';
import { useGameActions } from '../../api/game-actions';
import { queryClient } from '../../api/query-client';
import { ROUTES } from '../../shared/routes';
import { sessionStore } from '../../shared/session/session-store';
import { GameGrid } from '../../shared/ui/game-grid';
import { Page } from '../../shared/ui/page';
import { HomeBanner } from './home-banner';
import './home.css';

const isCategory = (v: string | null): v is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(v ?? '');
const isTab = (v: string | null): v is GameTab => (GAME_TABS as readonly string[]).includes(v ?? '');

/**
 * Home (tab 0): slides, the bulletin, and the category side menu beside the game grid with its
 * All / Recommend / Collection tabs. Categories with a page of their own (slots, card games) open it.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useSideMenu();
  const categories = (menu.data ?? []).filter((m) => m.kind === 'category');
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category'))
    ? (params.get('category') as GameCategory)
    : ((categories[0]?.code as GameCategory | undefined) ?? 'hot');
  const tab = isTab(params.get('tab')) ? (params.get('tab') as GameTab) : 'all';
  const games = useGameList({ category, tab });
  const actions = useGameActions();

  // The session keeps the side menu, with the tab-bar flag of each entry.
  useEffect(() => {
    if (menu.data) sessionStore.setSideMenu(menu.data.map(toSessionItem));
  }, [menu.data]);

  const pick = (item: SideMenuItem) => {
    if (item.route) navigate(item.route);
    else setParams({ category: item.code, ...(tab === 'all' ? {} : { tab }) }, { replace: true });
  };

  return (
    <Page
      title={t('tab.home')}
      back={false}
      className="home-page"
      right={
        <button
          type="button"
          className="nav-link home-search"
          aria-label={t('games.search')}
          onClick={() => navigate(ROUTES.search)}
        >
          <SearchOutline />
        </button>
      }
    >
      <PullToRefresh
        onRefresh={async () => {
          await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
        }}
      >
        <HomeBanner />
        <div className="home-games">
          <nav className="home-menu" aria-label={t('home.categories')}>
            <SideBar
              activeKey={category}
              onChange={(key) => {
                const item = categories.find((c) => c.code === key);
                if (item) pick(item);
              }}
            >
              {categories.map((c) => (
                <SideBar.Item
                  key={c.code}
                  title={
                    <span className="home-menu-item">
                      {c.icon && <img src={serverUrl(c.icon)} alt="" className="home-menu-icon" />}
                      <span>{c.name}</span>
                    </span>
                  }
                />
              ))}
            </SideBar>
          </nav>
          <section className="home-grid" aria-label={t('home.games')}>
            <div className="home-tabs">
              <CapsuleTabs
                activeKey={tab}
                onChange={(key) => setParams({ category, ...(key === 'all' ? {} : { tab: key }) }, { replace: true })}
              >
                {GAME_TABS.map((k) => (
                  <CapsuleTabs.Tab key={k} title={t(`games.tab.${k}`)} />
                ))}
              </CapsuleTabs>
            </div>
            <GameGrid
              query={games}
              actions={actions}
              emptyText={tab === 'collection' ? t('games.no_favourites') : t('games.empty')}
            />
          </section>
        </div>
      </PullToRefresh>
    </Page>
  );
}

function toSessionItem(item: SideMenuItem) {
  return {
    id: item.code,
    name: item.name,
    path: item.route ?? `${ROUTES.home}?category=${item.code}`,
    icon: item.icon ?? '',
    isTabbar: item.isTabbar,
  };
}
