import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../shared/session/session-store';
import { queryClient } from './query-client';

/** How often a badge's count is asked for again while the app is open. */
const UNREAD_POLL_MS = 60_000;

/**
 * A badge's count for the signed-in member (0 for a visitor), asked for again every minute. The
 * client is named, since the tab bar sits outside the pages' QueryClientProvider (app/page-providers.tsx).
 */
export function useUnreadCount(queryKey: QueryKey, count: (signal: AbortSignal) => Promise<number>): number {
  const signedIn = useSession((s) => s.token !== null);
  const query = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => count(signal),
      enabled: signedIn,
      refetchInterval: UNREAD_POLL_MS,
      staleTime: 0,
    },
    queryClient,
  );
  return signedIn ? (query.data ?? 0) : 0;
}
