import { CATALOGUE_API } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, ok, type Reply } from '../../../testing/fake-api';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn() } }));

const { catalogueQueryKeys } = await import('../../../api/catalogue');
const { queryClient } = await import('../../../api/query-client');
const { sessionStore } = await import('../../../shared/session/session-store');
const { prefetchHome } = await import('../prefetch-home');

const slide = {
  id: 's1',
  image: 'api/catalogue/icons/slide.svg',
  title: 'Fair',
  link: null,
  startsAt: null,
  endsAt: null,
};
const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, limit: 10 });

beforeEach(() => {
  queryClient.clear();
  sessionStore.signIn({ token: 'tok', uid: 7, username: 'ab123' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("home's first reads before its first render", () => {
  it('settle once the side menu, the slides and the bulletin are in the cache', async () => {
    fakeApi([
      [CATALOGUE_API.sideMenu, ok([])],
      [CATALOGUE_API.slideshowList, page([slide])],
      [CATALOGUE_API.bulletin, page([])],
    ]);
    await prefetchHome();
    expect(queryClient.getQueryData(catalogueQueryKeys.slides)).toEqual([slide]);
    expect(queryClient.getQueryData(catalogueQueryKeys.sideMenu)).toEqual([]);
    expect(queryClient.getQueryData(catalogueQueryKeys.bulletins)).toEqual([]);
  });

  it('wait a second at most for an answer that does not come', async () => {
    vi.useFakeTimers();
    fakeApi([
      [CATALOGUE_API.sideMenu, ok([])],
      [CATALOGUE_API.slideshowList, page([slide])],
      [CATALOGUE_API.bulletin, () => deferred<Reply>().promise],
    ]);
    let settled = false;
    void prefetchHome().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(settled).toBe(false);
    expect(queryClient.getQueryData(catalogueQueryKeys.slides)).toEqual([slide]);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
    expect(queryClient.getQueryData(catalogueQueryKeys.bulletins)).toBeUndefined();
  });
});
