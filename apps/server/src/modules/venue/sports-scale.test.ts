import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { startSandboxVenue } from '../../sandbox/venue/server.ts';
import { fixturesAround } from '../../sandbox/venue/sports-fixtures.ts';
import { sportsBook } from '../../sandbox/venue/sports-data.ts';
import { centsText, type MarketCode, type SelectionCode } from '../../sandbox/venue/sports-markets.ts';
import { onPostgres } from '../../../test/helper.ts';
import { SANDBOX_SECRET, buildWalletApp } from '../../../test/wallet.ts';
import { startTurnover } from '../turnover/index.ts';
import { createVenueBets } from './bets.ts';
import { createVenueService } from './service.ts';

const M = 'demo-sports';
const BETS = 100_000;
const PLAYERS = 200;
const SELECTIONS: [MarketCode, SelectionCode][] = [
  ['1x2', 'home'],
  ['1x2', 'draw'],
  ['1x2', 'away'],
  ['handicap', 'home'],
  ['handicap', 'away'],
  ['total', 'over'],
  ['total', 'under'],
];

// A fixture with 100,000 open bets settles at the venue (which keeps its book in a JSON file) and
// the platform's sync stores every settled bet in PostgreSQL, each once. The time is reported, not
// asserted (no timed tests); `npm run bench` measures it against its 10 s target (bench/sports-settle.ts).
describe.runIf(onPostgres)('a sportsbook fixture of 100,000 bets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sports-scale-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('settles at the venue and syncs into PostgreSQL, each bet once', { timeout: 600_000 }, async () => {
    let clock = Date.now();
    const stateFile = join(dir, 'venue.json');
    const sandbox = await startSandboxVenue({ secret: SANDBOX_SECRET, stateFile, sports: { now: () => clock } });
    afterAll(() => sandbox.close());
    const app = await buildWalletApp(sandbox, { VENUE_BET_SYNC_INTERVAL_MS: '0' });
    const db = app.database.db;
    const venues = createVenueService({ db, config: app.config, clock: systemClock });
    const bets = createVenueBets(db, venues.catalogue, {
      timeoutMs: 10_000,
      clock: systemClock,
      timeZone: app.config.timeZone,
      turnover: startTurnover({ clock: systemClock }),
    });
    const sync = async () => (await bets.sync()).find((r) => r.venue === 'sandbox_sports')!;
    await venues.catalogue.seed({ url: sandbox.url, secret: SANDBOX_SECRET });

    const engine = sandbox.sports;
    const book = sportsBook('sports_football')!;
    const f = fixturesAround(engine.state(M).seed, book, engine.schedule, clock).find((x) => engine.isOpen(M, x))!;
    const players = Array.from({ length: PLAYERS }, (_, i) => `h5m${800_001 + i}`);
    for (const p of players) engine.book.merchant(M).players[p] = '100000.00';
    for (let i = 0; i < BETS; i += 1) {
      const [market, selection] = SELECTIONS[i % SELECTIONS.length]!;
      const odds = centsText(engine.odds(M, f, market, selection)!);
      const stake = BigInt(100 + (i % 50) * 10);
      const slip = { mode: 'single' as const, stake, picks: [{ fixtureId: f.id, market, selection, odds }] };
      expect(engine.place(M, players[i % PLAYERS]!, book.code, slip).result).toBe('success');
    }
    engine.book.persist();
    const opened = Date.now();
    expect(await sync()).toMatchObject({ received: BETS, changed: BETS, settled: 0, error: null });
    console.log(`100,000 open bets synced in ${Date.now() - opened} ms`);

    // The fixture ends: the venue settles every bet in one pass and one write, the sync pulls them.
    clock = f.endsAt;
    const started = Date.now();
    expect(engine.sweep()).toBe(BETS);
    const settledAt = Date.now();
    expect(await sync()).toMatchObject({ received: BETS, changed: BETS, settled: BETS, error: null });
    const elapsed = Date.now() - started;
    const size = (statSync(stateFile).size / 1e6).toFixed(1);
    console.log(
      `settled at the venue in ${settledAt - started} ms (${size} MB book), synced in ${Date.now() - settledAt} ms`,
    );
    console.log(`a fixture of ${BETS} bets: settled and synced ${elapsed} ms after its end`);

    expect(await sync()).toMatchObject({ received: 0, changed: 0 });
    const [row] = await queryRows<{ n: number; done: number; paid: string; refs: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where status = 'completed')::int as done,
                 coalesce(sum(payout), 0)::text as paid,
                 (select count(*)::int from turnover_log where ref like 'venuebet:sandbox_sports:%') as refs
          from venue_bets where venue_code = 'sandbox_sports'`,
    );
    const venuePaid = sandbox.bets(M).reduce((s, b) => s + BigInt((b.payout ?? '0.00').replace('.', '')), 0n);
    expect(row).toEqual({ n: BETS, done: BETS, paid: String(venuePaid), refs: BETS });
  });
});
