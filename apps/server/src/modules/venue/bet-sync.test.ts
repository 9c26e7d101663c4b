import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BETRECORD_API, formatFen } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { checkInvariants } from '../../ledger/index.ts';
import { openSlot } from '../../sandbox/venue/slot-client.ts';
import { SLOT_PATHS, SLOT_SESSION_HEADER } from '../../sandbox/venue/slot-page.ts';
import { SLOT_GAMES, slotGame, slotMultiplier } from '../../sandbox/venue/slot.ts';
import { issueGameToken } from '../../sandbox/venue/tokens.ts';
import { callEndpoint, onPostgres, registerMember } from '../../../test/helper.ts';
import { requireTurnover } from '../../../test/money.ts';
import {
  LIVE,
  SANDBOX_SECRET,
  SLOTS,
  books,
  buildWalletApp,
  fund,
  startTestSandbox,
  transfer,
} from '../../../test/wallet.ts';
import { startTurnover } from '../turnover/index.ts';
import type { VenueSyncResult } from './bet-sync.ts';
import { createVenueBets } from './bets.ts';
import { playerOf } from './http-adapter.ts';
import { VENUE_API, VENUE_HEADERS, signVenueRequest } from './protocol.ts';
import { venueBetSync, venueBets } from './schema.ts';
import { createVenueService } from './service.ts';

const turnover = startTurnover({ clock: systemClock });
// The sandbox venue end to end over real HTTP: money in, the slot played as its page plays it,
// the venue's bet history pulled into our records, money out.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox, { VENUE_BET_SYNC_INTERVAL_MS: '0' });
const db = app.database.db;
const venues = createVenueService({ db, config: app.config, clock: systemClock });
const syncer = (opts: { pageSize?: number; maxPages?: number } = {}) =>
  createVenueBets(db, venues.catalogue, {
    timeoutMs: app.config.venues.timeoutMs,
    clock: systemClock,
    timeZone: app.config.timeZone,
    turnover: startTurnover({ clock: systemClock }),
    ...opts,
  });
const bets = syncer();
const slotsOf = (results: VenueSyncResult[]) => results.find((r) => r.venue === SLOTS.code)!;
const fen = (money: unknown) => BigInt(String(money).replace('.', ''));

const betList = (token: string, query: Record<string, string> = {}) =>
  callEndpoint(app, BETRECORD_API.getBetList, { limit: '100', ...query }, { token, lang: 'en' });

async function member(yuan: number, atSlots: number) {
  const m = await registerMember(app);
  await fund(app, m.uid, BigInt(yuan * 100));
  const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: String(atSlots) });
  expect(res.body.data.status).toBe('success');
  return m;
}

describe('sandbox slot, end to end', () => {
  it('transfer in, spin as the page does, sync twice, transfer out: each bet once, turnover worked off, books exact', async () => {
    const m = await member(500, 200);
    await requireTurnover(db, m.uid, 10_000n);

    const launch = await venues.launch(m.uid, SLOTS.code, 'lantern_reels', 'en');
    expect(launch).toMatchObject({ result: 'success' });
    const url = (launch as { url: string }).url;
    expect(url.startsWith(`${sandbox.url}/launch?token=`)).toBe(true);
    const slot = (await openSlot(url))!;
    expect(slot).not.toBeNull();

    // The page: one self-contained document, nothing loaded from anywhere.
    const page = await fetch(slot.pageUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<script nonce=');
    expect(html).not.toMatch(/\s(src|href)\s*=/i);

    const state = await slot.state();
    const lantern = slotGame('lantern_reels')!;
    expect(state.body).toMatchObject({
      result: 'success',
      game: 'lantern_reels',
      gameName: 'Lantern Reels',
      lang: 'en',
      balance: '200.00',
      rtp: '95.49',
    });
    expect(state.body.stakes).toEqual(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00']);
    expect(state.body.paytable).toEqual(lantern.paytable);

    let balance = 20_000n;
    const spins: { betId: string; win: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const r = await slot.spin('10.00');
      expect(r.body).toMatchObject({ result: 'success', stake: '10.00' });
      // The venue pays what the game's paytable says for the reels it shows.
      expect(fen(r.body.win)).toBe(1_000n * BigInt(slotMultiplier(lantern, r.body.reels as string[])));
      balance += fen(r.body.win) - 1_000n;
      expect(fen(r.body.balance)).toBe(balance);
      spins.push(r.body as unknown as { betId: string; win: string });
    }
    expect(sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid))).toBe(balance);

    // What the page may not do: a stake it does not offer, a forged session, a used launch link.
    expect((await slot.spin('3.00')).status).toBe(400);
    expect((await slot.spinAs(`${slot.session}x`, '10.00')).body).toEqual({
      result: 'failed',
      reason: 'session_expired',
    });
    const again = await fetch(url, { redirect: 'manual' });
    expect([again.status, again.headers.get('location')]).toEqual([303, '/play']);
    expect(sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid))).toBe(balance);

    // Nothing is in the records until the history is pulled; then each bet once, however often it is pulled.
    expect((await betList(m.token)).body.data.total).toBe(0);
    expect(slotsOf(await bets.sync())).toMatchObject({
      received: 6,
      changed: 6,
      settled: 6,
      error: null,
      skipped: false,
    });
    expect(slotsOf(await bets.sync())).toMatchObject({ received: 0, changed: 0 });
    const list = (await betList(m.token)).body.data;
    expect(list.total).toBe(6);
    expect(list.list.map((b) => b.orderNo).sort()).toEqual(spins.map((s) => s.betId).sort());
    for (const s of spins) {
      expect(list.list.find((b) => b.orderNo === s.betId)).toMatchObject({
        platform: SLOTS.code,
        platformName: 'Sandbox Slots (demo)',
        stake: '10.00',
        payout: s.win,
        winLose: formatFen(fen(s.win) - 1_000n),
        status: 'completed',
        statusLabel: 'Completed',
      });
    }

    // Turnover: 100 required, 60 staked.
    expect(await turnover.remaining(db, m.uid)).toBe(4_000n);
    const refs = await queryRows<{ ref: string }>(
      db,
      sql`select ref from turnover_log where member_id = ${m.uid} and ref like 'venuebet:%' order by ref`,
    );
    expect(refs.map((r) => r.ref)).toEqual(spins.map((s) => `venuebet:${SLOTS.code}:${s.betId}`).sort());

    // No bet moved money in our ledger: the stakes and wins moved at the venue.
    const [entries] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where ref like 'SB%' or ref like 'venuebet:%'`,
    );
    expect(entries!.n).toBe(0);

    // Everything back to the central wallet: what the member has is 500 plus what the spins won or lost.
    const out = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: formatFen(balance) });
    expect(out.body.data.status).toBe('success');
    const after = await books(app, sandbox, m.uid);
    expect([after.central, after.slots]).toEqual([30_000n + balance, 0n]);
    expect(after.central - 50_000n).toBe(spins.reduce((s, x) => s + fen(x.win) - 1_000n, 0n));
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('hosts exactly its three games, each played as itself; any other game is not found and plays nothing', async () => {
    const m = await member(200, 100);
    const player = playerOf(m.uid);
    const rtp: Record<string, string> = { lantern_reels: '95.49', jade_garden: '95.25', star_voyage: '94.78' };
    for (const game of SLOT_GAMES) {
      const launch = await venues.launch(m.uid, SLOTS.code, game.code, 'zh_hans');
      const slot = (await openSlot((launch as { url: string }).url))!;
      const state = await slot.state();
      expect(state.body).toMatchObject({
        game: game.code,
        gameName: game.name.zh_hans,
        lang: 'zh_hans',
        rtp: rtp[game.code],
      });
      expect(state.body.symbols).toEqual(game.symbols);
      expect(state.body.paytable).toEqual(game.paytable);
      const spin = await slot.spin('1.00');
      const own = new Set(game.symbols.map((x) => x.id));
      expect((spin.body.reels as string[]).every((r) => own.has(r))).toBe(true);
      expect(fen(spin.body.win)).toBe(100n * BigInt(slotMultiplier(game, spin.body.reels as string[])));
    }
    expect(slotsOf(await bets.sync())).toMatchObject({ changed: 3, error: null });
    const list = (await betList(m.token)).body.data.list;
    // Venue bets are named by the game catalogue, in the member's language.
    expect(list.map((b) => b.gameName).sort()).toEqual(['Jade Garden', 'Lantern Reels', 'Star Voyage']);
    const balance = sandbox.balanceOf(SLOTS.merchant, player);

    // Another game: the launch is refused, at either demo venue; a session of it (from an earlier
    // launch) neither shows nor spins; and no bet can be placed on it.
    for (const venue of [SLOTS.code, LIVE.code]) {
      expect(await venues.launch(m.uid, venue, 'classic_baccarat', 'en')).toEqual({
        result: 'failed',
        reason: 'game_not_found',
      });
    }
    const { token } = issueGameToken(SANDBOX_SECRET, {
      kind: 'session',
      merchant: SLOTS.merchant,
      player,
      game: 'classic_baccarat',
      lang: 'en',
    });
    for (const [path, body] of [
      [SLOT_PATHS.state, {}],
      [SLOT_PATHS.spin, { stake: '1.00' }],
    ] as const) {
      const res = await fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SLOT_SESSION_HEADER]: token },
        body: JSON.stringify(body),
      });
      expect([res.status, await res.json()]).toEqual([404, { result: 'failed', reason: 'game_not_found' }]);
    }
    expect(() => sandbox.placeBet(SLOTS.merchant, player, { game: 'classic_baccarat', stake: 100n })).toThrow(
      /no game classic_baccarat/,
    );
    expect(sandbox.balanceOf(SLOTS.merchant, player)).toBe(balance);
    expect(slotsOf(await bets.sync())).toMatchObject({ received: 0, changed: 0 });
  });

  it('shows an open venue bet as unfinished until the venue settles or voids it; only a settled stake counts, once', async () => {
    const m = await member(200, 100);
    await requireTurnover(db, m.uid, 5_000n);
    const player = playerOf(m.uid);
    const won = sandbox.placeBet(SLOTS.merchant, player, { game: 'jade_garden', stake: 2_000n });
    const voided = sandbox.placeBet(SLOTS.merchant, player, { game: 'jade_garden', stake: 1_000n });

    expect(slotsOf(await bets.sync())).toMatchObject({ changed: 2, settled: 0 });
    const byOrderNo = async (query: Record<string, string> = {}) =>
      Object.fromEntries((await betList(m.token, query)).body.data.list.map((b) => [b.orderNo, [b.status, b.winLose]]));
    expect(await byOrderNo({ status: 'unfinished' })).toEqual({
      [won]: ['unfinished', null],
      [voided]: ['unfinished', null],
    });
    expect(await turnover.remaining(db, m.uid)).toBe(5_000n);

    sandbox.settleBet(SLOTS.merchant, won, { payout: 5_000n });
    sandbox.settleBet(SLOTS.merchant, voided, 'void');
    expect(slotsOf(await bets.sync())).toMatchObject({ changed: 2, settled: 1 });
    expect(slotsOf(await bets.sync())).toMatchObject({ changed: 0, settled: 0 });
    expect(await byOrderNo()).toEqual({ [won]: ['completed', '30.00'], [voided]: ['cancelled', '0.00'] });
    expect(await turnover.remaining(db, m.uid)).toBe(3_000n);
    // The venue wallet: 100 - 20 - 10 + 50 + 10.
    expect(sandbox.balanceOf(SLOTS.merchant, player)).toBe(13_000n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('pages through a long history; a failed run stores nothing and the next runs resume from the stored cursor', async () => {
    const m = await member(200, 100);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const id = sandbox.placeBet(SLOTS.merchant, playerOf(m.uid), { game: 'star_voyage', stake: 100n });
      sandbox.settleBet(SLOTS.merchant, id, { payout: i % 2 === 0 ? 0n : 300n });
      ids.push(id);
    }
    // A player of the same merchant that is not one of ours: read, not stored.
    const raw = JSON.stringify({ player: 'someone_else' });
    const timestamp = String(Date.now());
    await fetch(`${sandbox.url}${VENUE_API.createPlayer}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENUE_HEADERS.merchant]: SLOTS.merchant,
        [VENUE_HEADERS.timestamp]: timestamp,
        [VENUE_HEADERS.signature]: signVenueRequest(SANDBOX_SECRET, timestamp, raw),
      },
      body: raw,
    });
    sandbox.play(SLOTS.merchant, 'someone_else', 500n);
    sandbox.placeBet(SLOTS.merchant, 'someone_else', { game: 'star_voyage', stake: 100n });

    sandbox.fault({ mode: 'error', op: 'betHistory', merchant: SLOTS.merchant });
    const failed = slotsOf(await bets.sync());
    expect(failed).toMatchObject({ pages: 0, changed: 0, error: 'HTTP 500' });
    const [row] = await db.select().from(venueBetSync).where(eq(venueBetSync.venueCode, SLOTS.code));
    expect(row!.lastError).toBe('HTTP 500');

    const stepwise = syncer({ pageSize: 3, maxPages: 1 });
    const runs: VenueSyncResult[] = [];
    for (let i = 0; i < 5; i += 1) runs.push(slotsOf(await stepwise.sync()));
    expect(runs.map((r) => r.received)).toEqual([3, 3, 2, 0, 0]);
    expect(runs.reduce((n, r) => n + r.changed, 0)).toBe(7);
    expect(runs.reduce((n, r) => n + r.foreign, 0)).toBe(1);
    const [after] = await db.select().from(venueBetSync).where(eq(venueBetSync.venueCode, SLOTS.code));
    expect(after!.lastError).toBeNull();
    expect(after!.leaseOwner).toBeNull();
    const list = (await betList(m.token)).body.data;
    expect(list.list.map((b) => b.orderNo).sort()).toEqual([...ids].sort());
    expect(list.list.reduce((s, b) => s + fen(b.winLose), 0n)).toBe(3n * 200n - 4n * 100n);
    const stored = await db.select().from(venueBets).where(eq(venueBets.venueBetId, ids[0]!));
    expect(stored).toHaveLength(1);
  });

  it('leaves a venue alone while another instance holds its lease, and pulls it once the lease has run out', async () => {
    const lease = (until: Date) =>
      db
        .update(venueBetSync)
        .set({ leaseOwner: 'another-instance', leaseUntil: until })
        .where(eq(venueBetSync.venueCode, SLOTS.code));
    await lease(new Date(Date.now() + 60_000));
    expect(slotsOf(await bets.sync())).toMatchObject({ skipped: true, pages: 0 });
    await lease(new Date(Date.now() - 1));
    expect(slotsOf(await bets.sync())).toMatchObject({ skipped: false, pages: 1, error: null });
  });

  it.runIf(onPostgres)(
    'several instances pulling at once store each bet once and work its stake off once',
    async () => {
      const members = [await member(200, 100), await member(200, 100)];
      for (const m of members) await requireTurnover(db, m.uid, 100_000n);
      const placed: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const m = members[i % 2]!;
        const id = sandbox.placeBet(SLOTS.merchant, playerOf(m.uid), { game: 'lantern_reels', stake: 100n });
        sandbox.settleBet(SLOTS.merchant, id, { payout: 0n });
        placed.push(id);
      }
      const instances = [syncer({ pageSize: 4 }), syncer({ pageSize: 4 }), syncer({ pageSize: 4 })];
      const results = (await Promise.all([...instances, ...instances].map((s) => s.sync()))).map(slotsOf);
      expect(results.every((r) => r.error === null)).toBe(true);
      expect(results.reduce((n, r) => n + r.changed, 0)).toBe(20);
      for (const m of members) {
        expect(await turnover.remaining(db, m.uid)).toBe(100_000n - 10n * 100n);
        expect((await betList(m.token)).body.data.total).toBe(10);
      }
      const [dupes] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from turnover_log where ref in ${placed.map((id) => `venuebet:${SLOTS.code}:${id}`)}`,
      );
      expect(dupes!.n).toBe(20);
      expect((await checkInvariants(db)).ok).toBe(true);
    },
  );
});
