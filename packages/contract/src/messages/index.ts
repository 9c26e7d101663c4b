import type { Lang } from '../lang.ts';
import { coreEn, en } from './en.ts';
import { coreZh, zh_hans, type MessageKey, type Messages } from './zh_hans.ts';

export { coreEn, coreZh, en, zh_hans };
export type { MessageKey, Messages };

export const catalogues: Record<Lang, Messages> = { zh_hans, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zh_hans, key);
}

/** Text of `key` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
