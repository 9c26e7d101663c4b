import type { Lang } from '@app/contract';
import type { CatalogueDeps } from './deps.ts';
import { directory } from './games.ts';
import { catalogueRoutes } from './routes.ts';
import { seedCatalogue } from './seed.ts';

export type { CatalogueDeps } from './deps.ts';

/**
 * The home page and the game catalogue, with the operators' notices. Venues (names, whether they
 * take players, launches) come from the venue module and category names from the common
 * dictionary; a game of a venue that is switched off is not shown at all, one of a venue under
 * maintenance is shown as such and never opened. `directory` names venue games for the bet records.
 */
export function startCatalogue(deps: CatalogueDeps) {
  return {
    routes: catalogueRoutes(deps),
    seed: () => seedCatalogue(deps),
    directory: (venueCode: string, venueGameCodes: string[], lang: Lang) =>
      directory(deps, venueCode, venueGameCodes, lang),
  };
}
