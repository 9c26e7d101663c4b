import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFeedbackUnread } from '../api/feedback';
import { useUnreadMessages } from '../api/messages';
import { tabForPath, type TabKey } from '../shared/session/menu';
import { useSession } from '../shared/session/session-store';

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
  // Support replies not yet opened show on the Customer Service tab.
  const unreadReplies = useFeedbackUnread();
  // Unread messages show on My (features/messages).
  const unreadMessages = useUnreadMessages();
  const active = tabForPath(items, pathname);

  return (
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
          badge={badgeOf(item.key, { service: unreadReplies, mine: unreadMessages })}
        />
      ))}
    </TabBar>
  );
}

/** A tab's badge: its count when there is one. */
function badgeOf(key: TabKey, counts: Partial<Record<TabKey, number>>): number | undefined {
  const n = counts[key] ?? 0;
  return n > 0 ? n : undefined;
}
