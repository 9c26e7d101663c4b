import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { withTexts } from '../shared/i18n';
import { firstPageShown } from './lazy-page';

// The bar is its own chunk, so visitors (login, register) never load it, fetched once the first
// page has shown, so that its unread counts do not delay the page. A failed fetch (offline) is
// tried again at the next page.
let TabBarNav: ComponentType | null = null;
// Its labels are in the core of the member's catalogue, which may still be on its way.
const loadTabBar = () =>
  withTexts(
    firstPageShown.then(() => import('./tab-bar-nav')),
    'core',
  ).then((m) => {
    TabBarNav = m.TabBarNav;
  });

/** Tab pages: the page above, the tab bar fixed below. */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [, setLoaded] = useState(TabBarNav !== null);
  useEffect(() => {
    if (!TabBarNav)
      loadTabBar().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [pathname]);

  return (
    <div className="tab-layout">
      <div className="tab-layout-page">
        <Outlet />
      </div>
      <nav className="tab-layout-bar" aria-label={t('app.tabbar')}>
        {TabBarNav && <TabBarNav />}
      </nav>
    </div>
  );
}
