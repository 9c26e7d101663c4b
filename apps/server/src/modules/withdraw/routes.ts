import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminWithdrawItemSchema,
  AdminWithdrawPayInputSchema,
  AdminWithdrawQuerySchema,
  AdminWithdrawRejectInputSchema,
  DelAddressInputSchema,
  WITHDRAW_PATHS,
  WithdrawListQuerySchema,
  WithdrawOrderSchema,
  WithdrawPreviewQuerySchema,
  WithdrawPreviewSchema,
  WithdrawSubmitInputSchema,
  envelopeSchema,
  pageSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { operatorOf } from '../../plugins/operator-auth.ts';
import type { WithdrawService } from './service.ts';

/** Withdrawals of members, deletion of their payout accounts, and the operators' pay / reject. */
const routes: FastifyPluginAsyncZod<{ withdraw: WithdrawService }> = async (app, { withdraw }) => {
  const auth = { onRequest: app.requireMember };
  const operator = { onRequest: app.requireOperator('finance', 'admin') };

  app.get(
    `/${WITHDRAW_PATHS.preview}`,
    {
      ...auth,
      schema: { querystring: WithdrawPreviewQuerySchema, response: { 200: envelopeSchema(WithdrawPreviewSchema) } },
    },
    async (request) => ok(request, withdraw.preview(request.query.method, request.query.amount)),
  );

  app.post(
    `/${WITHDRAW_PATHS.submit}`,
    {
      ...auth,
      // The withdrawal password is guessed here as much as anywhere: limited like the other credentials.
      config: { idempotent: true, rateLimit: { max: app.config.login.attemptsPerMinute, timeWindow: '1 minute' } },
      schema: { body: WithdrawSubmitInputSchema, response: { 200: envelopeSchema(WithdrawOrderSchema) } },
    },
    async (request) =>
      ok(
        request,
        await withdraw.submit(memberOf(request).memberId, request.body, idempotencyKeyOf(request), request.lang),
        'withdraw.submitted',
      ),
  );

  app.get(
    `/${WITHDRAW_PATHS.getWithdrawList}`,
    {
      ...auth,
      schema: {
        querystring: WithdrawListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(WithdrawOrderSchema)) },
      },
    },
    async (request) => ok(request, await withdraw.list(memberOf(request).memberId, request.query, request.lang)),
  );

  app.post(
    `/${WITHDRAW_PATHS.delAddress}`,
    { ...auth, schema: { body: DelAddressInputSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await withdraw.deleteAccount(memberOf(request).memberId, request.body.id);
      return ok(request, null, 'payout.deleted');
    },
  );

  app.get(
    `/${WITHDRAW_PATHS.adminList}`,
    {
      ...operator,
      schema: {
        querystring: AdminWithdrawQuerySchema,
        response: { 200: envelopeSchema(pageSchema(AdminWithdrawItemSchema)) },
      },
    },
    async (request) => ok(request, await withdraw.adminList(request.query, request.lang)),
  );

  app.post(
    `/${WITHDRAW_PATHS.adminPay}`,
    {
      ...operator,
      schema: { body: AdminWithdrawPayInputSchema, response: { 200: envelopeSchema(AdminWithdrawItemSchema) } },
    },
    async (request) =>
      ok(request, await withdraw.pay(operatorOf(request), request.body.orderNo, request.lang), 'withdraw.paid'),
  );

  app.post(
    `/${WITHDRAW_PATHS.adminReject}`,
    {
      ...operator,
      schema: { body: AdminWithdrawRejectInputSchema, response: { 200: envelopeSchema(AdminWithdrawItemSchema) } },
    },
    async (request) =>
      ok(
        request,
        await withdraw.reject(operatorOf(request), request.body.orderNo, request.body.reason, request.lang),
        'withdraw.rejected',
      ),
  );
};

export default routes;
