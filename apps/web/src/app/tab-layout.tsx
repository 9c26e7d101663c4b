import { TabBar } from 'antd-mobile';
import { AppOutline, GiftOutline, MessageOutline, StarOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { tabForPath, type TabKey } from '../shared/session/menu';
import { useSession } from '../shared/session/session-store';

const ICONS: Record<TabKey, ReactNode> = {
  home: <AppOutline />,
  promotion: <GiftOutline />,
  service: <MessageOutline />,
  sponsorship: <StarOutline />,
  mine: <UserOutline />,
};

/** Tab pages: the page above, the tab bar fixed below. */
export function TabLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useSession((s) => s.tabbar);
  const active = tabForPath(items, pathname);

  return (
    <div className="tab-layout">
      <div className="tab-layout-page">
        <Outlet />
      </div>
      <nav className="tab-layout-bar" aria-label={t('app.tabbar')}>
        <TabBar
          safeArea
          activeKey={active?.path ?? null}
          onChange={(path) => {
            if (path !== pathname) navigate(path);
          }}
        >
          {items.map((item) => (
            <TabBar.Item key={item.path} icon={ICONS[item.key]} title={t(item.labelKey)} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
