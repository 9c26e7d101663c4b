import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { OPERATOR_TOKEN_HEADER, type OperatorRole } from '@app/contract';
import { AppError } from '../lib/errors.ts';

/** A signed-in operator, as the operator module's session check answers it. */
export type OperatorContext = { operatorId: number; sessionId: number; username: string; role: OperatorRole };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler letting through a signed-in operator whose role is listed (any role when none
     * is listed; 'admin' may do everything). No or a bad token: 401; wrong role: 403.
     */
    requireOperator: (...roles: OperatorRole[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

/** The operator of a request that passed `requireOperator`. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('operator.unauthorized', 401);
  return request.operator;
}

/** Resolves the X-Operator-Token header; member tokens (header TOKEN) are never looked at here. */
export default fp<{ authenticate: (token: string) => Promise<OperatorContext | null> }>(async (app, opts) => {
  app.decorateRequest('operator', null);
  app.decorate('requireOperator', (...roles: OperatorRole[]) => async (request: FastifyRequest) => {
    const token = request.headers[OPERATOR_TOKEN_HEADER];
    const operator = typeof token === 'string' && token.length > 0 ? await opts.authenticate(token) : null;
    if (!operator) throw new AppError('operator.unauthorized', 401);
    if (roles.length > 0 && operator.role !== 'admin' && !roles.includes(operator.role)) {
      throw new AppError('common.forbidden', 403);
    }
    request.operator = operator;
  });
});
