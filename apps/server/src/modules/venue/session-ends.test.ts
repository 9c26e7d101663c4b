import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATALOGUE_API, RESPONSIBLE_API, type ExclusionChoice } from '@app/contract';
import { checkInvariants } from '../../ledger/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { openSlot } from '../../sandbox/venue/slot-client.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { SLOTS, books, buildWalletApp, fund, startTestSandbox, transfer } from '../../../test/wallet.ts';
import { playerOf } from './http-adapter.ts';
import { venueSessionEnds } from './schema.ts';
import { createVenueService, retryVenueSessionEnds } from './service.ts';

// A cool-off or self-exclusion ends the member's game sessions at the external venues
// (docs/decisions.md, Sessions during an exclusion), over the venue protocol, against the sandbox venue.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox);
const db = app.database.db;
const retry = () =>
  retryVenueSessionEnds({ db, config: app.config, clock: systemClock }, { asOf: new Date(Date.now() + 3_600_000) });
const waiting = (memberId: number) => db.select().from(venueSessionEnds).where(eq(venueSessionEnds.memberId, memberId));

const openGame = (token: string, gameCode: string) =>
  callEndpoint(app, CATALOGUE_API.openGame, { gameCode }, { token, lang: 'en' });
const exclude = (m: { token: string; password: string }, choice: ExclusionChoice = 'cooloff_24h') =>
  callEndpoint(app, RESPONSIBLE_API.exclude, { choice, password: m.password }, { token: m.token });

/** A member with 100 at the slots venue, a game open there and a launch link not yet used. */
async function playing() {
  const m = await registerMember(app);
  await fund(app, m.uid, 30_000n);
  expect((await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '100' })).body.code).toBe(1);
  const opened = await openGame(m.token, 'lantern_reels');
  const slot = (await openSlot((opened.body.data as { url: string }).url))!;
  expect((await slot.spin('1.00')).body.result).toBe('success');
  const unused = ((await openGame(m.token, 'star_voyage')).body.data as { url: string }).url;
  return { ...m, slot, unused };
}

const expired = { result: 'failed', reason: 'session_expired' };
afterEach(() => sandbox.clearFaults());

describe('venue sessions during an exclusion', () => {
  it('end when a cool-off starts: the sessions and links given before play nothing, and no game opens', async () => {
    const m = await playing();
    const atVenue = sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid));
    expect((await exclude(m)).body.code).toBe(1);
    expect((await m.slot.spin('1.00')).body).toEqual(expired);
    expect((await m.slot.state()).status).toBe(401);
    expect(await openSlot(m.unused)).toBeNull();
    expect(sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid))).toBe(atVenue);
    expect(await waiting(m.uid)).toEqual([]);

    const refused = await openGame(m.token, 'lantern_reels');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 0, error: 'responsible.blocked.cooloff' });
    // Money may still come back from the venue.
    const out = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: '10' });
    expect(out.body.data.status).toBe('success');
    expect((await books(app, sandbox, m.uid)).central).toBe(21_000n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('are ended later by the retry job when the venue is down as the exclusion starts', async () => {
    const m = await playing();
    sandbox.fault({ mode: 'error', op: 'endSessions', merchant: SLOTS.merchant, times: 2 });
    expect((await exclude(m, 'exclude_6m')).body.code).toBe(1);
    // The venue was not told: its session still plays, which is why the request waits.
    expect((await m.slot.spin('1.00')).body.result).toBe('success');
    expect(await waiting(m.uid)).toMatchObject([{ venueCode: SLOTS.code, attempts: 1, lastError: 'HTTP 500' }]);
    // Not due before its lease has passed; then still failing, then ended.
    expect(await retryVenueSessionEnds({ db, config: app.config, clock: systemClock })).toEqual({
      checked: 0,
      ended: 0,
      stillPending: 0,
    });
    expect(await retry()).toEqual({ checked: 1, ended: 0, stillPending: 1 });
    expect(await retry()).toEqual({ checked: 1, ended: 1, stillPending: 0 });
    expect((await m.slot.spin('1.00')).body).toEqual(expired);
    expect(await openSlot(m.unused)).toBeNull();
    expect(await waiting(m.uid)).toEqual([]);
    expect(await retry()).toEqual({ checked: 0, ended: 0, stillPending: 0 });
  });

  it('are asked at a venue under maintenance too, as its own servers may still play', async () => {
    const m = await playing();
    const venues = createVenueService({ db, config: app.config, clock: systemClock });
    await venues.catalogue.setMaintenance(SLOTS.code, true);
    try {
      expect((await exclude(m)).body.code).toBe(1);
    } finally {
      await venues.catalogue.setMaintenance(SLOTS.code, false);
    }
    expect((await m.slot.spin('1.00')).body).toEqual(expired);
    expect(await waiting(m.uid)).toEqual([]);
  });

  it('need no call where the member never played; a request renewed while one waits is asked at once', async () => {
    const none = await registerMember(app);
    expect((await exclude(none)).body.code).toBe(1);
    expect(await waiting(none.uid)).toEqual([]);

    const m = await playing();
    const venues = createVenueService({ db, config: app.config, clock: systemClock });
    sandbox.fault({ mode: 'error', op: 'endSessions', merchant: SLOTS.merchant });
    expect(await venues.sessionEnds.endNow(m.uid)).toEqual({ checked: 1, ended: 0, stillPending: 1 });
    await venues.sessionEnds.request(db, m.uid);
    expect(await waiting(m.uid)).toMatchObject([{ version: 2, attempts: 0, lastError: null }]);
    expect(await retry()).toEqual({ checked: 1, ended: 1, stillPending: 0 });
    expect((await m.slot.spin('1.00')).body).toEqual(expired);
  });
});
