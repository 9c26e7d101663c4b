import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CodeListSchema,
  MoneyLogItemSchema,
  MoneyLogQuerySchema,
  RECORDS_PATHS,
  TradeDetailQuerySchema,
  TradeItemSchema,
  TradeListQuerySchema,
  envelopeSchema,
  pageSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { RecordsService } from './service.ts';

/** Transaction records and the money log of the signed-in member. */
const routes: FastifyPluginAsyncZod<{ records: RecordsService }> = async (app, { records }) => {
  const auth = { onRequest: app.requireMember };

  app.get(
    `/${RECORDS_PATHS.getTradeTypeList}`,
    { ...auth, schema: { response: { 200: envelopeSchema(CodeListSchema) } } },
    async (request) => ok(request, records.tradeTypes(request.lang)),
  );

  app.get(
    `/${RECORDS_PATHS.getTradeList}`,
    {
      ...auth,
      schema: { querystring: TradeListQuerySchema, response: { 200: envelopeSchema(pageSchema(TradeItemSchema)) } },
    },
    async (request) => ok(request, await records.tradeList(memberOf(request).memberId, request.query, request.lang)),
  );

  app.get(
    `/${RECORDS_PATHS.getTradeDetail}`,
    { ...auth, schema: { querystring: TradeDetailQuerySchema, response: { 200: envelopeSchema(TradeItemSchema) } } },
    async (request) =>
      ok(request, await records.tradeDetail(memberOf(request).memberId, request.query.orderNo, request.lang)),
  );

  app.get(
    `/${RECORDS_PATHS.getMoneyLogType}`,
    { ...auth, schema: { response: { 200: envelopeSchema(CodeListSchema) } } },
    async (request) => ok(request, records.moneyLogTypes(request.lang)),
  );

  app.get(
    `/${RECORDS_PATHS.getMoneyLogList}`,
    {
      ...auth,
      schema: { querystring: MoneyLogQuerySchema, response: { 200: envelopeSchema(pageSchema(MoneyLogItemSchema)) } },
    },
    async (request) => ok(request, await records.moneyLog(memberOf(request).memberId, request.query, request.lang)),
  );
};

export default routes;
