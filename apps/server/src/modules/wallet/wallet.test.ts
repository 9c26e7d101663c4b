import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans, type MessageKey } from '@app/contract/messages';
import { WALLET_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, onPostgres, registerMember } from '../../../test/helper.ts';
import { systemClock } from '../../lib/clock.ts';
import { playerOf, reconcileVenueTransfers } from '../venue/index.ts';
import {
  FISHING,
  SPORTS,
  LIVE,
  SLOTS,
  books,
  buildWalletApp,
  fund,
  newKey,
  startTestSandbox,
  transfer,
} from '../../../test/wallet.ts';

const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox);
const db = app.database.db;

const invariantsHold = async () => expect((await checkInvariants(db)).problems).toEqual([]);
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;
const entriesFor = (ref: string) => count(sql`select count(*)::int as n from journal_entries where ref = ${ref}`);
const transfersOf = (memberId: number) =>
  count(sql`select count(*)::int as n from venue_transfers where member_id = ${memberId}`);
const recycle = (token: string, key = newKey(), lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, WALLET_API.oneClickRecycle, {}, { token, lang, headers: { 'idempotency-key': key } });

describe('wallet lists', () => {
  it('show the central wallet, the house venue and the demo venues with balances and a total', async () => {
    const m = await registerMember(app);
    const res = await callEndpoint(app, WALLET_API.walletList, undefined, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      central: '0.00',
      venues: [
        { code: 'house', name: '平台游戏', status: 'normal', balance: '0.00', pending: '0.00' },
        { code: SLOTS.code, name: '沙盒电子（演示）', status: 'normal', balance: '0.00', pending: '0.00' },
        { code: LIVE.code, name: '沙盒真人（演示）', status: 'normal', balance: '0.00', pending: '0.00' },
        { code: FISHING.code, name: '沙盒捕鱼（演示）', status: 'normal', balance: '0.00', pending: '0.00' },
        { code: SPORTS.code, name: '沙盒体育（演示）', status: 'normal', balance: '0.00', pending: '0.00' },
      ],
      total: '0.00',
      complete: true,
      currency: 'CNY',
    });

    const venues = await callEndpoint(
      app,
      WALLET_API.venuesList,
      { page: '2', limit: '2' },
      { token: m.token, lang: 'en' },
    );
    expect(venues.body.data).toEqual({
      list: [
        { code: LIVE.code, name: 'Sandbox Live (demo)', status: 'normal', balance: '0.00', pending: '0.00' },
        { code: FISHING.code, name: 'Sandbox Fishing (demo)', status: 'normal', balance: '0.00', pending: '0.00' },
      ],
      total: 5,
      page: 2,
      limit: 2,
    });
    const badPage = await callEndpoint(app, WALLET_API.venuesList, { limit: '101' }, { token: m.token });
    expect(badPage.body).toMatchObject({ code: 0, error: 'common.invalid_request' });
  });

  it('need a member', async () => {
    for (const e of [WALLET_API.walletList, WALLET_API.venuesList]) {
      expect((await callEndpoint(app, e)).body).toMatchObject({ code: 401 });
    }
    const res = await callEndpoint(
      app,
      WALLET_API.transfer,
      { from: 'central', to: 'house', amount: '1' },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(res.body).toMatchObject({ code: 401 });
  });

  it('list the external venues as under maintenance when no sandbox venue is configured', async () => {
    const bare = await buildWalletApp(null);
    const m = await registerMember(bare);
    const res = await callEndpoint(bare, WALLET_API.walletList, undefined, { token: m.token });
    expect(res.body.data.venues.map((v) => [v.code, v.status, v.balance])).toEqual([
      ['house', 'normal', '0.00'],
      [SLOTS.code, 'maintenance', null],
      [LIVE.code, 'maintenance', null],
      [FISHING.code, 'maintenance', null],
      [SPORTS.code, 'maintenance', null],
    ]);
    const refused = await callEndpoint(
      bare,
      WALLET_API.transfer,
      { from: 'central', to: SLOTS.code, amount: '1' },
      { token: m.token, lang: 'en', headers: { 'idempotency-key': newKey() } },
    );
    expect(refused.body).toMatchObject({
      code: 0,
      error: 'wallet.venue_maintenance',
      msg: en['wallet.venue_maintenance'],
    });
  });
});

describe('transfers', () => {
  it('move money to the house venue and back, one journal entry each', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 100_000n);
    const there = await transfer(app, m.token, { from: 'central', to: 'house', amount: '300.50' });
    expect(there.body).toMatchObject({
      code: 1,
      msg: zh_hans['wallet.transfer_done'],
      data: {
        from: 'central',
        to: 'house',
        amount: '300.50',
        status: 'success',
        central: '699.50',
        venueBalance: '300.50',
      },
    });
    const back = await transfer(app, m.token, { from: 'house', to: 'central', amount: 100 }, { lang: 'en' });
    expect(back.body).toMatchObject({
      code: 1,
      msg: en['wallet.transfer_done'],
      data: { status: 'success', central: '799.50', venueBalance: '200.50' },
    });
    expect(await entriesFor(there.body.data.orderNo)).toBe(1);
    expect(await entriesFor(back.body.data.orderNo)).toBe(1);
    const list = await callEndpoint(app, WALLET_API.walletList, undefined, { token: m.token });
    expect(list.body.data).toMatchObject({ central: '799.50', total: '1000.00', complete: true });
    expect(list.body.data.venues[0]).toMatchObject({ code: 'house', balance: '200.50' });
    await invariantsHold();
  });

  it('move money to an external venue over HTTP and back', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 50_000n);
    const before = await books(app, sandbox, m.uid);
    const there = await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '200' });
    expect(there.body).toMatchObject({
      code: 1,
      data: { status: 'success', central: '300.00', venueBalance: '200.00' },
    });
    const back = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: '50.25' });
    expect(back.body).toMatchObject({
      code: 1,
      data: { status: 'success', central: '350.25', venueBalance: '149.75' },
    });

    const after = await books(app, sandbox, m.uid);
    expect(after.slots).toBe(14_975n);
    expect(after.venueFloat - before.venueFloat).toBe(14_975n);
    expect(after.venuePending).toBe(before.venuePending);
    // In: debit central, then confirm; out: one entry when the venue confirmed.
    expect(await entriesFor(there.body.data.orderNo)).toBe(2);
    expect(await entriesFor(back.body.data.orderNo)).toBe(1);
    const list = await callEndpoint(app, WALLET_API.walletList, undefined, { token: m.token });
    expect(list.body.data).toMatchObject({ central: '350.25', total: '500.00' });
    expect(list.body.data.venues[1]).toMatchObject({ code: SLOTS.code, balance: '149.75', pending: '0.00' });
    await invariantsHold();
  });

  it('bring winnings at a venue back: the venue says what the member has there', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 20_000n);
    await transfer(app, m.token, { from: 'central', to: LIVE.code, amount: '200' });
    sandbox.play(LIVE.merchant, playerOf(m.uid), 12_345n);
    const back = await transfer(app, m.token, { from: LIVE.code, to: 'central', amount: '323.45' });
    expect(back.body).toMatchObject({ code: 1, data: { status: 'success', central: '323.45', venueBalance: '0.00' } });
    await invariantsHold();
  });

  const bad: [string, Record<string, unknown>, MessageKey, number][] = [
    ['amount zero', { from: 'central', to: 'house', amount: '0' }, 'rules.amount', 400],
    ['amount negative', { from: 'central', to: 'house', amount: '-5' }, 'rules.amount', 400],
    ['three decimals', { from: 'central', to: 'house', amount: '1.234' }, 'rules.amount', 400],
    ['not a number', { from: 'central', to: 'house', amount: 'abc' }, 'rules.amount', 400],
    ['empty amount', { from: 'central', to: 'house', amount: '' }, 'rules.amount', 400],
    ['amount missing', { from: 'central', to: 'house' }, 'rules.amount', 400],
    ['float with many decimals', { from: 'central', to: 'house', amount: 0.1 + 0.2 }, 'rules.amount', 400],
    ['central to central', { from: 'central', to: 'central', amount: '1' }, 'wallet.one_side_central', 400],
    ['venue to venue', { from: 'house', to: SLOTS.code, amount: '1' }, 'wallet.one_side_central', 400],
    ['nonsense wallet', { from: 'central', to: 'Robert; drop', amount: '1' }, 'wallet.side', 400],
    ['unknown venue', { from: 'central', to: 'nowhere', amount: '1' }, 'wallet.venue_unknown', 404],
    ['unknown field', { from: 'central', to: 'house', amount: '1', memberId: 1 }, 'common.unknown_field', 400],
    ['too much for central', { from: 'central', to: 'house', amount: '300.01' }, 'money.insufficient_balance', 400],
    [
      'too much for the house venue',
      { from: 'house', to: 'central', amount: '100.01' },
      'money.insufficient_balance',
      400,
    ],
    [
      'too much for an external venue',
      { from: SLOTS.code, to: 'central', amount: '50.01' },
      'money.insufficient_balance',
      400,
    ],
    ['never played at that venue', { from: LIVE.code, to: 'central', amount: '1' }, 'money.insufficient_balance', 400],
  ];

  it('refuse bad amounts and insufficient balances with code 0 in both languages, changing nothing', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 45_000n);
    await transfer(app, m.token, { from: 'central', to: 'house', amount: '100' });
    await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '50' });
    const before = { ...(await books(app, sandbox, m.uid)), transfers: await transfersOf(m.uid) };
    for (const [name, body, key, status] of bad) {
      for (const lang of ['zh_hans', 'en'] as const) {
        const res = await transfer(app, m.token, body, { lang });
        expect(res.status, name).toBe(status);
        expect(res.body, name).toMatchObject({
          code: 0,
          error: key,
          msg: (lang === 'en' ? en : zh_hans)[key],
          data: null,
        });
      }
    }
    expect({ ...(await books(app, sandbox, m.uid)), transfers: await transfersOf(m.uid) }).toEqual(before);
    expect(en['money.insufficient_balance']).toBe('Insufficient balance');
    await invariantsHold();
  });
});

describe('one-click recycle', () => {
  it('sweeps every venue back; a failing venue is reported and keeps its money', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 100_000n);
    await transfer(app, m.token, { from: 'central', to: 'house', amount: '100' });
    await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '200' });
    await transfer(app, m.token, { from: 'central', to: LIVE.code, amount: '300' });
    sandbox.fault({ mode: 'reject', op: 'withdraw', merchant: LIVE.merchant });

    const first = await recycle(m.token);
    expect(first.body.msg).toBe(zh_hans['wallet.recycle_partial']);
    expect(first.body.data.list.map(({ code, status, amount, reason }) => ({ code, status, amount, reason }))).toEqual([
      { code: 'house', status: 'success', amount: '100.00', reason: null },
      { code: SLOTS.code, status: 'success', amount: '200.00', reason: null },
      { code: LIVE.code, status: 'failed', amount: '300.00', reason: zh_hans['wallet.venue_refused'] },
      { code: FISHING.code, status: 'empty', amount: '0.00', reason: null },
      { code: SPORTS.code, status: 'empty', amount: '0.00', reason: null },
    ]);
    expect(first.body.data).toMatchObject({ moved: '300.00', central: '700.00' });
    let now = await books(app, sandbox, m.uid);
    expect([now.central, now.house, now.slots, now.live]).toEqual([70_000n, 0n, 0n, 30_000n]);
    await invariantsHold();

    const second = await recycle(m.token, newKey(), 'en');
    expect(second.body.msg).toBe(en['wallet.recycle_done']);
    expect(second.body.data.list.map((i) => i.status)).toEqual(['empty', 'empty', 'success', 'empty', 'empty']);
    expect(second.body.data).toMatchObject({ moved: '300.00', central: '1000.00' });
    now = await books(app, sandbox, m.uid);
    expect([now.central, now.house, now.slots, now.live]).toEqual([100_000n, 0n, 0n, 0n]);

    const third = await recycle(m.token);
    expect(third.body).toMatchObject({
      code: 1,
      msg: zh_hans['wallet.recycle_empty'],
      data: { moved: '0.00', central: '1000.00' },
    });
    await invariantsHold();
  });

  it('reports a venue that does not answer as pending and completes it by reconciliation', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 10_000n);
    await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '100' });
    sandbox.fault({ mode: 'error', op: 'withdraw', merchant: SLOTS.merchant });
    const res = await recycle(m.token);
    expect(res.body.data.list[1]).toMatchObject({ code: SLOTS.code, status: 'pending', amount: '100.00' });
    expect((await books(app, sandbox, m.uid)).slots).toBe(10_000n);
    const list = await callEndpoint(app, WALLET_API.walletList, undefined, { token: m.token });
    expect(list.body.data.venues[1]).toMatchObject({ balance: '100.00', pending: '100.00' });

    await reconcileVenueTransfers(
      { db, config: app.config, clock: systemClock },
      { asOf: new Date(Date.now() + 3_600_000) },
    );
    const after = await books(app, sandbox, m.uid);
    expect([after.central, after.slots]).toEqual([10_000n, 0n]);
    await invariantsHold();
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body, with one effect', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 10_000n);
    const key = newKey();
    const body = { from: 'central', to: SLOTS.code, amount: '10' };
    const first = await transfer(app, m.token, body, { key });
    const again = await transfer(app, m.token, body, { key });
    expect(again).toEqual(first);
    expect(await transfersOf(m.uid)).toBe(1);
    expect((await books(app, sandbox, m.uid)).central).toBe(9_000n);

    const k2 = newKey();
    const r1 = await recycle(m.token, k2);
    const r2 = await recycle(m.token, k2);
    expect(r2).toEqual(r1);
    expect(await transfersOf(m.uid)).toBe(2);
  });

  it("stores a house transfer's answer with its move, as first sent, and replays it", async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 10_000n);
    const key = newKey();
    const body = { from: 'central', to: 'house', amount: '12.34' };
    // The member's first move into the house venue: its wallet is opened on the way.
    const first = await transfer(app, m.token, body, { key });
    expect(first.body).toMatchObject({
      code: 1,
      data: { amount: '12.34', status: 'success', central: '87.66', venueBalance: '12.34' },
    });
    const stored = await queryRows<{ state: string; status_code: number; response: unknown }>(
      db,
      sql`select state, status_code, response from idempotency_keys where member_id = ${m.uid} and key = ${key}`,
    );
    expect(stored).toEqual([{ state: 'done', status_code: 200, response: first.body }]);
    expect(await transfer(app, m.token, body, { key })).toEqual(first);

    const back = await transfer(app, m.token, { from: 'house', to: 'central', amount: '0.34' }, { lang: 'en' });
    expect(back.body).toMatchObject({ code: 1, msg: en['wallet.transfer_done'] });
    expect(back.body.data).toMatchObject({ central: '88.00', venueBalance: '12.00' });
    expect(await transfersOf(m.uid)).toBe(2);
    await invariantsHold();
  });

  it('answers a house transfer whose answer died with its process from the transfer, never moving twice', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 10_000n);
    const key = newKey();
    const body = { from: 'central', to: 'house', amount: '10' };
    const first = await transfer(app, m.token, body, { key });
    expect(first.body.code).toBe(1);
    // The window of a crash: the transfer and its key committed together, the answer never stored.
    await db.execute(sql`update idempotency_keys set state = 'running', status_code = null, response = null,
                         updated_at = now() - interval '1 hour' where member_id = ${m.uid} and key = ${key}`);
    // Emptied since, so doing it again would be refused rather than repeat the move.
    await transfer(app, m.token, { from: 'central', to: 'house', amount: '90' });
    const retry = await transfer(app, m.token, body, { key });
    expect(retry.status).toBe(200);
    expect(retry.body.data?.orderNo).toBe(first.body.data?.orderNo);
    expect(await transfersOf(m.uid)).toBe(2);
    const after = await books(app, sandbox, m.uid);
    expect([after.central, after.house]).toEqual([0n, 10_000n]);

    const refused = newKey();
    const short = await transfer(app, m.token, body, { key: refused });
    expect(short.body).toMatchObject({ code: 0, error: 'money.insufficient_balance' });
    expect(await transfer(app, m.token, body, { key: refused })).toEqual(short);
    expect(await transfersOf(m.uid)).toBe(2);
    await invariantsHold();
  });

  it('refuses the same key with another body (422) and wants a key', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 10_000n);
    const key = newKey();
    await transfer(app, m.token, { from: 'central', to: 'house', amount: '10' }, { key });
    for (const lang of ['zh_hans', 'en'] as const) {
      const other = await transfer(app, m.token, { from: 'central', to: 'house', amount: '11' }, { key, lang });
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        code: 0,
        error: 'money.idempotency_mismatch',
        msg: (lang === 'en' ? en : zh_hans)['money.idempotency_mismatch'],
      });
    }
    const none = await callEndpoint(
      app,
      WALLET_API.transfer,
      { from: 'central', to: 'house', amount: '1' },
      { token: m.token },
    );
    expect(none.body).toMatchObject({ code: 0, error: 'money.idempotency_key_required' });
    expect((await books(app, sandbox, m.uid)).central).toBe(9_000n);
  });

  it('keeps keys per member', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    await fund(app, a.uid, 1_000n);
    await fund(app, b.uid, 1_000n);
    const key = newKey();
    const ra = await transfer(app, a.token, { from: 'central', to: 'house', amount: '3' }, { key });
    const rb = await transfer(app, b.token, { from: 'central', to: 'house', amount: '3' }, { key });
    expect([ra.body.code, rb.body.code]).toEqual([1, 1]);
    expect(ra.body.data.orderNo).not.toBe(rb.body.data.orderNo);
    expect((await books(app, sandbox, a.uid)).house).toBe(300n);
    expect((await books(app, sandbox, b.uid)).house).toBe(300n);
  });

  it.runIf(onPostgres).each([
    { to: SLOTS.code, requests: 50 },
    { to: 'house', requests: 200 },
  ])('$requests concurrent requests with one key to $to make one effect and the same answer', async (c) => {
    const m = await registerMember(app);
    await fund(app, m.uid, 10_000n);
    const key = newKey();
    const body = { from: 'central', to: c.to, amount: '7.77' };
    // A request that meets its twin still running gets 409 and retries, as the web client does.
    const until = async () => {
      for (;;) {
        const res = await transfer(app, m.token, body, { key });
        if (res.status !== 409) return res;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const answers = await Promise.all(Array.from({ length: c.requests }, until));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ code: 1, data: { status: 'success', amount: '7.77' } });
    expect(await transfersOf(m.uid)).toBe(1);
    const after = await books(app, sandbox, m.uid);
    expect([after.central, c.to === 'house' ? after.house : after.slots]).toEqual([9_223n, 777n]);
    await invariantsHold();
  });
});

describe.runIf(onPostgres)('concurrency', () => {
  it('transfers in a ring between central and venue wallets never deadlock and keep the books', async () => {
    const members = await Promise.all([registerMember(app), registerMember(app), registerMember(app)]);
    for (const m of members) {
      await fund(app, m.uid, 30_000n);
      for (const to of ['house', SLOTS.code, LIVE.code])
        await transfer(app, m.token, { from: 'central', to, amount: '50' });
    }
    const ring = ['house', SLOTS.code, LIVE.code].flatMap((v) => [
      { from: 'central', to: v },
      { from: v, to: 'central' },
    ]);
    const calls = members.flatMap((m) =>
      Array.from({ length: 24 }, (_, i) =>
        transfer(app, m.token, { ...ring[i % ring.length]!, amount: String(1 + (i % 5)) }),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.body.code === 1 || a.body.error === 'money.insufficient_balance')).toBe(true);
    await reconcileVenueTransfers(
      { db, config: app.config, clock: systemClock },
      { asOf: new Date(Date.now() + 3_600_000) },
    );
    for (const m of members) {
      const b = await books(app, sandbox, m.uid);
      expect(b.central + b.house + b.slots + b.live).toBe(30_000n);
    }
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from venue_transfers where status = 'pending'`,
    );
    expect(pending!.n).toBe(0);
    await invariantsHold();
  });
});
