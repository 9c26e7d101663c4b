import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn() } }));

const { getSideMenu, getSlides } = await import('./catalogue');
const { sendHomeReadsEarly } = await import('./home-reads');
const { sessionStore } = await import('../shared/session/session-store');

const location = { origin: 'https://m.example.com', pathname: '/h5/', replace: vi.fn() };
const session = { token: 'tok', uid: 7, username: 'ab123', lang: 'en' as const };
const slide = {
  id: 's1',
  image: 'api/catalogue/icons/slide.svg',
  title: 'Fair',
  link: null,
  startsAt: null,
  endsAt: null,
};
const slidesUrl = 'https://m.example.com/api/frontpage/getSlideshowList?page=1&limit=10';

/** Answers every GET with a page holding `slide`; the side menu with an empty list. */
function server() {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const data = url.includes('getSideMenu') ? [] : { list: [slide], total: 1, page: 1, limit: 10 };
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
  });
}

beforeEach(() => {
  vi.stubGlobal('window', { location });
  sessionStore.signIn({ token: 'tok', uid: 7, username: 'ab123' });
  sessionStore.setLang('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("home's first reads sent early", () => {
  it('are sent once each, and the page takes their answers instead of asking again', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const pictures: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          pictures.push(url);
        }
      },
    );
    sendHomeReadsEarly(session);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://m.example.com/api/getSideMenu',
      slidesUrl,
      'https://m.example.com/api/getBulletin?page=1&limit=20',
    ]);
    expect(fetch.mock.calls[1]![1]).toMatchObject({ headers: { TOKEN: 'tok', lang: 'en' } });

    expect(await getSlides()).toEqual([slide]);
    expect(await getSideMenu()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(3);
    // The slides' pictures were asked for from the early answer, which the page could still read.
    expect(pictures).toEqual(['https://m.example.com/api/catalogue/icons/slide.svg']);
    // Taken once: the next read goes to the server.
    await getSlides();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('are not taken once stale, nor by another member or in another language', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    sendHomeReadsEarly(session);
    now.mockReturnValue(11_001);
    await getSlides();
    expect(fetch).toHaveBeenCalledTimes(4);

    now.mockReturnValue(1_000);
    sendHomeReadsEarly({ ...session, token: 'other' });
    await getSlides();
    sendHomeReadsEarly({ ...session, lang: 'zh_hans' });
    await getSlides();
    expect(fetch).toHaveBeenCalledTimes(4 + 3 + 1 + 3 + 1);
  });

  it('are asked again by the page when the early request failed', async () => {
    const fetch = server();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    sendHomeReadsEarly(session);
    expect(await getSlides()).toEqual([slide]);
    expect(fetch.mock.calls.at(-1)![0]).toBe(slidesUrl);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
