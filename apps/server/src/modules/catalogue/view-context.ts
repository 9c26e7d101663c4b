import { GAME_CATEGORIES, type GameCategory, type GameStatus, type Lang } from '@app/contract';
import type { Venue } from '../venue/index.ts';
import type { CatalogueDeps } from './deps.ts';
import type { games } from './schema.ts';

export type GameRow = typeof games.$inferSelect;

/** What a request needs to show games: the venues in service and the category names in its language. */
async function readContext({ venues, common }: CatalogueDeps, lang: Lang) {
  const list = await venues.catalogue.list();
  const byCode = new Map(list.map((v) => [v.code, v]));
  const dictionary = await common.dictionary(lang, 'gameCategories');
  const categories = (dictionary.gameCategories ?? []).filter((c): c is typeof c & { code: GameCategory } =>
    (GAME_CATEGORIES as readonly string[]).includes(c.code),
  );
  const categoryNames = new Map(categories.map((c) => [c.code, c.label]));
  const statusOf = (g: GameRow, venue: Venue): GameStatus => {
    if (g.status === 'closed') return 'closed';
    return venues.catalogue.adapterOf(venue) ? 'normal' : 'maintenance';
  };
  return { venues: byCode, categories, categoryNames, lang, statusOf };
}
export type CatalogueContext = Awaited<ReturnType<typeof readContext>>;

/** The context of a language, kept in the answer cache. */
export function contextOf(deps: CatalogueDeps, lang: Lang): Promise<CatalogueContext> {
  return deps.cached(`context:${lang}`, async () => ({ value: await readContext(deps, lang) }));
}
