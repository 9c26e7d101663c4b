import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '@app/contract';
import { AppError } from '../lib/errors.ts';

/**
 * A signed-in member: the session, and the profile as it was when the session was last checked.
 * The user module's session check answers it; the plugin only hands it to the routes.
 */
export type AuthContext = { memberId: number; sessionId: number; username: string; info: UserInfo };

declare module 'fastify' {
  interface FastifyInstance {
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    member: AuthContext | null;
  }
}

/** The signed-in member of a request that passed `requireMember`. */
export function memberOf(request: FastifyRequest): AuthContext {
  if (!request.member) throw new AppError('common.unauthorized', 401);
  return request.member;
}

/**
 * `requireMember` resolves the TOKEN header to a member or answers 401. Routes use it as their
 * `onRequest` hook, so the member is known before validation and before the idempotency check.
 */
export default fp<{ authenticate: (token: string) => Promise<AuthContext | null> }>(async (app, opts) => {
  app.decorateRequest('member', null);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    const token = request.headers.token;
    const member = typeof token === 'string' && token.length > 0 ? await opts.authenticate(token) : null;
    if (!member) throw new AppError('common.unauthorized', 401);
    request.member = member;
  });
});
