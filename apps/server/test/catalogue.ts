// The catalogue's jobs on a test app's database, read past every cache (not a test file itself).
import type { FastifyInstance } from 'fastify';
import type { GameCategory, GameTab, Lang } from '@app/contract';
import type { PageQuery } from '../src/db/paginate.ts';
import { answerCache } from '../src/lib/answer-cache.ts';
import { systemClock } from '../src/lib/clock.ts';
import { NOT_LISTENING } from '../src/lib/invalidation.ts';
import { nextBulletinsChange, nextSlidesChange } from '../src/modules/catalogue/content.ts';
import { setGameStatus } from '../src/modules/catalogue/games.ts';
import type { CatalogueDeps } from '../src/modules/catalogue/index.ts';
import { allGames, bulletins, gameList, search, sideMenu, slides } from '../src/modules/catalogue/public-reads.ts';
import { seedCatalogue } from '../src/modules/catalogue/seed.ts';
import { startCommon } from '../src/modules/common/index.ts';
import { audit } from '../src/modules/operator/index.ts';
import { createVenueService } from '../src/modules/venue/service.ts';

/** The venues of `app`, read from the database every time, as an operator's tool would have them. */
export const venuesOf = (app: FastifyInstance) =>
  createVenueService({ db: app.database.db, config: app.config, clock: systemClock });

/**
 * The catalogue of `app` reading the database every time (its answer cache never hears a change,
 * so it keeps nothing); its changes reach the app's own cache like an operator's.
 */
export function directCatalogue(app: FastifyInstance) {
  const db = app.database.db;
  const deps: CatalogueDeps = {
    db,
    clock: systemClock,
    cached: answerCache(NOT_LISTENING),
    venues: venuesOf(app),
    common: startCommon({ db, config: app.config }),
    launchGates: [],
    audit,
  };
  type ListQuery = { category?: GameCategory | undefined; tab: GameTab } & PageQuery;
  return {
    sideMenu: (lang: Lang) => sideMenu(deps, lang),
    gameList: (memberId: number | null, query: ListQuery, lang: Lang) => gameList(deps, memberId, query, lang),
    allGames: (memberId: number | null, lang: Lang) => allGames(deps, memberId, lang),
    search: (memberId: number | null, query: { keyword: string } & PageQuery, lang: Lang) =>
      search(deps, memberId, query, lang),
    slides: (query: PageQuery, lang: Lang, now?: Date) => slides(deps, query, lang, now),
    bulletins: (query: PageQuery, lang: Lang, now?: Date) => bulletins(deps, query, lang, now),
    nextSlidesChange: (now: Date) => nextSlidesChange(db, now),
    nextBulletinsChange: (now: Date) => nextBulletinsChange(db, now),
    setGameStatus: (code: string, status: 'open' | 'closed') => setGameStatus(deps, code, status),
    seed: () => seedCatalogue(deps),
  };
}
