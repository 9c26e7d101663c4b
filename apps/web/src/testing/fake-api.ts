import { CODE, type Endpoint } from '@app/contract';
import { vi } from 'vitest';

/** A request the page sent. */
export type Sent = { url: URL; method: string; headers: Record<string, string>; body: unknown };
/** The envelope the fake server answers with. */
export type Reply = { code: number; msg: string; data: unknown; error?: string };
type Handler = Reply | ((sent: Sent) => Reply | Promise<Reply>);

export const ok = (data: unknown, msg = 'ok'): Reply => ({ code: CODE.OK, msg, data });
/** A business refusal: code 0 with the message to show. */
export const refused = (msg: string, error = 'refused'): Reply => ({ code: CODE.FAIL, msg, data: null, error });

/** A promise settled from outside: holds an answer back while the test taps again. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Stands in for the server behind `fetch`: each endpoint of the contract's table answers with its
 * handler, and every request is kept for the test to look at. An endpoint without a handler fails
 * the test, so a page cannot call something the test did not expect.
 */
export function fakeApi(routes: [Endpoint, Handler][]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: Sent = { url, method: init.method ?? 'GET', headers, body };
    sent.push(request);
    const route = routes.find(([e]) => url.pathname.endsWith(`/api/${e.path}`) && e.method === request.method);
    if (!route) throw new Error(`No fake answer for ${request.method} ${url.pathname}`);
    const [, handler] = route;
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return { status: 200, json: async () => reply } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    /** The requests sent to one endpoint (its path and method: a read and a write may share a path), in order. */
    sentTo: (endpoint: Endpoint) =>
      sent.filter((s) => s.url.pathname.endsWith(`/api/${endpoint.path}`) && s.method === endpoint.method),
  };
}
