import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BETRECORD_PATHS,
  BetDetailQuerySchema,
  BetDetailSchema,
  BetFiltersSchema,
  BetListQuerySchema,
  BetRecordSchema,
  BetTotalListSchema,
  BetTotalsQuerySchema,
  envelopeSchema,
  pageSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { BetRecordService } from './service.ts';

/** The signed-in member's bet records: lottery and venue bets, their totals and one bet's detail. */
const routes: FastifyPluginAsyncZod<{ bets: BetRecordService }> = async (app, { bets }) => {
  const auth = { onRequest: app.requireMember };

  app.get(
    `/${BETRECORD_PATHS.getBetList}`,
    {
      ...auth,
      schema: { querystring: BetListQuerySchema, response: { 200: envelopeSchema(pageSchema(BetRecordSchema)) } },
    },
    async (request) => ok(request, await bets.betList(memberOf(request).memberId, request.query, request.lang)),
  );

  app.get(
    `/${BETRECORD_PATHS.getTotalList}`,
    { ...auth, schema: { querystring: BetTotalsQuerySchema, response: { 200: envelopeSchema(BetTotalListSchema) } } },
    async (request) => ok(request, await bets.totalList(memberOf(request).memberId, request.query, request.lang)),
  );

  app.get(
    `/${BETRECORD_PATHS.getBetDetail}`,
    { ...auth, schema: { querystring: BetDetailQuerySchema, response: { 200: envelopeSchema(BetDetailSchema) } } },
    async (request) => ok(request, await bets.betDetail(memberOf(request).memberId, request.query, request.lang)),
  );

  app.get(
    `/${BETRECORD_PATHS.getBetFilters}`,
    { ...auth, schema: { response: { 200: envelopeSchema(BetFiltersSchema) } } },
    async (request) => ok(request, await bets.filters(request.lang)),
  );
};

export default routes;
