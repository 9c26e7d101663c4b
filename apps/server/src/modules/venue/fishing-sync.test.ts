import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BETRECORD_API, CATALOGUE_API, RESPONSIBLE_API, formatFen } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { checkInvariants } from '../../ledger/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { openFishing } from '../../sandbox/venue/fishing-client.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { requireTurnover } from '../../../test/money.ts';
import { FISHING, books, buildWalletApp, fund, startTestSandbox, transfer } from '../../../test/wallet.ts';
import { startTurnover } from '../turnover/index.ts';
import type { VenueSyncResult } from './bet-sync.ts';
import { createVenueBets } from './bets.ts';
import { playerOf } from './http-adapter.ts';
import { venueBets } from './schema.ts';
import { createVenueService } from './service.ts';

// A fishing game of the sandbox venue through the platform: money in, the game opened from the
// catalogue and played as its page plays it, the session's one bet pulled into our records.
const sandbox = await startTestSandbox();
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
const fishingOf = (results: VenueSyncResult[]) => results.find((r) => r.venue === FISHING.code)!;
const fen = (money: unknown) => BigInt(String(money).replace('.', ''));

/** A member with `central` yuan and `atVenue` of them moved to the fishing venue, in `game` opened from the catalogue. */
async function fishing(central: number, atVenue: number, game = 'reef_hunter') {
  const m = await registerMember(app);
  await fund(app, m.uid, BigInt(central * 100));
  const moved = await transfer(app, m.token, { from: 'central', to: FISHING.code, amount: String(atVenue) });
  expect(moved.body.data.status).toBe('success');
  const opened = await callEndpoint(app, CATALOGUE_API.openGame, { gameCode: game }, { token: m.token, lang: 'en' });
  expect(opened.body.data).toMatchObject({ kind: 'external', gameCode: game });
  const page = (await openFishing((opened.body.data as { url: string }).url))!;
  return { ...m, page };
}

describe('sandbox fishing through the platform', () => {
  it('stores a session as one bet with its detail, once, and works its stake off turnover', async () => {
    const m = await fishing(500, 200);
    await requireTurnover(db, m.uid, 10_000n);
    const state = (await m.page.state()).body;
    expect(state).toMatchObject({ result: 'success', game: 'reef_hunter', gameName: 'Reef Hunter', balance: '200.00' });
    const session = state.session!;

    const shots = [];
    for (let i = 0; i < 10; i += 1) {
      const shot = await m.page.shoot(['clownfish', 'angelfish', 'turtle'][i % 3]!, '2.00');
      expect(shot.body.result).toBe('success');
      shots.push(shot.body);
    }
    const won = shots.reduce((s, x) => s + fen(x.win), 0n);
    expect(sandbox.balanceOf(FISHING.merchant, playerOf(m.uid))).toBe(20_000n - 2_000n + won);
    // While the session runs the venue reports no bet of it.
    expect(fishingOf(await bets.sync())).toMatchObject({ received: 0, changed: 0, error: null });

    const left = (await m.page.leave()).body.session!;
    expect(fishingOf(await bets.sync())).toMatchObject({ received: 1, changed: 1, settled: 1, error: null });
    expect(fishingOf(await bets.sync())).toMatchObject({ received: 0, changed: 0 });

    const list = await callEndpoint(app, BETRECORD_API.getBetList, { limit: '100' }, { token: m.token, lang: 'en' });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      orderNo: session.id,
      platform: FISHING.code,
      platformName: 'Sandbox Fishing (demo)',
      gameName: 'Reef Hunter',
      stake: '20.00',
      payout: formatFen(won),
      winLose: formatFen(won - 2_000n),
      status: 'completed',
    });
    const detail = await callEndpoint(
      app,
      BETRECORD_API.getBetDetail,
      { orderNo: session.id, platform: FISHING.code },
      { token: m.token, lang: 'en' },
    );
    expect(detail.body.data.gameDetail).toEqual({
      kind: 'fishing',
      sessionId: session.id,
      shots: 10,
      hits: shots.filter((s) => s.hit).length,
      bestMultiplier: Math.max(0, ...shots.map((s) => Number(s.multiplier))),
      seedHash: session.seedHash,
      seed: left.seed,
      endedBy: 'leave',
    });
    expect(await db.select().from(venueBets).where(eq(venueBets.venueBetId, session.id))).toHaveLength(1);

    // The session's stake, 20 of the 100 required, worked off once; no ledger entry for the play.
    expect(await turnover.remaining(db, m.uid)).toBe(8_000n);
    const refs = await queryRows<{ ref: string }>(
      db,
      sql`select ref from turnover_log where member_id = ${m.uid} and ref like 'venuebet:%'`,
    );
    expect(refs.map((r) => r.ref)).toEqual([`venuebet:${FISHING.code}:${session.id}`]);

    // Everything back: the member has 500 plus what the session won, less its stakes.
    const balance = sandbox.balanceOf(FISHING.merchant, playerOf(m.uid))!;
    const out = await transfer(app, m.token, { from: FISHING.code, to: 'central', amount: formatFen(balance) });
    expect(out.body.data.status).toBe('success');
    expect((await books(app, sandbox, m.uid)).central).toBe(50_000n - 2_000n + won);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('ends a running session when the member starts a cool-off, and stores it as ended by the platform', async () => {
    const m = await fishing(100, 50, 'dragon_depths');
    const session = (await m.page.state()).body.session!;
    expect((await m.page.shoot('squid', '1.00')).body.result).toBe('success');
    expect((await m.page.shoot('whale', '0.50')).body.result).toBe('success');
    const excluded = await callEndpoint(
      app,
      RESPONSIBLE_API.exclude,
      { choice: 'cooloff_24h', password: m.password },
      { token: m.token },
    );
    expect(excluded.body.code).toBe(1);
    expect((await m.page.shoot('squid', '1.00')).body).toEqual({ result: 'failed', reason: 'session_expired' });

    expect(fishingOf(await bets.sync())).toMatchObject({ changed: 1, settled: 1 });
    const [row] = await db.select().from(venueBets).where(eq(venueBets.venueBetId, session.id));
    expect(row).toMatchObject({ gameCode: 'dragon_depths', stake: 150n, status: 'completed' });
    expect(row!.detail).toMatchObject({ kind: 'fishing', shots: 2, endedBy: 'platform', seedHash: session.seedHash });
  });
});
