import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { VENUE_API, VENUE_HEADERS, signVenueRequest, type VenueBetWire } from '../../modules/venue/protocol.ts';
import { startSandboxVenue } from './server.ts';
import { openSportsbook, type SportsPickBody } from './sports-client.ts';
import { sportsBook } from './sports-data.ts';
import { fixtureMarkets, fixtureScore, fixturesAround, fixturesOfDay, type Fixture } from './sports-fixtures.ts';
import { centsText, selectionWins } from './sports-markets.ts';
import { SPORTS_PATHS } from './sports-page.ts';
import { sampleScore } from './sports-model.ts';

const SECRET = 'sports-test-secret-0123456789';
const M = 'demo-sports';
const DAY = 86_400_000;
let clock = Date.parse('2031-03-04T00:00:00Z');
const sandbox = await startSandboxVenue({ secret: SECRET, sports: { now: () => clock } });
afterAll(() => sandbox.close());
const sports = sandbox.sports;

async function signed(path: string, body: object) {
  const raw = JSON.stringify(body);
  const ts = String(Date.now());
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VENUE_HEADERS.merchant]: M,
      [VENUE_HEADERS.timestamp]: ts,
      [VENUE_HEADERS.signature]: signVenueRequest(SECRET, ts, raw),
    },
    body: raw,
  });
  return (await res.json()) as Record<string, unknown>;
}

let players = 0;
/** A new player with `yuan` at the venue, and the book `game` opened for them as the page opens it. */
async function player(yuan: number, game = 'sports_football', lang: 'en' | 'zh_hans' = 'en') {
  const name = `h5m${900 + (players += 1)}`;
  await signed(VENUE_API.createPlayer, { player: name });
  await signed(VENUE_API.deposit, { transferId: `sp-test-${name}`, player: name, amount: `${yuan}.00` });
  const launch = await signed(VENUE_API.launch, { player: name, game, lang });
  expect(launch).toMatchObject({ result: 'success' });
  expect(String(launch.url)).toContain(`${SPORTS_PATHS.launch}?token=`);
  return { name, book: (await openSportsbook(String(launch.url)))! };
}

const balance = (name: string) => sandbox.balanceOf(M, name);
const open = (game = 'sports_football') =>
  fixturesAround(sports.state(M).seed, sportsBook(game)!, sports.schedule, clock).filter((f) => sports.isOpen(M, f));
const pick = (f: Fixture, market: string, selection: string): SportsPickBody => ({
  fixtureId: f.id,
  market,
  selection,
  odds: centsText(sports.odds(M, f, market as never, selection as never)!),
});
/** The selection of the fixture's 1X2 / winner market that its (future) score makes win: the test knows the seed. */
function winning(f: Fixture): SportsPickBody {
  const score = fixtureScore(f);
  const p = fixtureMarkets(f).markets.find(
    (x) => (x.market === '1x2' || x.market === 'winner') && selectionWins(x.market, x.selection, x.line, score),
  )!;
  return pick(f, p.market, p.selection);
}
/** The history as the platform reads it: the changes after `cursor` (each bet once, in its latest state). */
async function history(cursor: string | null = null): Promise<{ bets: VenueBetWire[]; cursor: string | null }> {
  const a = await signed(VENUE_API.betHistory, { cursor, limit: 500 });
  return { bets: a.bets as VenueBetWire[], cursor: a.cursor as string | null };
}

describe('sandbox sportsbook', () => {
  it('lists fixtures days ahead, the same from the same seed, each with its result committed and revealed at its end', async () => {
    const { book } = await player(10);
    const state = (await book.state()).body;
    expect(state).toMatchObject({ result: 'success', game: 'sports_football', gameName: 'Football Book', margin: '6' });
    const fixtures = fixturesAround(sports.state(M).seed, sportsBook('sports_football')!, sports.schedule, clock);
    expect(state.fixtures.map((f) => f.id)).toEqual(fixtures.map((f) => f.id));
    // Three days ahead: 8 matches a day (two leagues of eight teams, each team once a day).
    const upcoming = fixtures.filter((f) => f.startsAt > clock);
    expect(upcoming.length).toBe(24);
    expect(Math.max(...upcoming.map((f) => f.startsAt))).toBeLessThanOrEqual(clock + 3 * DAY);
    const today = upcoming.filter((f) => f.startsAt < clock + DAY);
    expect(new Set(today.flatMap((f) => [f.home.name.en, f.away.name.en])).size).toBe(16);
    expect(today.map((f) => f.startsAt)).toEqual([...today.map((f) => f.startsAt)].sort((a, b) => a - b));
    // Another master seed, other pairings and kick-offs; the same one, the same fixtures.
    const football = sportsBook('sports_football')!;
    const day = Math.floor(clock / DAY) + 1;
    const key = (fs: Fixture[]) => fs.map((f) => `${f.home.name.en}-${f.away.name.en}@${f.startsAt}`).join();
    expect(key(fixturesOfDay(sports.state(M).seed, football, day, sports.schedule))).toBe(
      key(upcoming.filter((f) => Math.floor(f.startsAt / DAY) === day)),
    );
    expect(key(fixturesOfDay('cd'.repeat(32), football, day, sports.schedule))).not.toBe(
      key(fixturesOfDay(sports.state(M).seed, football, day, sports.schedule)),
    );
    // The commitment is shown from the start; the seed is not, until the fixture has ended.
    const first = today[0]!;
    const shown = state.fixtures.find((f) => f.id === first.id)!;
    expect(shown.seedHash).toBe(createHash('sha256').update(Buffer.from(first.seed, 'hex')).digest('hex'));
    expect([shown.status, shown.seed, shown.score]).toEqual(['open', null, null]);
    expect(shown.selections.map((s) => s.market)).toEqual([
      '1x2',
      '1x2',
      '1x2',
      'handicap',
      'handicap',
      'total',
      'total',
    ]);
    clock = first.endsAt;
    const after = (await book.state()).body.fixtures.find((f) => f.id === first.id)!;
    expect(after.status).toBe('ended');
    expect(after.seed).toBe(first.seed);
    // Anyone can recompute the score from the revealed seed and the fixture's score table.
    const s = sampleScore(fixtureMarkets(first).table, after.seed!, first.id);
    expect(after.score).toBe(`${s.home}-${s.away}`);
    expect(after.selections).toEqual([]);
  });

  it('refuses a slip at odds the venue no longer offers, answering the new ones; the slip at those is taken', async () => {
    const p = await player(5_000);
    const [f] = open();
    const shown = pick(f!, '1x2', 'home');
    sports.move(M, f!.id, 3);
    const refused = await p.book.place('single', '20.00', [shown]);
    const now = pick(f!, '1x2', 'home');
    expect(Number(now.odds)).toBeLessThan(Number(shown.odds));
    expect(refused.body).toEqual({ result: 'failed', reason: 'odds_changed', changes: [now] });
    expect(balance(p.name)).toBe(500_000n);
    const taken = await p.book.place('single', '20.00', [now]);
    expect(taken.body).toMatchObject({ result: 'success', balance: '4980.00' });
    // Money on a selection shortens its odds: 1,000 yuan adds a point of margin.
    const before = pick(f!, '1x2', 'away');
    expect((await p.book.place('single', '1000.00', [before])).body.result).toBe('success');
    expect(Number(pick(f!, '1x2', 'away').odds)).toBeLessThan(Number(before.odds));
    expect((await p.book.place('single', '10.00', [before])).body).toMatchObject({ reason: 'odds_changed' });
    // Neither a parlay of one, nor two legs of one fixture, nor a started fixture.
    expect((await p.book.place('parlay', '10.00', [pick(f!, 'total', 'over')])).body.reason).toBe('bad_slip');
    const two = [pick(f!, 'total', 'over'), pick(f!, 'total', 'under')];
    expect((await p.book.place('parlay', '10.00', two)).body.reason).toBe('bad_slip');
    expect(balance(p.name)).toBe(500_000n - 2_000n - 100_000n);
  });

  it('settles a parlay with a cancelled leg at the odds of the others, once however often it is swept', async () => {
    const p = await player(100);
    const [a, b, c] = open();
    const legs = [winning(a!), winning(b!), winning(c!)];
    const placed = await p.book.place('parlay', '10.00', legs);
    expect(placed.body.result).toBe('success');
    const betId = (placed.body.bets as { betId: string }[])[0]!.betId;
    const read = await history();
    expect(read.bets.filter((x) => x.betId === betId).map((x) => x.status)).toEqual(['open']);
    expect(await signed(SPORTS_PATHS.cancel, { fixtureId: b!.id })).toMatchObject({ result: 'success' });
    clock = Math.max(a!.endsAt, c!.endsAt);
    expect(sports.sweep()).toBeGreaterThanOrEqual(1);
    const reduced = (BigInt(legs[0]!.odds.replace('.', '')) * BigInt(legs[2]!.odds.replace('.', ''))) / 100n;
    const payout = (1_000n * reduced) / 100n;
    expect(balance(p.name)).toBe(10_000n - 1_000n + payout);
    expect(sports.sweep()).toBe(0);
    expect(balance(p.name)).toBe(10_000n - 1_000n + payout);
    const mine = (await history(read.cursor)).bets.filter((x) => x.betId === betId);
    expect(mine.map((x) => x.status)).toEqual(['settled']);
    const settled = mine[0]!;
    expect(settled.payout).toBe(`${payout / 100n}.${String(payout % 100n).padStart(2, '0')}`);
    expect(settled.detail).toMatchObject({ kind: 'sports', type: 'parlay' });
    const results = settled.detail!.kind === 'sports' ? settled.detail!.legs.map((l) => [l.result, l.score]) : [];
    const score = (f: Fixture) => `${fixtureScore(f).home}-${fixtureScore(f).away}`;
    expect(results).toEqual([
      ['won', score(a!)],
      ['void', null],
      ['won', score(c!)],
    ]);
  });

  it('a cancelled fixture refunds every single on it once; a single on another fixture settles at its end', async () => {
    const [p1, p2] = [await player(100), await player(100)];
    const [f, g] = open();
    await p1.book.place('single', '10.00', [pick(f!, '1x2', 'draw'), pick(g!, '1x2', 'home')]);
    await p2.book.place('single', '25.00', [pick(f!, 'total', 'over')]);
    await p2.book.place('single', '5.00', [pick(f!, 'handicap', 'away')]);
    const before = (await history()).cursor;
    expect([balance(p1.name), balance(p2.name)]).toEqual([8_000n, 7_000n]);
    expect(await signed(SPORTS_PATHS.cancel, { fixtureId: f!.id })).toMatchObject({ outcome: 'cancelled' });
    expect(await signed(SPORTS_PATHS.cancel, { fixtureId: f!.id })).toMatchObject({ outcome: 'already' });
    sports.sweep();
    sports.sweep();
    expect([balance(p1.name), balance(p2.name)]).toEqual([9_000n, 10_000n]);
    const read = await history(before);
    const changes = read.bets;
    expect(changes.map((x) => [x.status, x.stake, x.payout])).toEqual([
      ['void', '10.00', null],
      ['void', '25.00', null],
      ['void', '5.00', null],
    ]);
    // The single on the other fixture is still open; it settles at that fixture's end, once.
    clock = g!.endsAt;
    sports.sweep();
    const later = (await history(read.cursor)).bets.filter((x) => x.player === p1.name);
    expect(later.map((x) => [x.status, x.stake])).toEqual([['settled', '10.00']]);
    expect(await signed(SPORTS_PATHS.cancel, { fixtureId: g!.id })).toMatchObject({ outcome: 'ended' });
  });

  it('serves a self-contained page in the launch language, and refuses a forged session', async () => {
    const p = await player(10, 'esports_runeward', 'zh_hans');
    const page = await fetch(p.book.pageUrl);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/\s(src|href)\s*=/i);
    const state = (await p.book.state()).body;
    expect(state).toMatchObject({ gameName: '符文守卫电竞', lang: 'zh_hans', balance: '10.00' });
    const f = state.fixtures.find((x) => x.status === 'open')!;
    expect(f.selections.map((s) => `${s.market}:${s.selection}:${s.line}`)).toEqual([
      'winner:home:null',
      'winner:away:null',
      `handicap:home:${f.selections[2]!.line}`,
      `handicap:away:${f.selections[3]!.line}`,
      'total:over:2.5',
      'total:under:2.5',
    ]);
    const forged = await fetch(`${sandbox.url}${SPORTS_PATHS.state}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sports-session': 'x.y' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
  });
});
