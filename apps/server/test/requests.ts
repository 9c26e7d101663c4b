import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pathOf, USER_API, type Endpoint, type EndpointAnswer, type EndpointInput, type Lang } from '@app/contract';

// Requests as the web client makes them, with no test runner in them: the bench uses them too.

export type ApiAnswer<T = unknown> = {
  status: number;
  body: { code: number; msg: string; data: T; error?: string };
};

/** Calls `/api/<path>` like the web client: JSON body for writes, query for reads, TOKEN and lang headers. */
export async function api<T = unknown>(
  app: FastifyInstance,
  path: string,
  opts: {
    method?: 'GET' | 'POST';
    body?: unknown;
    query?: Record<string, string>;
    token?: string;
    lang?: Lang;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const res = await app.inject({
    method,
    url: `/api/${path}`,
    query: opts.query,
    headers: { ...(opts.token ? { token: opts.token } : {}), lang: opts.lang ?? 'zh_hans', ...opts.headers },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

let counter = 0;
/** A valid registration with a username unique within the run. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const username = `m${randomBytes(3).toString('hex').replace(/\d/g, 'a')}${counter}`.slice(0, 11);
  return {
    username,
    password: 'Passw0rd1',
    confirmPassword: 'Passw0rd1',
    phone: '13912345678',
    inviteCode: '',
    realName: '张三',
    withdrawPassword: '123456',
    agree: true as const,
    ...overrides,
  };
}

/** Registers a member and answers its session. */
export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const input = newMember(overrides);
  const res = await callEndpoint(app, USER_API.register, input);
  if (res.body.code !== 1) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { ...res.body.data, password: input.password, input };
}

/** Input a test sends on purpose against the endpoint's schema (a bad amount, a missing field). */
export const unchecked = (input: unknown) => input as never;

/**
 * Calls an endpoint of the table as the web client does, typed from it: `input` is the body of a
 * POST or the query of a GET, the answer's `data` is the endpoint's answer. `params` fill a path
 * addressed by URL; `token`, `lang` and `headers` as in `api`.
 */
export function callEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  input?: EndpointInput<E>,
  opts: {
    token?: string;
    lang?: Lang;
    headers?: Record<string, string>;
    params?: Record<string, string | number>;
  } = {},
): Promise<ApiAnswer<EndpointAnswer<E>>> {
  const path = pathOf(e, opts.params);
  const common = { method: e.method, token: opts.token, lang: opts.lang, headers: opts.headers };
  if (e.method === 'POST') return api(app, path, { ...common, body: input ?? {} });
  const query = Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  return api(app, path, { ...common, query });
}
