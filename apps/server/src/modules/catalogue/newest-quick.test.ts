import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_API, isQuickGame, type Game, type GameListQuery } from '@app/contract';
import { en } from '@app/contract/messages';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { changeShared } from '../../lib/invalidation.ts';
import { games } from './schema.ts';
import { SEED_GAMES } from './seed-data.ts';

// The lists of home/gamenew (newest first) and home/fastFood (quick games), on the demo catalogue.
const app = await buildTestApp({ VENUE_RECONCILE_INTERVAL_MS: '0' });
const db = app.database.db;

const codes = (list: Game[]) => list.map((g) => g.code);
const gameList = (query: GameListQuery | Record<string, unknown>, token?: string) =>
  callEndpoint(app, CATALOGUE_API.gameList, unchecked({ limit: '100', ...query }), token ? { token } : {});

/** Two games of ours added after the seed, a minute apart, placed last: a lottery, and a newer card game that is not quick. */
async function addLaterGames() {
  const later = (code: string, category: string, minutes: number) => ({
    code,
    nameZhHans: code,
    nameEn: code,
    category,
    venueCode: 'house',
    gameType: 'dice',
    iconUrl: '/x.svg',
    sort: 900,
    launchKind: 'internal' as const,
    launchRoute: '/pages/home/game?game=fast3',
    createdAt: new Date(Date.now() + minutes * 60_000),
  });
  await changeShared(db, 'catalogue', (tx) =>
    tx.insert(games).values([later('probe_dice', 'lottery', 1), later('probe_holdem', 'cards', 2)]),
  );
  return () =>
    changeShared(db, 'catalogue', (tx) => tx.delete(games).where(inArray(games.code, ['probe_holdem', 'probe_dice'])));
}

describe('the newest games', () => {
  it('come newest first; games added together keep their display order; the default order is unchanged', async () => {
    const seeded = SEED_GAMES.map((g) => g.code);
    expect(codes((await gameList({ sort: 'newest' })).body.data.list)).toEqual(seeded);

    const remove = await addLaterGames();
    try {
      const newest = await gameList({ sort: 'newest' });
      expect(codes(newest.body.data.list)).toEqual(['probe_holdem', 'probe_dice', ...seeded]);
      // Newest within a category, and paged like every list.
      const page = await gameList({ sort: 'newest', category: 'lottery', page: '1', limit: '2' });
      expect(page.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(codes(page.body.data.list)).toEqual(['probe_dice', 'fast3']);
      // The catalogue's own order is the display order, where they come last.
      expect(codes((await gameList({})).body.data.list)).toEqual([...seeded, 'probe_dice', 'probe_holdem']);
    } finally {
      await remove();
    }
  });
});

describe('the quick games', () => {
  it('are the slots and fishing games and the card games named quick; a member’s favourites are marked', async () => {
    const remove = await addLaterGames();
    try {
      const m = await registerMember(app);
      await callEndpoint(
        app,
        CATALOGUE_API.gameCollect,
        { gameCode: 'jade_garden', collect: true },
        { token: m.token },
      );
      const quick = await gameList({ quick: true }, m.token);
      const expected = SEED_GAMES.filter((g) => isQuickGame({ category: g.category, code: g.code })).map((g) => g.code);
      expect(expected).toEqual(expect.arrayContaining(['lantern_reels', 'jade_garden', 'star_voyage']));
      expect(expected).not.toContain('fast3');
      expect(codes(quick.body.data.list)).toEqual(expected);
      expect(quick.body.data.list.every((g) => isQuickGame(g))).toBe(true);
      expect(quick.body.data.list.filter((g) => g.collected).map((g) => g.code)).toEqual(['jade_garden']);
      // The Texas Hold'em table is a card game but not a quick one; `quick=false` is every game.
      expect(codes(quick.body.data.list)).not.toContain('probe_holdem');
      expect(codes((await gameList({ quick: 'false' })).body.data.list)).toContain('probe_holdem');
      // Quick and newest together: the newest quick games.
      expect(codes((await gameList({ quick: 'true', sort: 'newest' })).body.data.list)).toEqual(expected);
    } finally {
      await remove();
    }
  });

  it('refuses an unknown order or a quick flag that is not true or false', async () => {
    for (const query of [{ sort: 'oldest' }, { quick: 'yes' }]) {
      const res = await callEndpoint(app, CATALOGUE_API.gameList, unchecked(query), { lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, msg: en['common.invalid_request'] });
    }
  });
});
