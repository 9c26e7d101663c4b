import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BalanceSchema,
  LoginInputSchema,
  PATHS,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  ResetWithdrawPasswordInputSchema,
  SessionSchema,
  SetWithdrawPasswordInputSchema,
  UserInfoSchema,
  UserSummarySchema,
  envelopeSchema,
  formatFen,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { UserService } from './service.ts';

const empty = z.strictObject({}).optional();

const routes: FastifyPluginAsyncZod<{ users: UserService; balanceOf: (memberId: number) => Promise<bigint> }> = async (
  app,
  { users, balanceOf },
) => {
  // Guessing passwords is slowed per address here and per account by the lock-out in the service.
  const credentialLimit = { rateLimit: { max: app.config.login.attemptsPerMinute, timeWindow: '1 minute' } };
  const client = (r: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: r.ip,
    userAgent: r.headers['user-agent'],
  });

  for (const path of [PATHS.user.register, PATHS.user.doRegister]) {
    app.post(
      `/${path}`,
      {
        config: credentialLimit,
        schema: { body: RegisterInputSchema, response: { 200: envelopeSchema(SessionSchema) } },
      },
      async (request) => ok(request, await users.register(request.body, client(request)), 'user.registered'),
    );
  }

  app.post(
    `/${PATHS.user.login}`,
    { config: credentialLimit, schema: { body: LoginInputSchema, response: { 200: envelopeSchema(SessionSchema) } } },
    async (request) => ok(request, await users.login(request.body, client(request))),
  );

  app.post(
    `/${PATHS.user.logout}`,
    { onRequest: app.requireMember, schema: { body: empty, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await users.logout(memberOf(request).sessionId);
      return ok(request, null, 'user.logged_out');
    },
  );

  app.get(
    `/${PATHS.user.userInfo}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(UserInfoSchema) } } },
    async (request) => ok(request, await users.userInfo(memberOf(request).memberId)),
  );

  app.get(
    `/${PATHS.user.getUser}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(UserSummarySchema) } } },
    async (request) => {
      const { memberId } = memberOf(request);
      const [summary, balance] = await Promise.all([users.summary(memberId), balanceOf(memberId)]);
      return ok(request, { ...summary, balance: formatFen(balance) });
    },
  );

  app.get(
    `/${PATHS.user.getUserBalance}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(BalanceSchema) } } },
    async (request) =>
      ok(request, { balance: formatFen(await balanceOf(memberOf(request).memberId)), currency: 'CNY' as const }),
  );

  app.post(
    `/${PATHS.user.resetPassword}`,
    {
      onRequest: app.requireMember,
      config: credentialLimit,
      schema: { body: ResetPasswordInputSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await users.resetPassword(memberOf(request).memberId, request.body);
      return ok(request, null, 'user.password_changed');
    },
  );

  app.post(
    `/${PATHS.user.setWithdrawPassword}`,
    {
      onRequest: app.requireMember,
      config: credentialLimit,
      schema: { body: SetWithdrawPasswordInputSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await users.setWithdrawPassword(memberOf(request).memberId, request.body);
      return ok(request, null, 'user.withdraw_password_set');
    },
  );

  app.post(
    `/${PATHS.user.resetWithdrawPassword}`,
    {
      onRequest: app.requireMember,
      config: credentialLimit,
      schema: { body: ResetWithdrawPasswordInputSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await users.resetWithdrawPassword(memberOf(request).memberId, request.body);
      return ok(request, null, 'user.withdraw_password_changed');
    },
  );
};

export default routes;
