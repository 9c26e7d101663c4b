import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/invalidation.ts';
import type { Audit } from '../operator/index.ts';
import type { CatalogueDeps } from './context.ts';
import { noticeAdminRoutes } from './notice-admin.ts';
import { catalogueRoutes } from './routes.ts';
import { createCatalogueService } from './service.ts';

/** The home page and the game catalogue; `directory` names venue games for the bet records. */
export function startCatalogue(deps: CatalogueDeps & { db: Db; changes: ChangeFeed; audit: Audit }) {
  const catalogue = createCatalogueService(deps.db, deps);
  return {
    routes: [...catalogueRoutes(catalogue), ...noticeAdminRoutes(deps)],
    seed: catalogue.seed,
    directory: catalogue.directory,
  };
}
