import { FEEDBACK_API } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../shared/session/session-store';
import { call } from './client';
import { queryClient } from './query-client';

// The unread-reply badge's own module, apart from api/feedback.ts, whose forms and uploads bring much
// of the pages' shared code: the tab bar loads this one (app/tab-badges.tsx).

/** How often the unread-reply badge asks again while the app is open. */
const UNREAD_POLL_MS = 60_000;
export const FEEDBACK_UNREAD_KEY = ['feedback', 'unread'] as const;

async function getFeedbackUnread(signal?: AbortSignal) {
  return (await call(FEEDBACK_API.unread, undefined, { signal, quiet: true })).data.count;
}

/**
 * Tickets with a support reply not yet opened (0 for a visitor), for the badges. The client is
 * named, since the tab bar sits outside the pages' QueryClientProvider (app/page-providers.tsx).
 */
export function useFeedbackUnread(): number {
  const signedIn = useSession((s) => s.token !== null);
  const query = useQuery(
    {
      queryKey: FEEDBACK_UNREAD_KEY,
      queryFn: ({ signal }) => getFeedbackUnread(signal),
      enabled: signedIn,
      refetchInterval: UNREAD_POLL_MS,
      staleTime: 0,
    },
    queryClient,
  );
  return signedIn ? (query.data ?? 0) : 0;
}
