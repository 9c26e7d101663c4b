import { bulletinsQueryOptions, sideMenuQueryOptions, slidesQueryOptions } from '../../api/catalogue';
import { serverUrl } from '../../api/client';
import { queryClient } from '../../api/query-client';

/**
 * Asks for the home page's first screen before the page has rendered (boot.ts): the side menu,
 * the bulletin and the slides, whose answers boot.ts has already asked for (api/home-reads.ts),
 * then the slides' pictures, the largest thing the page shows. The page finds the answers in the
 * query cache and the pictures in the browser's.
 */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(sideMenuQueryOptions());
  void queryClient.prefetchQuery(bulletinsQueryOptions());
  void queryClient.fetchQuery(slidesQueryOptions()).then(
    (slides) => slides.forEach((slide) => (new Image().src = serverUrl(slide.image))),
    () => undefined,
  );
}
