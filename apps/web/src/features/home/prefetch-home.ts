import { bulletinsQueryOptions, sideMenuQueryOptions, slidesQueryOptions } from '../../api/catalogue';
import { queryClient } from '../../api/query-client';

/** How long home's first render waits for its first reads; what comes later fills the page's skeletons. */
const FIRST_READS_WAIT_MS = 1000;

/**
 * Asks for the home page's first screen before the page has rendered (app/first-pages.ts): the side
 * menu, the bulletin and the slides, whose answers boot.ts has already asked for, with the slides'
 * pictures (api/home-reads.ts). Settles once the answers are in the query cache, or after a second:
 * the page's first render then shows them, in one render that React may split, instead of a render
 * of skeletons and one more per answer, each in one piece.
 */
export function prefetchHome(): Promise<void> {
  const reads = Promise.all([
    queryClient.prefetchQuery(sideMenuQueryOptions()),
    queryClient.prefetchQuery(bulletinsQueryOptions()),
    queryClient.prefetchQuery(slidesQueryOptions()),
  ]);
  return Promise.race([reads, new Promise((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS))]).then(
    () => undefined,
  );
}
