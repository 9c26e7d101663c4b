import { describe, expect, it } from 'vitest';
import { en } from '@app/contract/messages';
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
});
