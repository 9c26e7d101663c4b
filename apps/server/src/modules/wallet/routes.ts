import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RecycleResultSchema,
  TransferInputSchema,
  TransferResultSchema,
  VenuesListQuerySchema,
  VenuesListSchema,
  WALLET_PATHS,
  WalletListSchema,
  envelopeSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { WalletService } from './service.ts';

const empty = z.strictObject({}).optional();

const routes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const member = { onRequest: app.requireMember };

  app.get(
    `/${WALLET_PATHS.walletList}`,
    { ...member, schema: { response: { 200: envelopeSchema(WalletListSchema) } } },
    async (request) => ok(request, await wallet.walletList(memberOf(request).memberId, request.lang)),
  );

  app.get(
    `/${WALLET_PATHS.venuesList}`,
    { ...member, schema: { querystring: VenuesListQuerySchema, response: { 200: envelopeSchema(VenuesListSchema) } } },
    async (request) => ok(request, await wallet.venuesList(memberOf(request).memberId, request.lang, request.query)),
  );

  app.post(
    `/${WALLET_PATHS.transfer}`,
    {
      ...member,
      config: { idempotent: true },
      schema: { body: TransferInputSchema, response: { 200: envelopeSchema(TransferResultSchema) } },
    },
    async (request) => {
      const { data, message } = await wallet.transfer(
        memberOf(request).memberId,
        request.body,
        idempotencyKeyOf(request),
      );
      return ok(request, data, message);
    },
  );

  app.post(
    `/${WALLET_PATHS.oneClickRecycle}`,
    {
      ...member,
      config: { idempotent: true },
      schema: { body: empty, response: { 200: envelopeSchema(RecycleResultSchema) } },
    },
    async (request) => {
      const { data, message } = await wallet.recycle(
        memberOf(request).memberId,
        idempotencyKeyOf(request),
        request.lang,
      );
      return ok(request, data, message);
    },
  );
};

export default routes;
