import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import {
  LIMITS,
  envelopeSchema,
  type Endpoint,
  type EndpointAnswer,
  type EndpointParsed,
  type Lang,
  type MessageKey,
} from '@app/contract';
import type { OperatorContext } from './operator-auth.ts';
import type { AuthContext } from './auth.ts';
import { ok } from './envelope.ts';
import type { IdempotencyKey } from '../lib/idempotency/index.ts';
import { answerOnce } from './idempotency.ts';

type Auth<E extends Endpoint> = E['auth'];

/** What a handler knows besides its input; `member` and `operator` are typed by the endpoint's auth. */
export type RouteContext<E extends Endpoint> = {
  lang: Lang;
  member: Auth<E> extends 'member' ? AuthContext : Auth<E> extends 'visitor-or-member' ? AuthContext | null : null;
  operator: Auth<E> extends { operator: readonly unknown[] } ? OperatorContext : null;
  /** The key as the service claims and answers it (lib/idempotency/key.ts). */
  idempotency: E['idempotent'] extends true ? IdempotencyKey : null;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Input<E extends Endpoint> = E['body'] extends 'raw-json' ? Buffer : EndpointParsed<E>;

const SAID = Symbol('said');
/** An answer with its own success message, for services that choose the text by the outcome. */
export type Said<T> = { [SAID]: true; data: T; message: MessageKey };
export function said<T>(data: T, message: MessageKey): Said<T> {
  return { [SAID]: true, data, message };
}
const isSaid = (v: unknown): v is Said<unknown> => typeof v === 'object' && v !== null && SAID in v;

type Output<E extends Endpoint> = E['answer'] extends 'raw' ? unknown : EndpointAnswer<E> | Said<EndpointAnswer<E>>;

/** A module's answer to one endpoint of the contract's table. */
export type Route = {
  endpoint: Endpoint;
  handler: (input: never, ctx: RouteContext<Endpoint>) => unknown;
};

export function route<E extends Endpoint>(
  endpoint: E,
  handler: (input: Input<E>, ctx: RouteContext<E>) => Output<E> | Promise<Output<E>>,
): Route {
  return { endpoint, handler: handler as Route['handler'] };
}

function authHook(app: FastifyInstance, auth: Endpoint['auth']): onRequestHookHandler | undefined {
  if (auth === 'visitor') return undefined;
  if (auth === 'member') return app.requireMember;
  // A stale TOKEN on a public read just reads as a visitor.
  if (auth === 'visitor-or-member') {
    return async (request) => {
      if (request.headers.token) await app.requireMember(request).catch(() => undefined);
    };
  }
  return app.requireOperator(...auth.operator);
}

function schemaOf(e: Endpoint): FastifySchema {
  const schema: FastifySchema & { hide?: boolean } = {};
  if (e.query) schema.querystring = e.query;
  if (typeof e.body === 'object') schema.body = e.body;
  if (e.params) schema.params = e.params;
  if (e.answer !== 'raw') schema.response = { 200: envelopeSchema(e.answer as z.ZodType) };
  if (e.hidden) schema.hide = true;
  return schema;
}

function inputOf(e: Endpoint, request: FastifyRequest): unknown {
  if (e.body === 'raw-json') return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (e.body === 'multipart') return undefined;
  return e.body ? request.body : e.query ? request.query : undefined;
}

function register(app: FastifyInstance, { endpoint: e, handler }: Route) {
  const credential = { max: app.config.login.attemptsPerMinute, timeWindow: '1 minute' };
  app.route({
    method: e.method,
    url: `/${e.path}`,
    // A JSON body is refused by size before it is parsed; uploads have their own limits (plugins in app.ts).
    ...(typeof e.body === 'object' ? { bodyLimit: e.bodyLimit ?? LIMITS.bodyMaxBytes } : {}),
    schema: schemaOf(e),
    config: { idempotent: e.idempotent ?? false, ...(e.limit === 'credential' ? { rateLimit: credential } : {}) },
    onRequest: authHook(app, e.auth),
    handler: async (request, reply) => {
      const input = inputOf(e, request);
      const ctx = {
        lang: request.lang,
        member: request.member,
        operator: request.operator,
        idempotency: request.idempotency,
        request,
        reply,
      } as RouteContext<Endpoint>;
      const envelope = (result: unknown) =>
        isSaid(result) ? ok(request, result.data, result.message) : ok(request, result, e.message);
      if (request.idempotency) {
        const call = async () => handler(input as never, ctx);
        return answerOnce(
          app.database.db,
          request,
          reply,
          call,
          (result) => reply.serialize(envelope(result)) as string,
        );
      }
      const result = await handler(input as never, ctx);
      return e.answer === 'raw' ? result : envelope(result);
    },
  });
}

/**
 * Registers the routes of every module. Bodies kept as bytes (a provider's signed callback) get a
 * scope of their own, where JSON is not parsed.
 */
export async function registerRoutes(app: FastifyInstance, routes: Route[]): Promise<void> {
  for (const r of routes.filter((x) => x.endpoint.body !== 'raw-json')) register(app, r);
  const raw = routes.filter((x) => x.endpoint.body === 'raw-json');
  if (raw.length === 0) return;
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    for (const r of raw) register(scope, r);
  });
}
