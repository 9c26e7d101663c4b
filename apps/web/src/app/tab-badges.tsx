import { useEffect } from 'react';
import { useFeedbackUnread, useUnreadMessages } from '../api/unread-counts';
import type { TabKey } from '../shared/session/menu';

export type TabCounts = Partial<Record<TabKey, number>>;

/**
 * The tab bar's counts, passed up as they change: support replies not yet opened on Customer
 * Service (features/feedback), unread messages on My (features/messages). A chunk of its own, as
 * the feedback and messages modules bring much of the pages' shared code (tab-bar-nav.tsx).
 */
export function TabBadges({ onCounts }: { onCounts: (counts: TabCounts) => void }) {
  const service = useFeedbackUnread();
  const mine = useUnreadMessages();
  useEffect(() => onCounts({ service, mine }), [service, mine, onCounts]);
  return null;
}
