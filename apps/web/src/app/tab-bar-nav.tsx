import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tabForPath, type TabKey } from '../shared/session/menu';
import { useSession } from '../shared/session/session-store';
import { useFirstPageSettled } from './lazy-page';
import type { TabCounts } from './tab-badges';

// The counts come once the first page has settled: the modules that ask for them bring much of the
// pages' shared code, which would otherwise load before the first page's pictures. A chunk that
// fails to load leaves the bar without counts.
const TabBadges = lazy(() =>
  import('./tab-badges').then(
    (m) => ({ default: m.TabBadges }),
    () => ({ default: () => null }),
  ),
);

const ICONS: Record<TabKey, ReactNode> = {
  home: <AppOutline />,
  promotion: <GiftOutline />,
  service: <MessageOutline />,
  sponsorship: <StarOutline />,
  mine: <UserOutline />,
};

/** The tab bar's items; its own chunk, so the login page does not load the bar and its icons. */
export function TabBarNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useSession((s) => s.tabbar);
  const [counts, setCounts] = useState<TabCounts>({});
  const settled = useFirstPageSettled();
  const active = tabForPath(items, pathname);

  return (
    <>
      {settled && (
        <Suspense fallback={null}>
          <TabBadges onCounts={setCounts} />
        </Suspense>
      )}
      <TabBar
        safeArea
        activeKey={active?.path ?? null}
        onChange={(path) => {
          if (path !== pathname) navigate(path);
        }}
      >
        {items.map((item) => (
          <TabBar.Item
            key={item.path}
            icon={ICONS[item.key]}
            title={t(item.labelKey)}
            badge={badgeOf(item.key, counts)}
          />
        ))}
      </TabBar>
    </>
  );
}

/** A tab's badge: its count when there is one. */
function badgeOf(key: TabKey, counts: TabCounts): number | undefined {
  const n = counts[key] ?? 0;
  return n > 0 ? n : undefined;
}
