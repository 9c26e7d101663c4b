import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, languageTag, loadLanguage } from '../shared/i18n';
import { useSession } from '../shared/session/session-store';

// antd-mobile defaults to zh-CN, so its locale is always passed.
const ANTD_LOCALES = { zh_hans: zhCN, en: enUS } as const;

/** Around the whole app: the member's language for our texts and antd-mobile's. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const lang = useSession((s) => s.lang);

  useEffect(() => {
    if (i18n.language !== lang) void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
    document.documentElement.lang = languageTag(lang);
  }, [lang]);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[lang]}>{children}</ConfigProvider>
    </I18nextProvider>
  );
}
