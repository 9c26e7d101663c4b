import type { Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createContent } from './content.ts';
import { catalogueContext, type CatalogueDeps } from './context.ts';
import { createGameQueries } from './games.ts';
import { openGame } from './launch.ts';
import { seedCatalogue } from './seed.ts';
import { sideMenuView } from './views.ts';

/**
 * The game catalogue and the home page's content. Venues (names, whether they take players,
 * launches) come from the venue service and category names from the common dictionary; a game
 * of a venue that is switched off is not shown at all, one of a venue under maintenance is shown
 * as such and never opened.
 */
export function createCatalogueService(db: Db, deps: CatalogueDeps) {
  return {
    ...createGameQueries(db, deps),
    ...createContent(db),
    sideMenu: async (lang: Lang) => sideMenuView(await catalogueContext(deps, lang)),
    openGame: (memberId: number, code: string, lang: Lang) => openGame(db, deps, memberId, code, lang),
    seed: () => seedCatalogue(db),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
