// Set up with the pages, which alone use them: antd-mobile's React 19 hook (toasts, dialogs) and zod.
import './antd-react-19';
import './zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';
import { sessionStore } from '../shared/session/session-store';

// Server texts (msg, labels) follow the lang header, so cached answers are refetched when it changes.
let answeredLang = sessionStore.getState().lang;
sessionStore.subscribe(() => {
  const { lang } = sessionStore.getState();
  if (lang === answeredLang) return;
  answeredLang = lang;
  void queryClient.invalidateQueries();
});

/**
 * Around each page: the query cache. Loaded with the page rather than with the app, so TanStack
 * Query is not part of the first load (docs/decisions.md, Web app); every page shares one client.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
