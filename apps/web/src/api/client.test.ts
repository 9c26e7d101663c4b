import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastShow = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', () => ({ Toast: { show: toastShow } }));

const { request } = await import('./client');
const { ApiError, NetworkError } = await import('./api-error');
const { sessionStore } = await import('../shared/session/session-store');

const location = { origin: 'https://m.example.com', pathname: '/h5/', replace: vi.fn() };

function answer(body: unknown, status = 200) {
  return vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  vi.stubGlobal('window', { location });
  sessionStore.signIn({ token: 'tok', uid: 7, username: 'ab123' });
  sessionStore.setLang('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('request', () => {
  it('sends TOKEN, lang and Idempotency-Key and gives back the whole answer', async () => {
    const fetch = answer({ code: 1, msg: 'ok', data: { balance: '0.00' } });
    vi.stubGlobal('fetch', fetch);
    const result = await request('fundslog/transfer', {
      method: 'POST',
      body: { amount: '1.00' },
      idempotencyKey: 'k1',
    });
    expect(result).toEqual({ code: 1, msg: 'ok', data: { balance: '0.00' } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://m.example.com/api/fundslog/transfer');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"amount":"1.00"}');
    expect(init.headers).toMatchObject({ TOKEN: 'tok', lang: 'en', 'Idempotency-Key': 'k1' });
  });

  it('puts GET data in the query string', async () => {
    const fetch = answer({ code: 1, msg: 'ok', data: null });
    vi.stubGlobal('fetch', fetch);
    await request('record/list', { query: { page: 2 } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://m.example.com/api/record/list?page=2');
    expect(init.body).toBeUndefined();
  });

  it('sends a multipart form as it is, with extra headers and no JSON content type', async () => {
    const fetch = answer({ code: 1, msg: 'ok', data: null });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('directory', 'authorization');
    await request('common/upload', { method: 'POST', body: form, headers: { Authorization: '7' } });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ TOKEN: 'tok', lang: 'en', Authorization: '7' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('code 0: toasts msg for 2 s without icon and throws the error key', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, msg: 'Taken', error: 'user.username_taken', data: null }, 409));
    const failure = await request('user/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 0, error: 'user.username_taken', message: 'Taken' });
    expect(toastShow).toHaveBeenCalledWith({ content: 'Taken', duration: 2000 });
  });

  it('code 401: clears token and uid and relaunches to login', async () => {
    vi.stubGlobal('fetch', answer({ code: 401, msg: 'Log in', error: 'common.unauthorized', data: null }, 401));
    await expect(request('user/userInfo')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState()).toMatchObject({ token: null, uid: null, username: 'ab123', lang: 'en' });
    expect(location.replace).toHaveBeenCalledWith('#/pages/userPages/login');
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('network failure throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('user/userInfo')).rejects.toBeInstanceOf(NetworkError);
  });
});
