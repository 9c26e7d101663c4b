import { CATALOGUE_API, MESSAGES_API } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { route, said } from '../../plugins/routes.ts';
import type { CatalogueDeps } from './deps.ts';
import { collectGame, favouriteGames } from './games.ts';
import { openGame } from './launch.ts';
import { adminNotices, saveNotice } from './notice-admin.ts';
import { pictureOf } from './pictures.ts';
import { allGames, bulletins, gameList, notices, search, sideMenu, slides } from './public-reads.ts';

export function catalogueRoutes(deps: CatalogueDeps) {
  const api = CATALOGUE_API;
  return [
    route(api.sideMenu, (_, { lang }) => sideMenu(deps, lang)),
    route(api.slideshowList, (query, { lang }) => slides(deps, query, lang)),
    route(api.bulletin, (query, { lang }) => bulletins(deps, query, lang)),
    // Platform notices are the bulletins' rows (docs/decisions.md, Messages and notices).
    route(MESSAGES_API.notice, (query, { lang }) => notices(deps, query, lang)),
    route(api.gameList, (query, { member, lang }) => gameList(deps, member?.memberId ?? null, query, lang)),
    route(api.allGameList, (_, { member, lang }) => allGames(deps, member?.memberId ?? null, lang)),
    route(api.searchGameList, (query, { member, lang }) => search(deps, member?.memberId ?? null, query, lang)),
    route(api.gameCollectList, (query, { member, lang }) => favouriteGames(deps, member.memberId, query, lang)),
    route(api.gameCollect, async (body, { member, lang }) => {
      const result = await collectGame(deps, member.memberId, body, lang);
      return said(result, result.collected ? 'catalogue.collected' : 'catalogue.uncollected');
    }),
    route(api.openGame, (body, { member, lang }) => openGame(deps, member.memberId, body, lang)),
    route(api.icon, (_, { request, reply }) => {
      const svg = pictureOf((request.params as { name: string }).name);
      if (!svg) throw new AppError('common.not_found', 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    }),
    route(MESSAGES_API.adminNotices, () => adminNotices(deps)),
    route(MESSAGES_API.adminSaveNotice, (body, { operator }) => saveNotice(deps, operator, body)),
  ];
}
