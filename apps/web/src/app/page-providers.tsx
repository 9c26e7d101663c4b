// Set up with the pages, which alone use them: antd-mobile's theme variables (its index imports
// them; components are imported each from its own file), its React 19 hook (toasts, dialogs) and zod.
import 'antd-mobile/es/global';
import './antd-react-19';
import './zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';
import { sessionStore, useSession } from '../shared/session/session-store';

// antd-mobile defaults to zh-CN, so its locale is always passed.
const ANTD_LOCALES = { zh_hans: zhCN, en: enUS } as const;

// Server texts (msg, labels) follow the lang header, so cached answers are refetched when it changes.
let answeredLang = sessionStore.getState().lang;
sessionStore.subscribe(() => {
  const { lang } = sessionStore.getState();
  if (lang === answeredLang) return;
  answeredLang = lang;
  void queryClient.invalidateQueries();
});

/**
 * Around each page: antd-mobile's locale and the query cache. Loaded with the page rather than
 * with the app, so neither antd-mobile nor TanStack Query is part of the first load
 * (docs/decisions.md, Web app); every page shares one client.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  const lang = useSession((s) => s.lang);
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
