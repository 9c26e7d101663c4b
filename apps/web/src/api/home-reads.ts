import { CATALOGUE_PATHS } from '@app/contract/catalogue-paths';
import type { Persisted } from '../shared/session/session-storage';
import { apiBaseFromLocation, apiUrl, assetUrl } from './api-base';
import { sendEarly, sessionHeaders } from './early-requests';

/** The pages of slides and of the bulletin that home shows (api/catalogue.ts asks for these). */
export const SLIDES_PAGE = { page: 1, limit: 10 } as const;
export const BULLETINS_PAGE = { page: 1, limit: 20 } as const;

/**
 * Home's first reads (the side menu, the slides, the bulletin), sent by boot.ts before the page's
 * scripts have arrived, so their answers are there when it asks (api/early-requests.ts). At the page's
 * own address: a build whose API lives elsewhere (VITE_API_BASE) asks again, and loses only the head start.
 * Answers the slides' pictures' addresses, once their list has come (none when it did not).
 */
export function sendHomeReadsEarly(session: Persisted): Promise<string[]> {
  const base = apiBaseFromLocation(window.location);
  const headers = sessionHeaders(session);
  sendEarly(apiUrl(base, CATALOGUE_PATHS.sideMenu), headers);
  const slides = sendEarly(apiUrl(base, CATALOGUE_PATHS.slideshowList, SLIDES_PAGE), headers);
  sendEarly(apiUrl(base, CATALOGUE_PATHS.bulletin, BULLETINS_PAGE), headers);
  return fetchPictures(slides, base);
}

/**
 * The slides' pictures, the largest thing home shows, fetched as soon as their list has come, before
 * the page's scripts have: the page then finds them in the browser's cache. The list is read from a
 * clone, taken before the request helper reads the answer (this runs first, as it asked first);
 * the helper checks it against its schema, and anything unexpected here only fetches nothing.
 */
async function fetchPictures(response: Promise<Response>, base: string): Promise<string[]> {
  try {
    const body = (await (await response).clone().json()) as { data?: { list?: { image?: unknown }[] } };
    const pictures = (body.data?.list ?? []).flatMap((s) =>
      typeof s.image === 'string' ? [assetUrl(base, s.image)] : [],
    );
    for (const src of pictures) new Image().src = src;
    return pictures;
  } catch {
    // No pictures early: the page fetches them as it shows them.
    return [];
  }
}
