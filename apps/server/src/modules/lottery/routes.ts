import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminVoidDrawInputSchema,
  AdminVoidDrawResultSchema,
  BetSchema,
  CancelOrderInputSchema,
  CancelOrderResultSchema,
  DrawIdQuerySchema,
  DrawScheduleSchema,
  DrawSchema,
  DrawVerificationSchema,
  FamilyPageQuerySchema,
  LOTTERY_FAMILY_GAME,
  LOTTERY_PATHS,
  LotteryGameInfoSchema,
  LotteryGameQuerySchema,
  LotteryHistoryQuerySchema,
  LotteryListSchema,
  LotteryOddsSchema,
  PlaceOrderInputSchema,
  PlaceOrderResultSchema,
  UserGameListQuerySchema,
  envelopeSchema,
  pageSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { operatorOf } from '../../plugins/operator-auth.ts';
import type { LotteryService } from './service.ts';
import type { DrawStream } from './stream.ts';

/** The first-party lottery: public reads of games, draws and odds; members' bets; the result stream; operators' void. */
const routes: FastifyPluginAsyncZod<{ lottery: LotteryService; stream: DrawStream }> = async (
  app,
  { lottery, stream },
) => {
  // onRequest: the idempotency plugin's preHandler runs before route preHandlers and needs the member.
  const auth = { onRequest: app.requireMember };
  const pc28 = LOTTERY_FAMILY_GAME.caipiao;
  const fast3 = LOTTERY_FAMILY_GAME.locsgwin;

  // Every game, chosen by `game`.
  app.get(
    `/${LOTTERY_PATHS.lotteryList}`,
    { schema: { response: { 200: envelopeSchema(LotteryListSchema) } } },
    async (request) => ok(request, await lottery.lotteryList(request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.getLotteryInfo}`,
    { schema: { querystring: LotteryGameQuerySchema, response: { 200: envelopeSchema(LotteryGameInfoSchema) } } },
    async (request) => ok(request, await lottery.gameInfo(request.query.game, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.getLotteryOneList}`,
    { schema: { querystring: LotteryHistoryQuerySchema, response: { 200: envelopeSchema(pageSchema(DrawSchema)) } } },
    async (request) => ok(request, await lottery.history(request.query.game, request.query, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.getLotteryPeilv}`,
    { schema: { querystring: LotteryGameQuerySchema, response: { 200: envelopeSchema(LotteryOddsSchema) } } },
    async (request) => ok(request, lottery.odds(request.query.game, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.verifyDraw}`,
    { schema: { querystring: DrawIdQuerySchema, response: { 200: envelopeSchema(DrawVerificationSchema) } } },
    async (request) => ok(request, await lottery.verify(request.query.drawId, request.lang)),
  );

  app.get(`/${LOTTERY_PATHS.stream}`, { schema: { querystring: LotteryGameQuerySchema } }, async (request, reply) => {
    reply.hijack();
    await stream.add(request.query.game, request.lang, reply.raw, reply.getHeaders());
  });

  app.post(
    `/${LOTTERY_PATHS.placeOrder}`,
    {
      ...auth,
      config: { idempotent: true },
      schema: { body: PlaceOrderInputSchema, response: { 200: envelopeSchema(PlaceOrderResultSchema) } },
    },
    async (request) =>
      ok(
        request,
        await lottery.placeOrder(memberOf(request).memberId, request.body, idempotencyKeyOf(request), request.lang),
        'lottery.placed',
      ),
  );

  app.post(
    `/${LOTTERY_PATHS.cancelOrder}`,
    {
      ...auth,
      config: { idempotent: true },
      schema: { body: CancelOrderInputSchema, response: { 200: envelopeSchema(CancelOrderResultSchema) } },
    },
    async (request) =>
      ok(
        request,
        await lottery.cancel(memberOf(request).memberId, request.body.orderNo, request.lang),
        'lottery.withdrawn',
      ),
  );

  app.get(
    `/${LOTTERY_PATHS.getUserGameList}`,
    {
      ...auth,
      schema: { querystring: UserGameListQuerySchema, response: { 200: envelopeSchema(pageSchema(BetSchema)) } },
    },
    async (request) => ok(request, await lottery.memberBets(memberOf(request).memberId, request.query, request.lang)),
  );

  // caipiao/*: PC28.
  app.get(
    `/${LOTTERY_PATHS.caipiaoList}`,
    { schema: { response: { 200: envelopeSchema(DrawScheduleSchema) } } },
    async (request) => ok(request, await lottery.schedule(pc28, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.caipiaoHistory}`,
    { schema: { querystring: FamilyPageQuerySchema, response: { 200: envelopeSchema(pageSchema(DrawSchema)) } } },
    async (request) => ok(request, await lottery.history(pc28, request.query, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.caipiaoOption}`,
    { schema: { response: { 200: envelopeSchema(LotteryOddsSchema) } } },
    async (request) => ok(request, lottery.odds(pc28, request.lang)),
  );

  // locsgwin/*: Fast 3.
  app.get(
    `/${LOTTERY_PATHS.locsgwinGameInfo}`,
    { schema: { response: { 200: envelopeSchema(LotteryGameInfoSchema) } } },
    async (request) => ok(request, await lottery.gameInfo(fast3, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.locsgwinLastGameInfo}`,
    { schema: { response: { 200: envelopeSchema(DrawSchema.nullable()) } } },
    async (request) => ok(request, await lottery.lastDraw(fast3, request.lang)),
  );

  app.get(
    `/${LOTTERY_PATHS.locsgwinBetList}`,
    {
      ...auth,
      schema: { querystring: FamilyPageQuerySchema, response: { 200: envelopeSchema(pageSchema(BetSchema)) } },
    },
    async (request) =>
      ok(
        request,
        await lottery.memberBets(memberOf(request).memberId, { ...request.query, game: fast3 }, request.lang),
      ),
  );

  app.post(
    `/${LOTTERY_PATHS.adminVoidDraw}`,
    {
      onRequest: app.requireOperator('admin'),
      schema: { body: AdminVoidDrawInputSchema, response: { 200: envelopeSchema(AdminVoidDrawResultSchema) } },
    },
    async (request) =>
      ok(
        request,
        await lottery.adminVoid(operatorOf(request), request.body.drawId, request.body.reason, request.lang),
        'lottery.voided',
      ),
  );
};

export default routes;
