import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, languageTag, loadLanguage } from '../shared/i18n';
import { useSession } from '../shared/session/session-store';

/**
 * Around the whole app: the member's language for our texts. antd-mobile's locale is given with
 * each page (page-providers.tsx), which alone use its components.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const lang = useSession((s) => s.lang);

  useEffect(() => {
    if (i18n.language !== lang) void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
    document.documentElement.lang = languageTag(lang);
  }, [lang]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
