import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CommonService } from '../common/service.ts';
import type { VenueService } from '../venue/service.ts';
import catalogueRoutes from './routes.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

/** Seeds the demo catalogue (idempotent) and registers the home and catalogue routes. */
export async function startCatalogue(
  app: FastifyInstance,
  db: Db,
  deps: { venues: VenueService; common: CommonService },
): Promise<CatalogueService> {
  const catalogue = createCatalogueService(db, deps);
  await catalogue.seed();
  await app.register(catalogueRoutes, { catalogue });
  return catalogue;
}
