import type { Lang, MessageKey, Messages } from '@app/contract';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, type CataloguePart } from './catalogues';
import { sessionStore } from './session/session-store';
import { SHELL_MESSAGES } from './shell-messages';

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
  // Only the shell's texts ship with the first load; a language's catalogue is fetched beside the
  // first page's chunks, and every page waits for it (app/lazy-page.tsx; docs/decisions.md, Web app).
  resources: { zh_hans: { translation: SHELL_MESSAGES.zh_hans }, en: { translation: SHELL_MESSAGES.en } },
  lng: sessionStore.getState().lang,
  fallbackLng: 'zh_hans',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  initAsync: false,
  showSupportNotice: false,
});

/** The texts a page waits for: all of its language's, or the core, enough for the pages a visit starts on. */
export type Texts = 'all' | 'core';

const loading = new Map<string, Promise<void>>();

/** Adds a part of `lang`'s catalogue, fetching it once (again after a failure). */
function loadPart(lang: Lang, part: CataloguePart): Promise<void> {
  const key = `${lang}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadCatalogue[lang][part]().then((messages) => {
      i18n.addResourceBundle(lang, 'translation', messages, true, true);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Makes `lang`'s texts available (`texts`: all, or the core); call before showing them. */
export function loadLanguage(lang: Lang, texts: Texts = 'all'): Promise<void> {
  const core = loadPart(lang, 'core');
  return texts === 'core' ? core : Promise.all([core, loadPart(lang, 'areas')]).then(() => undefined);
}

/** `chunk` once the member's texts (`texts` of them) are there too: a part fetched lazily that shows them. */
export function withTexts<T>(chunk: Promise<T>, texts: Texts = 'all'): Promise<T> {
  return Promise.all([chunk, loadLanguage(sessionStore.getState().lang, texts)]).then(([loaded]) => loaded);
}

/** Text of a message key that arrives as a plain string (zod issue messages); unknown keys show as is. */
export function messageText(t: TFunction, key: string | undefined): string {
  if (!key) return '';
  return i18n.exists(key) ? t(key as MessageKey) : key;
}

/** BCP 47 tag of a language setting, for <html lang> and Intl. */
export function languageTag(lang: Lang): string {
  return lang === 'en' ? 'en' : 'zh-CN';
}
