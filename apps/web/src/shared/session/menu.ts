import type { MessageKey } from '@app/contract';
import { ROUTES } from '../routes';

export type TabKey = 'home' | 'promotion' | 'service' | 'sponsorship' | 'mine';

export type TabItem = {
  key: TabKey;
  labelKey: MessageKey;
  path: string;
  /** Other paths that show this tab as active. */
  aliases?: readonly string[];
};

/** An entry of the side menu (getSideMenu); `isTabbar` marks entries that are also tab-bar items. */
export type SideMenuItem = {
  id: string;
  name: string;
  path: string;
  icon: string;
  isTabbar: boolean;
};

/** The tab bar, in the product's order: Home, Promotion, Customer Service, Sponsorship, My. */
export const DEFAULT_TAB_ITEMS: readonly TabItem[] = [
  { key: 'home', labelKey: 'tab.home', path: ROUTES.home, aliases: [ROUTES.homeAlias, ROUTES.slots, ROUTES.cards] },
  { key: 'promotion', labelKey: 'tab.promotion', path: ROUTES.promotion },
  { key: 'service', labelKey: 'tab.service', path: ROUTES.service },
  { key: 'sponsorship', labelKey: 'tab.sponsorship', path: ROUTES.sponsorship },
  { key: 'mine', labelKey: 'tab.mine', path: ROUTES.mine },
];

/** The tab item whose page is at `pathname`, if any. */
export function tabForPath(items: readonly TabItem[], pathname: string): TabItem | undefined {
  return items.find((item) => item.path === pathname || item.aliases?.includes(pathname));
}
