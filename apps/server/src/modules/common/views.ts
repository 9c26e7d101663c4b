import type { Lang } from '@app/contract';
import type { banks, dictionaryItems } from './schema.ts';

export function bankView(b: typeof banks.$inferSelect, lang: Lang) {
  return { code: b.code, label: lang === 'en' ? b.nameEn : b.nameZhHans, sort: b.sort, fastTransfer: b.fastTransfer };
}

export function dictionaryItemView(r: typeof dictionaryItems.$inferSelect, lang: Lang) {
  return { code: r.code, label: lang === 'en' ? r.labelEn : r.labelZhHans, sort: r.sort };
}
