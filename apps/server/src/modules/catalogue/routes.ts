import { CATALOGUE_API, MESSAGES_API } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { route, said } from '../../plugins/routes.ts';
import { pictureOf } from './pictures.ts';
import type { CatalogueService } from './service.ts';

export function catalogueRoutes(catalogue: CatalogueService) {
  const api = CATALOGUE_API;
  return [
    route(api.sideMenu, (_, { lang }) => catalogue.sideMenu(lang)),
    route(api.slideshowList, (query, { lang }) => catalogue.slides(query, lang)),
    route(api.bulletin, (query, { lang }) => catalogue.bulletins(query, lang)),
    // Platform notices are the bulletins' rows (docs/decisions.md, Messages and notices).
    route(MESSAGES_API.notice, (query, { lang }) => catalogue.notices(query, lang)),
    route(api.gameList, (query, { member, lang }) => catalogue.gameList(member?.memberId ?? null, query, lang)),
    route(api.allGameList, (_, { member, lang }) => catalogue.allGames(member?.memberId ?? null, lang)),
    route(api.searchGameList, (query, { member, lang }) => catalogue.search(member?.memberId ?? null, query, lang)),
    route(api.gameCollectList, (query, { member, lang }) => catalogue.favourites(member.memberId, query, lang)),
    route(api.gameCollect, async (body, { member, lang }) => {
      const result = await catalogue.collect(member.memberId, body, lang);
      return said(result, result.collected ? 'catalogue.collected' : 'catalogue.uncollected');
    }),
    route(api.openGame, (body, { member, lang }) => catalogue.openGame(member.memberId, body.gameCode, lang)),
    route(api.icon, (_, { request, reply }) => {
      const svg = pictureOf((request.params as { name: string }).name);
      if (!svg) throw new AppError('common.not_found', 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    }),
  ];
}
