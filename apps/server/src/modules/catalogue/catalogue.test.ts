import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import {
  CATALOGUE_API,
  type Game,
  GAME_CATEGORIES,
  type GameCollectInput,
  type GameListQuery,
  pathOf,
  USER_API,
} from '@app/contract';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { changeShared } from '../../lib/invalidation.ts';
import { DICTIONARY } from '../common/index.ts';
import { openSlot } from '../../sandbox/venue/slot-client.ts';
import { playerOf } from '../venue/index.ts';
import { directCatalogue, venuesOf } from '../../../test/catalogue.ts';
import { LIVE, SLOTS, buildWalletApp, startTestSandbox } from '../../../test/wallet.ts';
import { bulletins, gameFavourites, games, slides } from './schema.ts';
import { SEED_GAMES } from './seed-data.ts';

// The platform with its demo venues pointed at a sandbox venue on a loopback port.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox);
const db = app.database.db;
const venues = venuesOf(app);
// Reads through this catalogue go to the database; its changes reach the app's cache like an operator's.
const catalogue = directCatalogue(app);

const codes = (games: Game[]) => games.map((g) => g.code);
const seeded = (pick: (g: (typeof SEED_GAMES)[number]) => boolean) => SEED_GAMES.filter(pick).map((g) => g.code);

const gameList = (query: GameListQuery, opts: { token?: string; lang?: 'zh_hans' | 'en' } = {}) =>
  callEndpoint(app, CATALOGUE_API.gameList, { limit: '100', ...query }, opts);
const search = (keyword: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, CATALOGUE_API.searchGameList, { keyword }, { lang });
const collect = (token: string, body: GameCollectInput, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, CATALOGUE_API.gameCollect, body, { token, lang });
const favourites = (token: string) => callEndpoint(app, CATALOGUE_API.gameCollectList, { limit: '100' }, { token });
const openGame = (token: string, gameCode: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, CATALOGUE_API.openGame, { gameCode }, { token, lang });

describe('side menu', () => {
  it('lists the categories in dictionary order, then the tab bar, each flagged isTabbar', async () => {
    const res = await callEndpoint(app, CATALOGUE_API.sideMenu, undefined, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.map((i) => [i.kind, i.code, i.name, i.route, i.isTabbar])).toEqual([
      ['category', 'hot', 'Hot', null, false],
      ['category', 'slots', 'Slots', '/pages/tabbarPages/home/dz', true],
      ['category', 'lottery', 'Lottery', null, false],
      ['category', 'esports', 'E-sports', null, false],
      ['category', 'live', 'Live video', null, false],
      ['category', 'fishing', 'Fishing', null, false],
      ['category', 'sports', 'Sports', null, false],
      ['category', 'cards', 'Card games', '/pages/tabbarPages/home/qp', true],
      ['tab', 'home', 'Home', '/', true],
      ['tab', 'promotion', 'Promotion', '/pages/tabbarPages/preferential/index', true],
      ['tab', 'service', 'Customer Service', '/pages/tabbarPages/service/index', true],
      ['tab', 'sponsorship', 'Sponsorship', '/pages/tabbarPages/sponsorship/index', true],
      ['tab', 'mine', 'My', '/pages/tabbarPages/mine/index', true],
    ]);
    const zh = await callEndpoint(app, CATALOGUE_API.sideMenu);
    expect(zh.body.data.slice(0, 3).map((i) => i.name)).toEqual(['热门', '电子', '彩票']);
    expect(zh.body.data.at(-1)!.name).toBe('我的');
  });

  it('knows every category of the dictionary', () => {
    expect(DICTIONARY.gameCategories.map((c) => c.code)).toEqual([...GAME_CATEGORIES]);
  });

  it('serves the pictures it names', async () => {
    const menu = await callEndpoint(app, CATALOGUE_API.sideMenu);
    const games = await gameList({});
    for (const url of [menu.body.data[0]!.icon!, games.body.data.list[0]!.icon]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    }
    const missing = `/api/${pathOf(CATALOGUE_API.icon, { name: 'game-nope.svg' })}`;
    expect((await app.inject({ url: missing })).statusCode).toBe(404);
  });
});

describe('game lists', () => {
  it('list a category on each tab, in display order', async () => {
    const lottery = await gameList({ category: 'lottery' });
    expect(lottery.body.data.list.map((g) => [g.code, g.venue, g.launchKind, g.status, g.gameType])).toEqual([
      ['fast3', 'house', 'internal', 'normal', 'dice'],
      ['pc28', 'house', 'internal', 'normal', 'number_sum'],
    ]);
    const slots = await gameList({ category: 'slots' });
    expect(codes(slots.body.data.list)).toEqual(seeded((g) => g.category === 'slots'));
    expect(slots.body.data.list[0]).toMatchObject({
      name: '灯笼转轴',
      category: 'slots',
      categoryName: '电子',
      venue: SLOTS.code,
      venueName: '沙盒电子（演示）',
      gameTypeLabel: '老虎机',
      launchKind: 'external',
      status: 'normal',
      statusLabel: '正常',
      collected: false,
    });
    const recommended = await gameList({ category: 'slots', tab: 'recommend' });
    expect(codes(recommended.body.data.list)).toEqual(seeded((g) => g.category === 'slots' && !!g.recommended));
    const hot = await gameList({ category: 'hot' });
    expect(codes(hot.body.data.list)).toEqual(seeded((g) => !!g.hot));
    const all = await gameList({});
    expect(all.body.data.total).toBe(SEED_GAMES.length);
    const slotsEn = await gameList({ category: 'slots' }, { lang: 'en' });
    expect(slotsEn.body.data.list[1]).toMatchObject({
      code: 'jade_garden',
      name: 'Jade Garden',
      categoryName: 'Slots',
      venueName: 'Sandbox Slots (demo)',
      gameTypeLabel: 'Video slot',
    });
    // Every category holds its seeded games, on both tabs.
    for (const category of GAME_CATEGORIES.filter((c) => c !== 'hot')) {
      const all = await gameList({ category, tab: 'all' }, { lang: 'en' });
      expect(codes(all.body.data.list)).toEqual(seeded((g) => g.category === category));
      expect(all.body.data.total).toBeGreaterThan(0);
      const picked = await gameList({ category, tab: 'recommend' }, { lang: 'en' });
      expect(codes(picked.body.data.list)).toEqual(seeded((g) => g.category === category && !!g.recommended));
    }
  });

  it('seeds idempotently: a second start changes nothing an operator set', async () => {
    await catalogue.setGameStatus('star_voyage', 'closed');
    await catalogue.seed();
    const slots = await gameList({ category: 'slots' });
    expect(slots.body.data.list.find((g) => g.code === 'star_voyage')!.status).toBe('closed');
    expect(slots.body.data.total).toBe(3);
    await catalogue.setGameStatus('star_voyage', 'open');
  });

  it('page with page and limit', async () => {
    const pages = Math.ceil(SEED_GAMES.length / 2);
    const listed: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const res = await gameList({ limit: '2', page: String(page) });
      expect(res.body.data).toMatchObject({ total: SEED_GAMES.length, page, limit: 2 });
      expect(res.body.data.list).toHaveLength(page < pages ? 2 : SEED_GAMES.length - 2 * (pages - 1));
      listed.push(...codes(res.body.data.list));
    }
    expect(listed).toEqual(SEED_GAMES.map((g) => g.code));
    const beyond = await gameList({ limit: '2', page: String(pages + 1) });
    expect(beyond.body.data).toMatchObject({ list: [], total: SEED_GAMES.length });
  });

  it('group every game by category', async () => {
    const res = await callEndpoint(app, CATALOGUE_API.allGameList);
    expect(res.body.data.list.map((c) => [c.category, c.games.length])).toEqual(
      GAME_CATEGORIES.map((c) => [c, seeded((g) => (c === 'hot' ? !!g.hot : g.category === c)).length]),
    );
    expect(res.body.data.list[0]!.games.map((g) => g.code)).toEqual(seeded((g) => !!g.hot));
    expect(seeded((g) => g.category === 'cards')).toEqual(expect.arrayContaining(['baccarat', 'dragon_tiger']));
  });

  it('refuse an unknown category or tab, and the Collection tab without a member', async () => {
    for (const [lang, texts] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const category = await gameList(unchecked({ category: 'poker' }), { lang });
      expect(category.status).toBe(400);
      expect(category.body).toMatchObject({
        code: 0,
        error: 'catalogue.category_unknown',
        msg: texts['catalogue.category_unknown'],
      });
      const tab = await gameList(unchecked({ tab: 'mine' }), { lang });
      expect(tab.body).toMatchObject({ code: 0, error: 'catalogue.tab_unknown', msg: texts['catalogue.tab_unknown'] });
    }
    const visitor = await gameList({ tab: 'collection' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(401);
    expect((await favourites('no-such-token')).status).toBe(401);
  });
});

describe('search', () => {
  it('finds games by part of their name in either language', async () => {
    expect(codes((await search('翡翠')).body.data.list)).toEqual(['jade_garden']);
    expect(codes((await search('VOYAGE', 'en')).body.data.list)).toEqual(['star_voyage']);
    // Both languages match, whatever the member's language; the answer is in the member's language.
    const zhOnEn = await search('灯笼', 'en');
    expect(zhOnEn.body.data.list.map((g) => g.name)).toEqual(['Lantern Reels']);
    const enOnZh = await search('garden');
    expect(enOnZh.body.data.list.map((g) => g.name)).toEqual(['翡翠花园']);
    expect(codes((await search(' 3 ')).body.data.list)).toEqual(['fast3']);
    expect((await search('%')).body.data).toMatchObject({ list: [], total: 0 });
    expect((await search('no such game')).body.data.total).toBe(0);
  });

  it('asks for a name when the search is empty', async () => {
    for (const [lang, texts] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      for (const query of [{ keyword: '   ' }, unchecked({})]) {
        const res = await callEndpoint(app, CATALOGUE_API.searchGameList, query, { lang });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 0,
          error: 'catalogue.search_empty',
          msg: texts['catalogue.search_empty'],
        });
      }
    }
    expect((await search('x'.repeat(31))).body.error).toBe('catalogue.search_too_long');
  });
});

describe('favourites', () => {
  it('are set, listed, marked in lists, kept across sessions and private to the member', async () => {
    const m = await registerMember(app);
    const other = await registerMember(app);

    const set = await collect(m.token, { gameCode: 'jade_garden', collect: true });
    expect(set.body).toMatchObject({
      code: 1,
      msg: zh_hans['catalogue.collected'],
      data: { gameCode: 'jade_garden', collected: true },
    });
    // Setting again changes nothing; a toggle adds the next.
    expect((await collect(m.token, { gameCode: 'jade_garden', collect: true })).body.data.collected).toBe(true);
    expect((await collect(m.token, { gameCode: 'fast3' }, 'en')).body).toMatchObject({
      msg: en['catalogue.collected'],
      data: { collected: true },
    });

    expect(codes((await favourites(m.token)).body.data.list)).toEqual(['fast3', 'jade_garden']);
    const tab = await gameList({ tab: 'collection' }, { token: m.token });
    expect(codes(tab.body.data.list)).toEqual(['fast3', 'jade_garden']);
    expect(
      codes((await gameList({ tab: 'collection', category: 'lottery' }, { token: m.token })).body.data.list),
    ).toEqual(['fast3']);
    const slots = await gameList({ category: 'slots' }, { token: m.token });
    expect(slots.body.data.list.map((g) => [g.code, g.collected])).toEqual([
      ['lantern_reels', false],
      ['jade_garden', true],
      ['star_voyage', false],
    ]);
    // A visitor, or a stale token, sees the same list unmarked.
    for (const token of [undefined, 'expired-token']) {
      const seen = await gameList({ category: 'slots' }, token ? { token } : {});
      expect(seen.status).toBe(200);
      expect(seen.body.data.list.every((g) => !g.collected)).toBe(true);
    }

    const login = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(login.body.code).toBe(1);
    expect(codes((await favourites(login.body.data.token)).body.data.list)).toEqual(['fast3', 'jade_garden']);

    expect((await favourites(other.token)).body.data).toMatchObject({ list: [], total: 0 });
    expect(codes((await gameList({ tab: 'collection' }, { token: other.token })).body.data.list)).toEqual([]);
    expect(
      (await gameList({ category: 'slots' }, { token: other.token })).body.data.list.some((g) => g.collected),
    ).toBe(false);

    const unset = await collect(m.token, { gameCode: 'fast3' });
    expect(unset.body).toMatchObject({ msg: zh_hans['catalogue.uncollected'], data: { collected: false } });
    expect((await collect(m.token, { gameCode: 'fast3', collect: false })).body.data.collected).toBe(false);
    expect(codes((await favourites(login.body.data.token)).body.data.list)).toEqual(['jade_garden']);
  });

  it('refuse an unknown game, bad input and visitors', async () => {
    const m = await registerMember(app);
    const unknown = await collect(m.token, { gameCode: 'no_such_game' }, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 0, error: 'catalogue.game_unknown', msg: en['catalogue.game_unknown'] });
    expect((await collect(m.token, unchecked({ gameCode: 'fast3', extra: 1 }))).body.error).toBe(
      'common.unknown_field',
    );
    expect((await collect(m.token, unchecked({}))).body.error).toBe('catalogue.game_unknown');
    expect((await callEndpoint(app, CATALOGUE_API.gameCollect, { gameCode: 'fast3' })).status).toBe(401);
    expect((await favourites(m.token)).body.data.total).toBe(0);
  });
});

describe('opening a game', () => {
  it('opens a first-party game at its route in our app', async () => {
    const m = await registerMember(app);
    const res = await openGame(m.token, 'fast3');
    expect(res.body).toMatchObject({
      code: 1,
      data: { kind: 'internal', gameCode: 'fast3', route: '/pages/home/game?game=fast3' },
    });
    expect((await openGame(m.token, 'pc28')).body.data).toMatchObject({ route: '/pages/home/game?game=pc28' });
    expect((await callEndpoint(app, CATALOGUE_API.openGame, { gameCode: 'fast3' })).status).toBe(401);
  });

  it('opens an external game at the URL its venue gives, creating the player there first', async () => {
    const m = await registerMember(app);
    expect(sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid))).toBeNull();
    const res = await openGame(m.token, 'lantern_reels');
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({ kind: 'external', gameCode: 'lantern_reels' });
    const url = (res.body.data as { url: string }).url;
    expect(url.startsWith(sandbox.url)).toBe(true);
    expect(sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid))).toBe(0n);
    const page = await fetch(url);
    expect(page.status).toBe(200);
  });

  it('refuses a closed game and a venue under maintenance, in both languages', async () => {
    const m = await registerMember(app);
    await catalogue.setGameStatus('pc28', 'closed');
    await venues.catalogue.setMaintenance(SLOTS.code, true);
    try {
      for (const [lang, texts] of [
        ['zh_hans', zh_hans],
        ['en', en],
      ] as const) {
        const closed = await openGame(m.token, 'pc28', lang);
        expect(closed.status).toBe(409);
        expect(closed.body).toMatchObject({
          code: 0,
          error: 'catalogue.game_closed',
          msg: texts['catalogue.game_closed'],
        });
        const down = await openGame(m.token, 'star_voyage', lang);
        expect(down.status).toBe(409);
        expect(down.body).toMatchObject({
          code: 0,
          error: 'catalogue.venue_maintenance',
          msg: texts['catalogue.venue_maintenance'],
        });
        const unknown = await openGame(m.token, 'no_such_game', lang);
        expect(unknown.body).toMatchObject({ error: 'catalogue.game_unknown', msg: texts['catalogue.game_unknown'] });
      }
      // Both stay listed, shown as what they are.
      const lottery = await gameList({ category: 'lottery' }, { lang: 'en' });
      expect(lottery.body.data.list.map((g) => [g.code, g.status, g.statusLabel])).toEqual([
        ['fast3', 'normal', 'Available'],
        ['pc28', 'closed', 'Closed'],
      ]);
      const slots = await gameList({ category: 'slots' });
      expect(slots.body.data.list.map((g) => [g.code, g.status, g.statusLabel])).toEqual([
        ['lantern_reels', 'maintenance', '维护中'],
        ['jade_garden', 'maintenance', '维护中'],
        ['star_voyage', 'maintenance', '维护中'],
      ]);
      expect((await openGame(m.token, 'fast3')).body.code).toBe(1);
    } finally {
      await catalogue.setGameStatus('pc28', 'open');
      await venues.catalogue.setMaintenance(SLOTS.code, false);
    }
    expect((await openGame(m.token, 'pc28')).body.code).toBe(1);
    expect((await openGame(m.token, 'star_voyage')).body.code).toBe(1);
  });

  it('opens each slot game as itself: the venue page names it as the catalogue does and has its own paytable', async () => {
    const m = await registerMember(app);
    const external = SEED_GAMES.filter((g) => g.launch.kind === 'external' && g.venue === SLOTS.code);
    expect(external.map((g) => [g.code, g.venue])).toEqual([
      ['lantern_reels', SLOTS.code],
      ['jade_garden', SLOTS.code],
      ['star_voyage', SLOTS.code],
    ]);
    const paytables = new Set<string>();
    for (const g of external) {
      for (const [lang, name] of [
        ['zh_hans', g.zh],
        ['en', g.en],
      ] as const) {
        const res = await openGame(m.token, g.code, lang);
        expect(res.body.code).toBe(1);
        const slot = (await openSlot((res.body.data as { url: string }).url))!;
        const state = await slot.state();
        expect(state.body).toMatchObject({ result: 'success', game: g.code, gameName: name, lang });
        paytables.add(JSON.stringify(state.body.paytable));
      }
    }
    expect(paytables.size).toBe(3);
  });

  it('says so when the venue does not answer the launch', async () => {
    const m = await registerMember(app);
    expect((await openGame(m.token, 'jade_garden')).body.code).toBe(1);
    // The player exists now, so the venue's next call is the launch.
    sandbox.fault({ mode: 'error', merchant: SLOTS.merchant });
    const failed = await openGame(m.token, 'jade_garden', 'en');
    expect(failed.status).toBe(409);
    expect(failed.body).toMatchObject({
      code: 0,
      error: 'catalogue.launch_failed',
      msg: en['catalogue.launch_failed'],
    });
    expect((await openGame(m.token, 'jade_garden')).body.code).toBe(1);
  });
});

describe('games of an earlier start', () => {
  it('that the venue does not offer say so when opened, and the next seed deletes them with their favourites', async () => {
    const m = await registerMember(app);
    // Rows an earlier catalogue left on the demo venues, and a game of ours the seed does not list.
    const earlier = [
      { code: 'classic_baccarat', venueCode: LIVE.code, category: 'live', gameType: 'baccarat' },
      { code: 'coral_reef', venueCode: SLOTS.code, category: 'fishing', gameType: 'fish_shooter' },
    ];
    const insertEarlier = changeShared(db, 'catalogue', (tx) =>
      tx.insert(games).values([
        ...earlier.map((g) => ({
          ...g,
          nameZhHans: `旧${g.code}`,
          nameEn: `Old ${g.code}`,
          iconUrl: '/x.svg',
          sort: 900,
          launchKind: 'external' as const,
          venueGameCode: g.code,
        })),
        {
          code: 'house_extra',
          nameZhHans: '自营',
          nameEn: 'House extra',
          category: 'lottery',
          venueCode: 'house',
          gameType: 'dice',
          iconUrl: '/x.svg',
          sort: 900,
          launchKind: 'internal' as const,
          launchRoute: '/pages/home/game?game=fast3',
        },
      ]),
    );
    await insertEarlier;
    try {
      expect((await collect(m.token, { gameCode: 'classic_baccarat', collect: true })).body.data.collected).toBe(true);
      expect((await collect(m.token, { gameCode: 'jade_garden', collect: true })).body.data.collected).toBe(true);
      expect(codes((await gameList({ category: 'live' })).body.data.list)).toEqual([
        ...seeded((g) => g.category === 'live'),
        'classic_baccarat',
      ]);

      // The venue answers game_not_found: the member is told it does not offer the game.
      for (const [lang, texts] of [
        ['zh_hans', zh_hans],
        ['en', en],
      ] as const) {
        for (const { code } of earlier) {
          const res = await openGame(m.token, code, lang);
          expect(res.status).toBe(409);
          expect(res.body).toMatchObject({
            code: 0,
            error: 'catalogue.game_unavailable',
            msg: texts['catalogue.game_unavailable'],
          });
        }
      }

      await catalogue.seed();
      // Only the seeded games are left in those categories.
      for (const category of ['live', 'fishing'] as const) {
        expect(codes((await gameList({ category })).body.data.list)).toEqual(seeded((g) => g.category === category));
      }
      expect(codes((await favourites(m.token)).body.data.list)).toEqual(['jade_garden']);
      const unknown = await openGame(m.token, 'classic_baccarat', 'en');
      expect(unknown.body).toMatchObject({
        code: 0,
        error: 'catalogue.game_unknown',
        msg: en['catalogue.game_unknown'],
      });
      const left = await db
        .select({ code: games.code })
        .from(games)
        .where(inArray(games.code, [...earlier.map((g) => g.code), 'house_extra']));
      expect(left.map((g) => g.code)).toEqual(['house_extra']);
      const favs = await db.select().from(gameFavourites).where(eq(gameFavourites.memberId, m.uid));
      expect(favs.map((f) => f.gameCode)).toEqual(['jade_garden']);
    } finally {
      await changeShared(db, 'catalogue', (tx) => tx.delete(games).where(eq(games.code, 'house_extra')));
    }
    expect((await gameList({})).body.data.total).toBe(SEED_GAMES.length);
  });
});

describe('slides and bulletins', () => {
  it('show the seeded platform texts in the member language', async () => {
    const slidesZh = await callEndpoint(app, CATALOGUE_API.slideshowList);
    expect(slidesZh.body.data.list.map((s) => s.id)).toEqual(['provably_fair', 'deposits', 'responsible_gaming']);
    expect(slidesZh.body.data.list[0]).toMatchObject({
      link: '/pages/home/game?game=fast3',
      title: expect.stringContaining('公平'),
    });
    const bulletinsEn = await callEndpoint(app, CATALOGUE_API.bulletin, undefined, { lang: 'en' });
    expect(bulletinsEn.body.data.list[0]!.text).toContain('SHA-256');
    expect(bulletinsEn.body.data.list.map((b) => b.id)).toContain('responsible_gaming');
  });

  it('show only what is enabled and inside its window', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const window = (code: string, from: number | null, to: number | null, enabled = true) => ({
      code,
      startsAt: from === null ? null : new Date(now + from),
      endsAt: to === null ? null : new Date(now + to),
      enabled,
      sort: 1000,
    });
    const cases = [
      window('w_past', -2 * hour, -hour),
      window('w_now', -hour, hour),
      window('w_future', hour, 2 * hour),
      window('w_open_start', null, hour),
      window('w_open_end', -hour, null),
      window('w_disabled', null, null, false),
    ];
    await changeShared(db, 'catalogue', async (tx) => {
      await tx
        .insert(slides)
        .values(
          cases.map((c) => ({ ...c, imageUrl: '/x.svg', titleZhHans: `标题${c.code}`, titleEn: `Title ${c.code}` })),
        );
      await tx
        .insert(bulletins)
        .values(cases.map((c) => ({ ...c, textZhHans: `公告${c.code}`, textEn: `Notice ${c.code}` })));
    });
    const shown = ['w_now', 'w_open_end', 'w_open_start'];

    const s = await callEndpoint(app, CATALOGUE_API.slideshowList, undefined, { lang: 'en' });
    const testSlides = s.body.data.list.filter((x) => x.id.startsWith('w_'));
    expect(testSlides.map((x) => x.id)).toEqual(shown);
    expect(testSlides[0]).toMatchObject({ title: 'Title w_now', startsAt: new Date(now - hour).toISOString() });
    const b = await callEndpoint(app, CATALOGUE_API.bulletin);
    const testBulletins = b.body.data.list.filter((x) => x.id.startsWith('w_'));
    expect(testBulletins.map((x) => [x.id, x.text])).toEqual(shown.map((code) => [code, `公告${code}`]));
    // A window that ended a moment ago is gone; one starting later is not there yet.
    expect(
      (await catalogue.bulletins({ page: 1, limit: 100 }, 'en', new Date(now + 2.5 * hour))).list.map((x) => x.id),
    ).not.toContain('w_future');
    expect(
      (await catalogue.bulletins({ page: 1, limit: 100 }, 'en', new Date(now + 1.5 * hour))).list.map((x) => x.id),
    ).toContain('w_future');
  });
});

describe('without a reachable venue', () => {
  it('shows the external games as under maintenance and refuses to open them', async () => {
    const bare = await buildTestApp({ VENUE_RECONCILE_INTERVAL_MS: '0' });
    const m = await registerMember(bare);
    const slots = await callEndpoint(bare, CATALOGUE_API.gameList, { category: 'slots' });
    expect(slots.body.data.list.map((g) => g.status)).toEqual(['maintenance', 'maintenance', 'maintenance']);
    const lottery = await callEndpoint(bare, CATALOGUE_API.gameList, { category: 'lottery' });
    expect(lottery.body.data.list.map((g) => g.status)).toEqual(['normal', 'normal']);
    const res = await callEndpoint(
      bare,
      CATALOGUE_API.openGame,
      { gameCode: 'lantern_reels' },
      { token: m.token, lang: 'en' },
    );
    expect(res.body).toMatchObject({
      code: 0,
      error: 'catalogue.venue_maintenance',
      msg: en['catalogue.venue_maintenance'],
    });
  });
});
