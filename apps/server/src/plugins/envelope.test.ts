import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { buildTestApp } from '../../test/helper.ts';

const app = await buildTestApp();
app.get('/api/test/boom', async () => {
  throw new Error('secret database detail');
});

describe('envelope', () => {
  it('hides unexpected errors behind a generic 500 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 0, msg: en['common.internal'], error: 'common.internal', data: null });
    expect(res.body).not.toContain('secret');
  });

  it('falls back to zh_hans for an unknown language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/userInfo', headers: { lang: 'fr' } });
    expect(res.json().msg).toBe('请先登录');
  });

  it('answers an over-long path in the envelope, in the member’s language', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(300)}`, headers: { lang: 'en' } });
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
        path: '/api/user/userInfo',
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
