import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  AuditItemSchema,
  AuditQuerySchema,
  OperatorLoginInputSchema,
  OperatorMeSchema,
  OperatorSessionSchema,
  envelopeSchema,
  pageSchema,
} from '@app/contract';
import { ok } from '../../plugins/envelope.ts';
import { operatorOf } from '../../plugins/operator-auth.ts';
import type { OperatorService } from './service.ts';

const empty = z.strictObject({}).optional();

const routes: FastifyPluginAsyncZod<{ operators: OperatorService }> = async (app, { operators }) => {
  const credentialLimit = { rateLimit: { max: app.config.login.attemptsPerMinute, timeWindow: '1 minute' } };

  app.post(
    `/${ADMIN_PATHS.login}`,
    {
      config: credentialLimit,
      schema: { body: OperatorLoginInputSchema, response: { 200: envelopeSchema(OperatorSessionSchema) } },
    },
    async (request) => ok(request, await operators.login(request.body, request.ip)),
  );

  app.post(
    `/${ADMIN_PATHS.logout}`,
    { onRequest: app.requireOperator(), schema: { body: empty, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await operators.logout(operatorOf(request));
      return ok(request, null, 'operator.logged_out');
    },
  );

  app.get(
    `/${ADMIN_PATHS.me}`,
    { onRequest: app.requireOperator(), schema: { response: { 200: envelopeSchema(OperatorMeSchema) } } },
    async (request) => {
      const { operatorId, username, role } = operatorOf(request);
      return ok(request, { operatorId, username, role });
    },
  );

  app.get(
    `/${ADMIN_PATHS.audit}`,
    {
      onRequest: app.requireOperator('admin'),
      schema: { querystring: AuditQuerySchema, response: { 200: envelopeSchema(pageSchema(AuditItemSchema)) } },
    },
    async (request) => ok(request, await operators.auditList(request.query)),
  );
};

export default routes;
