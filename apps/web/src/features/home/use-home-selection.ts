import { GAME_CATEGORIES, GAME_TABS, type GameCategory, type GameTab, type SideMenuItem } from '@app/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSideMenu } from '../../api/catalogue';
import { ROUTES } from '../../shared/routes';
import { sessionStore } from '../../shared/session/session-store';

const isCategory = (v: string | null): v is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(v ?? '');
const isTab = (v: string | null): v is GameTab => (GAME_TABS as readonly string[]).includes(v ?? '');

/**
 * The category and the tab shown, kept in the address (?category=&tab=) so a reload shows the same
 * games; the side menu's categories, and picking one of them or a tab.
 */
export function useHomeSelection() {
  const navigate = useNavigate();
  const menu = useSideMenu();
  const categories = (menu.data ?? []).filter((m) => m.kind === 'category');
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category'))
    ? (params.get('category') as GameCategory)
    : ((categories[0]?.code as GameCategory | undefined) ?? 'hot');
  const tab = isTab(params.get('tab')) ? (params.get('tab') as GameTab) : 'all';

  // The session keeps the side menu, with the tab-bar flag of each entry.
  useEffect(() => {
    if (menu.data) sessionStore.setSideMenu(menu.data.map(toSessionItem));
  }, [menu.data]);

  /** Categories with a page of their own (slots, card games) open it. */
  const pickCategory = (item: SideMenuItem) => {
    if (item.route) navigate(item.route);
    else setParams({ category: item.code, ...(tab === 'all' ? {} : { tab }) }, { replace: true });
  };
  const pickTab = (key: string) => setParams({ category, ...(key === 'all' ? {} : { tab: key }) }, { replace: true });

  return { categories, category, tab, pickCategory, pickTab };
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
