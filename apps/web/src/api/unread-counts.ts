import { UNREAD_COUNTS_API } from '@app/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../shared/session/session-store';
import { call } from './client';
import { queryClient } from './query-client';

// The badges' counts, apart from api/feedback.ts and api/messages.ts, whose forms and lists bring much
// of the pages' shared code: the tab bar loads this module alone (app/tab-badges.tsx).

/** How often a badge's count is asked for again while the app is open. */
const UNREAD_POLL_MS = 60_000;

export const FEEDBACK_UNREAD_KEY = ['feedback', 'unread'] as const;
/** Under the messages' keys (api/messages.ts), so what changes them asks for the count again. */
export const MESSAGES_UNREAD_KEY = ['messages', 'unread'] as const;

/**
 * A badge's count for the signed-in member (0 for a visitor), asked for again every minute. The
 * client is named, since the tab bar sits outside the pages' QueryClientProvider (app/page-providers.tsx).
 */
function useUnreadCount(queryKey: QueryKey, endpoint: (typeof UNREAD_COUNTS_API)[keyof typeof UNREAD_COUNTS_API]) {
  const signedIn = useSession((s) => s.token !== null);
  const query = useQuery(
    {
      queryKey,
      queryFn: async ({ signal }) => (await call(endpoint, undefined, { signal, quiet: true })).data.count,
      enabled: signedIn,
      refetchInterval: UNREAD_POLL_MS,
      staleTime: 0,
    },
    queryClient,
  );
  return signedIn ? (query.data ?? 0) : 0;
}

/** Tickets with a support reply not yet opened (0 for a visitor). */
export const useFeedbackUnread = (): number => useUnreadCount(FEEDBACK_UNREAD_KEY, UNREAD_COUNTS_API.feedback);
/** Messages not yet opened (0 for a visitor). */
export const useUnreadMessages = (): number => useUnreadCount(MESSAGES_UNREAD_KEY, UNREAD_COUNTS_API.messages);
