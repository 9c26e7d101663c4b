import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/invalidation.ts';
import type { CatalogueDeps } from './context.ts';
import { catalogueRoutes } from './routes.ts';
import { createCatalogueService } from './service.ts';

/** The home page and the game catalogue; `directory` names venue games for the bet records. */
export function startCatalogue(deps: CatalogueDeps & { db: Db; changes: ChangeFeed }) {
  const catalogue = createCatalogueService(deps.db, deps);
  return { routes: catalogueRoutes(catalogue), seed: catalogue.seed, directory: catalogue.directory };
}
