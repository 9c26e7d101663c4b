import type { Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/invalidation.ts';
import { answerCache } from '../../lib/answer-cache.ts';
import { createContent } from './content.ts';
import { catalogueContext, type CatalogueDeps } from './context.ts';
import { createGameQueries } from './games.ts';
import { openGame } from './launch.ts';
import { publicReads } from './public-reads.ts';
import { seedCatalogue } from './seed.ts';

/**
 * The game catalogue and the home page's content. Venues (names, whether they take players,
 * launches) come from the venue service and category names from the common dictionary; a game
 * of a venue that is switched off is not shown at all, one of a venue under maintenance is shown
 * as such and never opened. Public answers and the venues-and-categories context are cached,
 * emptied whenever `changes` says the catalogue changed on any instance (docs/decisions.md,
 * Catalogue cache).
 */
export function createCatalogueService(db: Db, deps: CatalogueDeps & { changes: ChangeFeed }) {
  const cached = answerCache(deps.changes);
  const contextOf = (lang: Lang) =>
    cached(`context:${lang}`, async () => ({ value: await catalogueContext(deps, lang) }));
  const queries = createGameQueries(db, contextOf);
  const content = createContent(db);
  return {
    ...queries,
    ...content,
    ...publicReads(db, { queries, content, contextOf, cached }),
    openGame: (memberId: number, code: string, lang: Lang) =>
      openGame(db, { ...deps, contextOf }, memberId, code, lang),
    seed: () => seedCatalogue(db),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
