import type { Lang, Messages } from '@app/contract';

/**
 * Each language's whole catalogue, a chunk of its own, fetched when first asked for. Without
 * i18next, so boot.ts can start the fetch before the shell arrives (i18n.ts adds it).
 */
export const loadCatalogue: Record<Lang, () => Promise<Messages>> = {
  zh_hans: () => import('./catalogue-zh-hans').then(({ zh_hans }) => zh_hans),
  en: () => import('@app/contract/messages/en').then(({ en }) => en),
};
