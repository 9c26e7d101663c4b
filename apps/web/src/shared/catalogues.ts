import type { Lang, Messages } from '@app/contract';

/** A part of a language's catalogue: the areas' texts (the contract's messages/areas/), or the rest. */
export type CataloguePart = 'core' | 'areas';

/**
 * Each language's catalogue in two parts, each a chunk of its own, fetched when first asked for:
 * the pages a visit starts on show no area's texts, so they wait for the core alone. Without
 * i18next, so boot.ts can start the fetch before the shell arrives (i18n.ts adds it).
 */
export const loadCatalogue: Record<Lang, Record<CataloguePart, () => Promise<Partial<Messages>>>> = {
  zh_hans: {
    core: () => import('./catalogue-zh-hans').then(({ coreZh }) => coreZh),
    areas: () => import('@app/contract/messages/areas').then(({ areasZh }) => areasZh),
  },
  en: {
    core: () => import('@app/contract/messages/en').then(({ coreEn }) => coreEn),
    areas: () => import('@app/contract/messages/areas').then(({ areasEn }) => areasEn),
  },
};
