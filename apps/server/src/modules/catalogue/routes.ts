import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AllGameListSchema,
  BulletinPageSchema,
  CATALOGUE_PATHS,
  GAME_CATEGORIES,
  GameCollectInputSchema,
  GameCollectListQuerySchema,
  GameCollectResultSchema,
  GameListQuerySchema,
  GamePageSchema,
  OpenGameInputSchema,
  OpenGameResultSchema,
  SearchGameQuerySchema,
  SideMenuSchema,
  SlidePageSchema,
  envelopeSchema,
  pageQueryFields,
  type GameCategory,
} from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { categoryIconSvg, gameIconSvg, slideSvg } from './icons.ts';
import { SEED_GAMES, SEED_SLIDES } from './seed-data.ts';
import type { CatalogueService } from './service.ts';

const PageQuerySchema = z.strictObject({ ...pageQueryFields });

/** The catalogue's pictures (seed-data.ts names them): `game-<code>.svg`, `category-<code>.svg`, `slide-<code>.svg`. */
function pictureOf(name: string): string | null {
  const [, kind, code] = /^(game|category|slide)-([a-z0-9_]+)\.svg$/.exec(name) ?? [];
  if (kind === 'game') {
    const g = SEED_GAMES.find((x) => x.code === code);
    return g ? gameIconSvg(g.type, g.palette) : null;
  }
  if (kind === 'category') {
    return (GAME_CATEGORIES as readonly string[]).includes(code!) ? categoryIconSvg(code as GameCategory) : null;
  }
  const s = SEED_SLIDES.find((x) => x.code === code);
  return s ? slideSvg(s.glyph, s.palette) : null;
}

/** Home and game catalogue: public reads (with the member's favourites marked when signed in), favourites and game launch for members. */
const routes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  const member = { onRequest: app.requireMember };
  // Public reads know the member when a valid TOKEN comes along; a stale one just reads as a visitor.
  const maybeMember = {
    onRequest: async (request: FastifyRequest) => {
      if (request.headers.token) await app.requireMember(request).catch(() => undefined);
    },
  };
  const memberIdOf = (request: FastifyRequest) => request.member?.memberId ?? null;

  app.get(
    `/${CATALOGUE_PATHS.sideMenu}`,
    { schema: { response: { 200: envelopeSchema(SideMenuSchema) } } },
    async (request) => ok(request, await catalogue.sideMenu(request.lang)),
  );

  app.get(
    `/${CATALOGUE_PATHS.slideshowList}`,
    { schema: { querystring: PageQuerySchema, response: { 200: envelopeSchema(SlidePageSchema) } } },
    async (request) => ok(request, await catalogue.slides(request.query, request.lang)),
  );

  app.get(
    `/${CATALOGUE_PATHS.bulletin}`,
    { schema: { querystring: PageQuerySchema, response: { 200: envelopeSchema(BulletinPageSchema) } } },
    async (request) => ok(request, await catalogue.bulletins(request.query, request.lang)),
  );

  app.get(
    `/${CATALOGUE_PATHS.gameList}`,
    { ...maybeMember, schema: { querystring: GameListQuerySchema, response: { 200: envelopeSchema(GamePageSchema) } } },
    async (request) => ok(request, await catalogue.gameList(memberIdOf(request), request.query, request.lang)),
  );

  app.get(
    `/${CATALOGUE_PATHS.allGameList}`,
    { ...maybeMember, schema: { response: { 200: envelopeSchema(AllGameListSchema) } } },
    async (request) => ok(request, await catalogue.allGames(memberIdOf(request), request.lang)),
  );

  app.get(
    `/${CATALOGUE_PATHS.searchGameList}`,
    {
      ...maybeMember,
      schema: { querystring: SearchGameQuerySchema, response: { 200: envelopeSchema(GamePageSchema) } },
    },
    async (request) => ok(request, await catalogue.search(memberIdOf(request), request.query, request.lang)),
  );

  app.get(
    `/${CATALOGUE_PATHS.gameCollectList}`,
    {
      ...member,
      schema: { querystring: GameCollectListQuerySchema, response: { 200: envelopeSchema(GamePageSchema) } },
    },
    async (request) => ok(request, await catalogue.favourites(memberOf(request).memberId, request.query, request.lang)),
  );

  app.post(
    `/${CATALOGUE_PATHS.gameCollect}`,
    { ...member, schema: { body: GameCollectInputSchema, response: { 200: envelopeSchema(GameCollectResultSchema) } } },
    async (request) => {
      const result = await catalogue.collect(memberOf(request).memberId, request.body, request.lang);
      return ok(request, result, result.collected ? 'catalogue.collected' : 'catalogue.uncollected');
    },
  );

  app.post(
    `/${CATALOGUE_PATHS.openGame}`,
    { ...member, schema: { body: OpenGameInputSchema, response: { 200: envelopeSchema(OpenGameResultSchema) } } },
    async (request) =>
      ok(request, await catalogue.openGame(memberOf(request).memberId, request.body.gameCode, request.lang)),
  );

  app.get(
    '/catalogue/icons/:name',
    { schema: { params: z.object({ name: z.string().max(80) }), hide: true } },
    async (request, reply) => {
      const svg = pictureOf(request.params.name);
      if (!svg) throw new AppError('common.not_found', 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

export default routes;
