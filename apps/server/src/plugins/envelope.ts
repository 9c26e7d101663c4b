import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE, isMessageKey, parseLang, translate, type Lang, type MessageKey } from '@app/contract';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The success envelope; `key` names the message shown to the member. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'common.ok') {
  return { code: CODE.OK, msg: translate(request.lang, key), data };
}

function fail(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, params = {}) {
  const code = status === 401 ? CODE.UNAUTHORIZED : CODE.FAIL;
  return reply.status(status).send({ code, msg: translate(request.lang, key, params), error: key, data: null });
}

/** Our zod schemas carry message keys as issue messages; the first issue names the error. */
function validationKey(issues: { keyword: string; message?: string | undefined }[]): MessageKey {
  const issue = issues[0];
  if (issue?.keyword === 'unrecognized_keys') return 'common.unknown_field';
  const message = issue?.message ?? '';
  return isMessageKey(message) ? message : 'common.invalid_request';
}

/** Turns every answer and every error into `{code, msg, data}` with a matching HTTP status. */
export default fp(async (app) => {
  app.decorateRequest('lang', 'zh_hans');
  app.addHook('onRequest', async (request) => {
    request.lang = parseLang(request.headers.lang);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return fail(request, reply, error.status, error.key, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return fail(request, reply, 400, validationKey(error.validation));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return fail(request, reply, 429, 'common.rate_limited');
    if (status === 413) return fail(request, reply, 413, 'common.payload_too_large');
    if (status >= 400 && status < 500) return fail(request, reply, status, 'common.invalid_request');
    request.log.error({ err: error }, 'unexpected error');
    return fail(request, reply, 500, 'common.internal');
  });

  app.setNotFoundHandler((request, reply) => fail(request, reply, 404, 'common.not_found'));
});

/**
 * Errors Fastify's router raises before any hook runs (an over-long or malformed path): the same
 * envelope, in the language the request asked for.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  request.lang = parseLang(request.headers.lang);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return fail(request, reply, tooLong ? 414 : 400, tooLong ? 'common.request_too_long' : 'common.invalid_request');
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or address over its
 * limit, broken syntax). Their headers were not read, so the answer is in the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, key]: [number, string, MessageKey] = tooLarge
    ? [431, 'Request Header Fields Too Large', 'common.request_too_long']
    : [400, 'Bad Request', 'common.invalid_request'];
  const body = JSON.stringify({ code: CODE.FAIL, msg: translate(parseLang(undefined), key), error: key, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
