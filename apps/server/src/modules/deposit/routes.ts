import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  ChannelAdminSchema,
  ChannelSaveInputSchema,
  DEPOSIT_PATHS,
  DepositAdminItemSchema,
  DepositAdminQuerySchema,
  DepositApproveInputSchema,
  DepositOrderQuerySchema,
  DepositOrderSchema,
  DepositRejectInputSchema,
  PaymentTypeListSchema,
  RechargeChannelGroupsSchema,
  RechargeChannelListSchema,
  RechargeSubmitInputSchema,
  envelopeSchema,
  pageSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { operatorOf } from '../../plugins/operator-auth.ts';
import type { DepositService, ReturnUrlOf } from './service.ts';

/** The web app's pay page of one deposit (SPEC page home/pay), where a member sees its status. */
const RETURN_PAGE = '/h5/#/pages/home/pay';

/**
 * Where a provider's cashier sends the member back: the deposit's pay page on the origin the
 * member's browser is on (the Origin of the submit, which also holds behind a dev proxy), else
 * the address this request was sent to.
 */
function returnUrlOf(request: FastifyRequest): ReturnUrlOf {
  const origin = request.headers.origin;
  const base = origin && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : `${request.protocol}://${request.host}`;
  return (orderNo) => {
    const page = `${RETURN_PAGE}?orderNo=${encodeURIComponent(orderNo)}`;
    return URL.canParse(page, base) ? new URL(page, base).toString() : undefined;
  };
}

const routes: FastifyPluginAsyncZod<{ deposits: DepositService }> = async (app, { deposits }) => {
  await deposits.seed();

  app.get(
    `/${DEPOSIT_PATHS.channels}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(RechargeChannelListSchema) } } },
    async (request) => ok(request, await deposits.channels(request.lang)),
  );

  app.get(
    `/${DEPOSIT_PATHS.channelGroups}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(RechargeChannelGroupsSchema) } } },
    async (request) => ok(request, await deposits.channelGroups(request.lang)),
  );

  app.get(
    `/${DEPOSIT_PATHS.typeList}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(PaymentTypeListSchema) } } },
    async (request) => ok(request, await deposits.paymentTypes(request.lang)),
  );

  app.post(
    `/${DEPOSIT_PATHS.submit}`,
    {
      onRequest: app.requireMember,
      config: { idempotent: true },
      schema: { body: RechargeSubmitInputSchema, response: { 200: envelopeSchema(DepositOrderSchema) } },
    },
    async (request) =>
      ok(
        request,
        await deposits.submit(memberOf(request), request.body, idempotencyKeyOf(request), returnUrlOf(request)),
        'deposit.submitted',
      ),
  );

  app.get(
    `/${DEPOSIT_PATHS.order}`,
    {
      onRequest: app.requireMember,
      schema: { querystring: DepositOrderQuerySchema, response: { 200: envelopeSchema(DepositOrderSchema) } },
    },
    async (request) => ok(request, await deposits.order(memberOf(request).memberId, request.query.orderNo)),
  );

  // The provider's notification: its signature covers the raw bytes, so this route keeps them unparsed.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      `/${DEPOSIT_PATHS.callback}/:provider`,
      {
        schema: {
          params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
          response: { 200: envelopeSchema(z.object({ orderNo: z.string(), outcome: z.string() })) },
          hide: true,
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(
          request,
          await deposits.handleCallback(request.params.provider, request.headers, body),
          'payment.accepted',
        );
      },
    );
  });

  const money = app.requireOperator('finance', 'admin');

  app.get(
    `/${ADMIN_PATHS.deposits}`,
    {
      onRequest: money,
      schema: {
        querystring: DepositAdminQuerySchema,
        response: { 200: envelopeSchema(pageSchema(DepositAdminItemSchema)) },
      },
    },
    async (request) => ok(request, await deposits.adminList(request.query)),
  );

  app.post(
    `/${ADMIN_PATHS.approveDeposit}`,
    {
      onRequest: money,
      schema: { body: DepositApproveInputSchema, response: { 200: envelopeSchema(DepositAdminItemSchema) } },
    },
    async (request) => ok(request, await deposits.approve(operatorOf(request), request.body), 'deposit.approved'),
  );

  app.post(
    `/${ADMIN_PATHS.rejectDeposit}`,
    {
      onRequest: money,
      schema: { body: DepositRejectInputSchema, response: { 200: envelopeSchema(DepositAdminItemSchema) } },
    },
    async (request) => ok(request, await deposits.reject(operatorOf(request), request.body), 'deposit.rejected'),
  );

  app.get(
    `/${ADMIN_PATHS.channels}`,
    {
      onRequest: money,
      schema: { response: { 200: envelopeSchema(z.object({ list: z.array(ChannelAdminSchema) })) } },
    },
    async (request) => ok(request, await deposits.adminChannels()),
  );

  // Changing where members send money is for admins only.
  app.post(
    `/${ADMIN_PATHS.saveChannel}`,
    {
      onRequest: app.requireOperator('admin'),
      schema: { body: ChannelSaveInputSchema, response: { 200: envelopeSchema(ChannelAdminSchema) } },
    },
    async (request) =>
      ok(request, await deposits.saveChannel(operatorOf(request), request.body), 'operator.channel_saved'),
  );
};

export default routes;
