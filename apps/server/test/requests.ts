import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@app/contract';

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
    agree: true,
    ...overrides,
  };
}

/** Registers a member and answers its session. */
export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const input = newMember(overrides);
  const res = await api<{ token: string; uid: number; username: string }>(app, 'user/register', { body: input });
  if (res.body.code !== 1) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { ...res.body.data, password: input.password, input };
}
