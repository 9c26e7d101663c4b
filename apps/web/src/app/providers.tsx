import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client';
import { i18n, languageTag } from '../shared/i18n';
import { useSession } from '../shared/session/session-store';

// antd-mobile defaults to zh-CN, so its locale is always passed.
const ANTD_LOCALES = { zh_hans: zhCN, en: enUS } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useSession((s) => s.lang);

  useEffect(() => {
    if (i18n.language !== lang) {
      void i18n.changeLanguage(lang);
      // Server texts (msg, labels) follow the lang header, so cached answers are refetched.
      void queryClient.invalidateQueries();
    }
    document.documentElement.lang = languageTag(lang);
  }, [lang]);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[lang]}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
