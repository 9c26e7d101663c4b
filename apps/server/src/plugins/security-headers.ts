import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for `options`, worked out once. With no per-request parts (no nonces) they are
 * the same for every answer, and building helmet's middleware per request (what @fastify/helmet
 * does) cost a tenth of a cached read's CPU (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish at once: its options must not need a request');
  return headers;
}

/** Sends helmet's headers with every answer; a route that needs another policy sets its own after. */
export default fp<{ options: HelmetOptions }>(async (app, { options }) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers);
    next();
  });
});
