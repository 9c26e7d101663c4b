import { GAME_CATEGORIES, type GameCategory, type GameStatus, type Lang } from '@app/contract';
import type { Gate } from '../../lib/gates.ts';
import type { Common } from '../common/index.ts';
import type { Venue } from '../venue/catalogue.ts';
import type { VenueService } from '../venue/service.ts';
import type { games } from './schema.ts';

export type GameRow = typeof games.$inferSelect;
export type CatalogueDeps = {
  venues: VenueService;
  common: Pick<Common, 'dictionary'>;
  /** Checks of other modules before a venue's game opens (responsible play; amount 0), lib/gates.ts. */
  launchGates: readonly Gate<{ memberId: number; amount: bigint }>[];
};

/** What a request needs to show games: the venues in service and the category names in its language. */
export async function catalogueContext({ venues, common }: CatalogueDeps, lang: Lang) {
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
export type CatalogueContext = Awaited<ReturnType<typeof catalogueContext>>;
/** The context of a language, however it is kept (the service caches it). */
export type ContextOf = (lang: Lang) => Promise<CatalogueContext>;
