import { FEEDBACK_API } from '@app/contract';
import { call } from './client';
import { useUnreadCount } from './unread-count';

// The unread-reply badge's own module, apart from api/feedback.ts, whose forms and uploads bring much
// of the pages' shared code: the tab bar loads this one (app/tab-badges.tsx).

export const FEEDBACK_UNREAD_KEY = ['feedback', 'unread'] as const;

async function getFeedbackUnread(signal?: AbortSignal) {
  return (await call(FEEDBACK_API.unread, undefined, { signal, quiet: true })).data.count;
}

/** Tickets with a support reply not yet opened (0 for a visitor), for the badges. */
export const useFeedbackUnread = (): number => useUnreadCount(FEEDBACK_UNREAD_KEY, getFeedbackUnread);
