import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { checkInvariants } from '../../ledger/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { onPostgres, registerMember } from '../../../test/helper.ts';
import {
  SANDBOX_SECRET,
  SLOTS,
  books,
  buildWalletApp,
  fund,
  startTestSandbox,
  transfer,
} from '../../../test/wallet.ts';
import { playerOf } from './http-adapter.ts';
import { VENUE_API, VENUE_HEADERS, signVenueRequest } from './protocol.ts';
import { venueTransfers } from './schema.ts';
import { createVenueService, reconcileVenueTransfers } from './service.ts';

// Faults of an external venue: each ends with the right balances on both sides.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox, { VENUE_TIMEOUT_MS: '500' });
const db = app.database.db;
const reconcile = () =>
  reconcileVenueTransfers({ db, config: app.config, clock: systemClock }, { asOf: new Date(Date.now() + 3_600_000) });
const statusOf = async (id: string) =>
  (await db.select().from(venueTransfers).where(eq(venueTransfers.id, id)))[0]!.status;
const entriesFor = async (ref: string) =>
  (await queryRows<{ type: string }>(db, sql`select type from journal_entries where ref = ${ref} order by id`)).map(
    (r) => r.type,
  );
const invariantsHold = async () => expect((await checkInvariants(db)).problems).toEqual([]);

/** A member with `yuan` in the central wallet and `atVenue` yuan already moved to the slots venue. */
async function member(yuan: number, atVenue = 0) {
  const m = await registerMember(app);
  await fund(app, m.uid, BigInt(yuan * 100));
  if (atVenue > 0) {
    const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: String(atVenue) });
    expect(res.body.data.status).toBe('success');
  }
  return { ...m, books: () => books(app, sandbox, m.uid) };
}

describe('venue faults', () => {
  it('timeout on the way in: pending, then confirmed by reconciliation', async () => {
    const m = await member(100);
    const before = await m.books();
    sandbox.fault({ mode: 'timeout', op: 'deposit', merchant: SLOTS.merchant });
    const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '40' });
    expect(res.body).toMatchObject({
      code: 1,
      msg: zh_hans['wallet.transfer_pending'],
      data: { status: 'pending', central: '60.00', venueBalance: null },
    });
    let now = await m.books();
    expect([now.central, now.slots, now.venuePending - before.venuePending]).toEqual([6_000n, 4_000n, 4_000n]);

    expect(await reconcile()).toEqual({ checked: 1, settled: 1, stillPending: 0 });
    now = await m.books();
    expect([now.central, now.slots, now.venuePending, now.venueFloat - before.venueFloat]).toEqual([
      6_000n,
      4_000n,
      before.venuePending,
      4_000n,
    ]);
    expect(await statusOf(res.body.data.orderNo)).toBe('success');
    expect(await entriesFor(res.body.data.orderNo)).toEqual(['venue.transfer_in', 'venue.transfer_in.confirm']);
    expect(await reconcile()).toEqual({ checked: 0, settled: 0, stillPending: 0 });
    await invariantsHold();
  });

  it('timeout on the way out: the central wallet is credited only once the venue confirms', async () => {
    const m = await member(100, 50);
    sandbox.fault({ mode: 'timeout', op: 'withdraw', merchant: SLOTS.merchant });
    const res = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: '20' });
    expect(res.body.data).toMatchObject({ status: 'pending', central: '50.00' });
    expect([(await m.books()).central, (await m.books()).slots]).toEqual([5_000n, 3_000n]);
    await reconcile();
    expect([(await m.books()).central, (await m.books()).slots]).toEqual([7_000n, 3_000n]);
    await invariantsHold();
  });

  it('error without effect: reconciliation sends the transfer again under its id, applied once', async () => {
    const m = await member(100);
    const sent = sandbox.transferCount(SLOTS.merchant);
    sandbox.fault({ mode: 'error', op: 'deposit', merchant: SLOTS.merchant });
    const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '40' });
    expect(res.body.data.status).toBe('pending');
    expect((await m.books()).slots).toBe(0n);
    expect(await reconcile()).toMatchObject({ settled: 1 });
    const now = await m.books();
    expect([now.central, now.slots]).toEqual([6_000n, 4_000n]);
    expect(sandbox.transferCount(SLOTS.merchant) - sent).toBe(1);
    await invariantsHold();
  });

  it('error after effect: settled as the success it was', async () => {
    const m = await member(100, 50);
    sandbox.fault({ mode: 'error_after', op: 'withdraw', merchant: SLOTS.merchant });
    const res = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: '50' });
    expect(res.body.data.status).toBe('pending');
    await reconcile();
    const now = await m.books();
    expect([now.central, now.slots]).toEqual([10_000n, 0n]);
    await invariantsHold();
  });

  it('a request delivered late, after reconciliation sent it again, is applied once', async () => {
    const m = await member(100);
    sandbox.fault({ mode: 'late', op: 'deposit', merchant: SLOTS.merchant, delayMs: 1_500 });
    const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '40' });
    expect(res.body.data.status).toBe('pending');
    await reconcile();
    await sandbox.idle();
    const now = await m.books();
    expect([now.central, now.slots]).toEqual([6_000n, 4_000n]);
    expect(await statusOf(res.body.data.orderNo)).toBe('success');
    await invariantsHold();
  });

  it('a definite refusal refunds at once, with the reason in both languages', async () => {
    const m = await member(100);
    const before = await m.books();
    for (const lang of ['zh_hans', 'en'] as const) {
      sandbox.fault({ mode: 'reject', op: 'deposit', merchant: SLOTS.merchant });
      const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '40' }, { lang });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 0,
        error: 'wallet.venue_refused',
        msg: (lang === 'en' ? en : zh_hans)['wallet.venue_refused'],
      });
    }
    const now = await m.books();
    expect([now.central, now.slots, now.venuePending, now.venueFloat]).toEqual([
      10_000n,
      0n,
      before.venuePending,
      before.venueFloat,
    ]);
    const failed = await db.select().from(venueTransfers).where(eq(venueTransfers.memberId, m.uid));
    expect(failed.map((t) => [t.status, t.failureReason])).toEqual([
      ['failed', 'rejected'],
      ['failed', 'rejected'],
    ]);
    await invariantsHold();
  });

  it('a duplicated delivery and a second confirmation change nothing on either side', async () => {
    const m = await member(100);
    const sent = sandbox.transferCount(SLOTS.merchant);
    sandbox.fault({ mode: 'duplicate', op: 'deposit', merchant: SLOTS.merchant });
    const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '40' });
    expect(res.body.data).toMatchObject({ status: 'success', venueBalance: '40.00' });
    const venues = createVenueService({ db, config: app.config, clock: systemClock });
    expect(await venues.settle(res.body.data.orderNo, { result: 'success' })).toBe(false);
    expect(await venues.settle(res.body.data.orderNo, { result: 'failed', reason: 'rejected' })).toBe(false);
    const now = await m.books();
    expect([now.central, now.slots]).toEqual([6_000n, 4_000n]);
    expect(sandbox.transferCount(SLOTS.merchant) - sent).toBe(1);
    expect(await entriesFor(res.body.data.orderNo)).toEqual(['venue.transfer_in', 'venue.transfer_in.confirm']);
    await invariantsHold();
  });

  it('stays pending while the venue does not answer status queries, then settles', async () => {
    const m = await member(100);
    sandbox.fault({ mode: 'timeout', op: 'deposit', merchant: SLOTS.merchant });
    const res = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '40' });
    sandbox.fault({ mode: 'error', op: 'transferStatus', merchant: SLOTS.merchant });
    expect(await reconcile()).toEqual({ checked: 1, settled: 0, stillPending: 1 });
    expect(await statusOf(res.body.data.orderNo)).toBe('pending');
    expect(await reconcile()).toEqual({ checked: 1, settled: 1, stillPending: 0 });
    expect([(await m.books()).central, (await m.books()).slots]).toEqual([6_000n, 4_000n]);
    await invariantsHold();
  });

  it('a lost withdrawal the venue can no longer pay ends failed; nothing moves', async () => {
    const m = await member(100, 50);
    sandbox.fault({ mode: 'drop', op: 'withdraw', merchant: SLOTS.merchant, delayMs: 800 });
    const res = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: '50' });
    expect(res.body.data.status).toBe('pending');
    sandbox.play(SLOTS.merchant, playerOf(m.uid), -3_000n); // lost 30 at the venue meanwhile
    await reconcile();
    expect(await statusOf(res.body.data.orderNo)).toBe('failed');
    const now = await m.books();
    expect([now.central, now.slots]).toEqual([5_000n, 2_000n]);
    await invariantsHold();
  });

  it.runIf(onPostgres)('several reconcilers at once settle each transfer exactly once', async () => {
    const m = await member(100);
    const before = await m.books();
    sandbox.fault({ mode: 'timeout', op: 'deposit', merchant: SLOTS.merchant, times: 8 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '5' })),
    );
    expect(answers.map((a) => a.body.data.status)).toEqual(Array(8).fill('pending'));
    const reports = await Promise.all(Array.from({ length: 4 }, reconcile));
    expect(reports.reduce((n, r) => n + r.settled, 0)).toBe(8);
    const now = await m.books();
    expect([now.central, now.slots, now.venuePending, now.venueFloat - before.venueFloat]).toEqual([
      6_000n,
      4_000n,
      before.venuePending,
      4_000n,
    ]);
    for (const a of answers)
      expect(await entriesFor(a.body.data.orderNo)).toEqual(['venue.transfer_in', 'venue.transfer_in.confirm']);
    await invariantsHold();
  });
});

describe('sandbox venue', () => {
  const call = async (path: string, body: object, opts: { secret?: string; timestamp?: number } = {}) => {
    const raw = JSON.stringify(body);
    const timestamp = String(opts.timestamp ?? Date.now());
    const res = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENUE_HEADERS.merchant]: 'probe',
        [VENUE_HEADERS.timestamp]: timestamp,
        [VENUE_HEADERS.signature]: signVenueRequest(opts.secret ?? SANDBOX_SECRET, timestamp, raw),
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('refuses a wrong signature and a stale request', async () => {
    expect(
      (await call(VENUE_API.createPlayer, { player: 'p_1' }, { secret: 'another-secret-0123456789' })).status,
    ).toBe(401);
    expect(
      (await call(VENUE_API.createPlayer, { player: 'p_1' }, { timestamp: Date.now() - 10 * 60_000 })).status,
    ).toBe(401);
  });

  it('applies a transfer id once and refuses it with another amount', async () => {
    await call(VENUE_API.createPlayer, { player: 'p_2' });
    const t = { transferId: 'TRprobe000001', player: 'p_2', amount: '10.00' };
    expect((await call(VENUE_API.deposit, t)).body).toEqual({
      result: 'success',
      transferId: t.transferId,
      balance: '10.00',
    });
    expect((await call(VENUE_API.deposit, t)).body).toEqual({
      result: 'success',
      transferId: t.transferId,
      balance: '10.00',
    });
    expect((await call(VENUE_API.deposit, { ...t, amount: '11.00' })).status).toBe(409);
    expect((await call(VENUE_API.transferStatus, { transferId: t.transferId })).body).toEqual({
      result: 'success',
      transferId: t.transferId,
    });
    expect((await call(VENUE_API.transferStatus, { transferId: 'TRprobe000002' })).body).toEqual({
      result: 'not_found',
      transferId: 'TRprobe000002',
    });
    expect(sandbox.balanceOf('probe', 'p_2')).toBe(1_000n);
  });
});
