import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastShow = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: toastShow } }));

const { call } = await import('./client');
const { COMMON_API, USER_API, WALLET_API } = await import('@app/contract');
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

const transferred = {
  orderNo: 'TR1',
  from: 'central',
  to: 'house',
  amount: '1.00',
  status: 'success',
  central: '9.00',
  venueBalance: '1.00',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('call', () => {
  it('sends TOKEN, lang and Idempotency-Key to the endpoint and gives back the whole answer', async () => {
    const fetch = answer({ code: 1, msg: 'ok', data: transferred });
    vi.stubGlobal('fetch', fetch);
    const input = { from: 'central', to: 'house', amount: '1.00' };
    const result = await call(WALLET_API.transfer, input, { idempotencyKey: 'k1' });
    expect(result).toEqual({ code: 1, msg: 'ok', data: transferred });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://m.example.com/api/fundslog/transfer');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"from":"central","to":"house","amount":"1.00"}');
    expect(init.headers).toMatchObject({ TOKEN: 'tok', lang: 'en', 'Idempotency-Key': 'k1' });
  });

  it('checks the answer against the endpoint’s schema', async () => {
    vi.stubGlobal('fetch', answer({ code: 1, msg: 'ok', data: { balance: '0.00' } }));
    await expect(call(WALLET_API.transfer, { from: 'central', to: 'house', amount: '1.00' })).rejects.toThrow();
  });

  it('puts GET data in the query string', async () => {
    const fetch = answer({ code: 1, msg: 'ok', data: { list: [], total: 0, page: 2, limit: 20 } });
    vi.stubGlobal('fetch', fetch);
    await call(WALLET_API.venuesList, { page: 2, limit: 20 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://m.example.com/api/fundslog/getVenuesList?page=2&limit=20');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends a multipart form as it is, with extra headers and no JSON content type', async () => {
    const fetch = answer({ code: 1, msg: 'ok', data: { url: '/api/uploads/a.png', size: 8, type: 'image/png' } });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('directory', 'authorization');
    await call(COMMON_API.upload, form, { headers: { Authorization: '7' } });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ TOKEN: 'tok', lang: 'en', Authorization: '7' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('code 0: toasts msg for 2 s without icon and throws the error key', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, msg: 'Taken', error: 'user.username_taken', data: null }, 409));
    const input = {} as Parameters<typeof call<typeof USER_API.register>>[1];
    const failure = await call(USER_API.register, input).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 0, error: 'user.username_taken', message: 'Taken' });
    await vi.waitFor(() => expect(toastShow).toHaveBeenCalledWith({ content: 'Taken', duration: 2000 }));
  });

  it('code 401: clears token and uid and relaunches to login', async () => {
    vi.stubGlobal('fetch', answer({ code: 401, msg: 'Log in', error: 'common.unauthorized', data: null }, 401));
    await expect(call(USER_API.userInfo)).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState()).toMatchObject({ token: null, uid: null, username: 'ab123', lang: 'en' });
    expect(location.replace).toHaveBeenCalledWith('#/pages/userPages/login');
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('network failure throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(USER_API.userInfo)).rejects.toBeInstanceOf(NetworkError);
  });
});
