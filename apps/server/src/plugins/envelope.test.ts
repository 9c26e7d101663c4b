import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMMON_API, endpoint, pathOf, USER_API } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { buildTestApp, callEndpoint } from '../../test/helper.ts';
import { registerRoutes, route } from './routes.ts';

const app = await buildTestApp();
/** A test route of the platform whose handler fails unexpectedly. */
const boom = endpoint({ method: 'GET', path: 'test/boom', auth: 'visitor', answer: z.object({}) });
await app.register(
  (scope) =>
    registerRoutes(scope, [
      route(boom, () => {
        throw new Error('secret database detail');
      }),
    ]),
  { prefix: '/api' },
);

describe('envelope', () => {
  it('hides unexpected errors behind a generic 500 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/${pathOf(boom)}`, headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 0, msg: en['common.internal'], error: 'common.internal', data: null });
    expect(res.body).not.toContain('secret');
  });

  it('falls back to zh_hans for an unknown language', async () => {
    const res = await callEndpoint(app, USER_API.userInfo, undefined, { headers: { lang: 'fr' } });
    expect(res.body.msg).toBe('请先登录');
  });

  it('answers an over-long path in the envelope, in the member’s language', async () => {
    const url = `/api/${pathOf(COMMON_API.avatar, { file: 'a'.repeat(300) })}`;
    const res = await app.inject({ method: 'GET', url, headers: { lang: 'en' } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      code: 0,
      msg: en['common.request_too_long'],
      error: 'common.request_too_long',
      data: null,
    });
  });

  it('answers headers over the HTTP parser’s limit in the envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        port,
        host: '127.0.0.1',
        path: `/api/${pathOf(USER_API.userInfo)}`,
        headers: { 'x-big': 'b'.repeat(20_000) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: 0,
      msg: zh_hans['common.request_too_long'],
      error: 'common.request_too_long',
      data: null,
    });
  });
});
