export const LANGS = ['zh_hans', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh_hans';

/** The `lang` header or setting as sent by a client; anything unknown falls back to the default. */
export function parseLang(value: unknown): Lang {
  return LANGS.includes(value as Lang) ? (value as Lang) : DEFAULT_LANG;
}
