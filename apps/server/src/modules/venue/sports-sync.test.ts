import { afterAll, describe, expect, it } from 'vitest';
import { BETRECORD_API, type SportsBetDetail } from '@app/contract';
import { systemClock } from '../../lib/clock.ts';
import { startSandboxVenue } from '../../sandbox/venue/server.ts';
import { openSportsbook, type SportsPickBody } from '../../sandbox/venue/sports-client.ts';
import { fixtureMarkets, fixtureScore, type Fixture } from '../../sandbox/venue/sports-fixtures.ts';
import { centsText, selectionWins } from '../../sandbox/venue/sports-markets.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { requireTurnover } from '../../../test/money.ts';
import { SANDBOX_SECRET, buildWalletApp, fund, transfer } from '../../../test/wallet.ts';
import { startTurnover } from '../turnover/index.ts';
import { createVenueBets } from './bets.ts';
import { playerOf } from './http-adapter.ts';
import { createVenueService } from './service.ts';

const SPORTS = { code: 'sandbox_sports', merchant: 'demo-sports' } as const;
// The sportsbook's clock is the test's: fixtures end when the test says so.
let clock = Date.now();
const sandbox = await startSandboxVenue({ secret: SANDBOX_SECRET, hangMs: 5_000, sports: { now: () => clock } });
afterAll(() => sandbox.close());
const app = await buildWalletApp(sandbox, { VENUE_BET_SYNC_INTERVAL_MS: '0' });
const db = app.database.db;
const turnover = startTurnover({ clock: systemClock });
const venues = createVenueService({ db, config: app.config, clock: systemClock });
const bets = createVenueBets(db, venues.catalogue, {
  timeoutMs: app.config.venues.timeoutMs,
  clock: systemClock,
  timeZone: app.config.timeZone,
  turnover,
});
const sync = async () => (await bets.sync()).find((r) => r.venue === SPORTS.code)!;
const engine = sandbox.sports;
const pick = (f: Fixture, market: string, selection: string): SportsPickBody => ({
  fixtureId: f.id,
  market,
  selection,
  odds: centsText(engine.odds(SPORTS.merchant, f, market as never, selection as never)!),
});
/** The fixture's 1X2 selection its score will win or lose (the test knows the seed). */
function oneX2(f: Fixture, wins: boolean): SportsPickBody {
  const score = fixtureScore(f);
  const p = fixtureMarkets(f).markets.find(
    (x) => x.market === '1x2' && selectionWins(x.market, x.selection, x.line, score) === wins,
  )!;
  return pick(f, p.market, p.selection);
}

describe('the sandbox sportsbook through the platform', () => {
  it('syncs a parlay and a single once each, with their legs; settled stakes work off turnover; the detail answers the legs', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 50_000n);
    await requireTurnover(db, m.uid, 10_000n);
    const moved = await transfer(app, m.token, { from: 'central', to: SPORTS.code, amount: '200' });
    expect(moved.body.data.status).toBe('success');

    const launch = await venues.launch(m.uid, SPORTS.code, 'sports_football', 'en');
    expect(launch).toMatchObject({ result: 'success' });
    const book = (await openSportsbook((launch as { url: string }).url))!;
    const open = (await book.state()).body.fixtures.filter((f) => f.status === 'open');
    const [a, b, c] = open.slice(0, 3).map((f) => engine.fixture(SPORTS.merchant, f.id)!);
    const parlay = await book.place('parlay', '10.00', [oneX2(a!, true), oneX2(b!, true)]);
    const single = await book.place('single', '20.00', [oneX2(c!, false)]);
    expect([parlay.body.result, single.body.result]).toEqual(['success', 'success']);
    const parlayId = (parlay.body.bets as { betId: string }[])[0]!.betId;
    const singleId = (single.body.bets as { betId: string }[])[0]!.betId;

    // Open at the venue: stored as unfinished, nothing worked off yet.
    expect(await sync()).toMatchObject({ received: 2, changed: 2, settled: 0, error: null });
    expect(await turnover.remaining(db, m.uid)).toBe(10_000n);

    clock = Math.max(a!.endsAt, b!.endsAt, c!.endsAt);
    expect(engine.sweep()).toBe(2);
    expect(await sync()).toMatchObject({ received: 2, changed: 2, settled: 2, error: null });
    expect(await sync()).toMatchObject({ received: 0, changed: 0, settled: 0 });
    expect(await turnover.remaining(db, m.uid)).toBe(10_000n - 3_000n);

    const odds = (p: SportsPickBody) => BigInt(p.odds.replace('.', ''));
    const [la, lb] = [oneX2(a!, true), oneX2(b!, true)];
    const payout = (1_000n * ((odds(la) * odds(lb)) / 100n)) / 100n;
    expect(sandbox.balanceOf(SPORTS.merchant, playerOf(m.uid))).toBe(20_000n - 3_000n + payout);

    const list = (await callEndpoint(app, BETRECORD_API.getBetList, { limit: '100' }, { token: m.token, lang: 'en' }))
      .body.data;
    expect(list.total).toBe(2);
    expect(list.list.find((x) => x.orderNo === singleId)).toMatchObject({
      platform: SPORTS.code,
      platformName: 'Sandbox Sports (demo)',
      gameName: 'Football Book',
      stake: '20.00',
      payout: '0.00',
      status: 'completed',
    });

    const detail = (
      await callEndpoint(
        app,
        BETRECORD_API.getBetDetail,
        { orderNo: parlayId, platform: SPORTS.code },
        { token: m.token, lang: 'en' },
      )
    ).body.data;
    expect(detail).toMatchObject({ orderNo: parlayId, stake: '10.00', status: 'completed' });
    const game = detail.gameDetail as SportsBetDetail;
    expect(game).toMatchObject({
      kind: 'sports',
      type: 'parlay',
      odds: centsText(Number((odds(la) * odds(lb)) / 100n)),
    });
    const score = (f: Fixture) => `${fixtureScore(f).home}-${fixtureScore(f).away}`;
    expect(game.legs.map((l) => [l.fixtureId, l.market, l.selection, l.odds, l.result, l.score])).toEqual([
      [a!.id, '1x2', la.selection, la.odds, 'won', score(a!)],
      [b!.id, '1x2', lb.selection, lb.odds, 'won', score(b!)],
    ]);
    expect(game.legs[0]).toMatchObject({
      league: a!.league.name,
      home: a!.home.name,
      away: a!.away.name,
      startsAt: new Date(a!.startsAt).toISOString(),
      line: null,
    });
  });
});
