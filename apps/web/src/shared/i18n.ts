import { isMessageKey, type Lang, type Messages } from '@app/contract';
import { zh_hans } from '@app/contract/messages';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sessionStore } from './session/session-store';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    keySeparator: false;
    nsSeparator: false;
  }
}

/** One i18next instance, fed from the contract's catalogues; keys are flat, with dots. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The default language (also the fallback) ships with the first load; English is fetched when chosen.
  resources: { zh_hans: { translation: zh_hans } },
  lng: sessionStore.getState().lang,
  fallbackLng: 'zh_hans',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  initAsync: false,
  showSupportNotice: false,
});

const LOADERS: Record<Lang, () => Promise<Messages>> = {
  zh_hans: () => Promise.resolve(zh_hans),
  en: () => import('@app/contract/messages/en').then((m) => m.en),
};

/** Makes `lang`'s texts available (fetching its catalogue once); call before switching to it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await LOADERS[lang]());
}

/** Text of a message key that arrives as a plain string (zod issue messages); unknown keys show as is. */
export function messageText(t: TFunction, key: string | undefined): string {
  if (!key) return '';
  return isMessageKey(key) ? t(key) : key;
}

/** BCP 47 tag of a language setting, for <html lang> and Intl. */
export function languageTag(lang: Lang): string {
  return lang === 'en' ? 'en' : 'zh-CN';
}
