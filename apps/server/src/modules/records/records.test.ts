import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import { RECORDS_API, WALLET_API, WITHDRAW_API, type MoneyLogType, type TradeItem } from '@app/contract';
import { account, checkInvariants, type EntryType, post } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { bindCard, fund, newKey, operatorHeaders } from '../../../test/money.ts';

const app = await buildTestApp({ PLATFORM_TZ: 'Asia/Shanghai', WITHDRAW_FEE_BANK_FIXED_YUAN: '1' });
const db = app.database.db;

// Shanghai is UTC+8 all year: its calendar computed here by hand, not by the code under test.
const DAY = 86_400_000;
const shanghaiDate = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
const today = shanghaiDate(Date.now());
const startOfToday = Date.parse(`${today}T00:00:00+08:00`);
const dateBefore = (days: number) => shanghaiDate(startOfToday - days * DAY + 1000);

let member: { uid: number; token: string };
const orders: string[] = [];

// o1 today (16:00:01 UTC the day before), o2 one second before today (same UTC day as o1),
// o3 six days back (in last 7), o4 seven days back, o5 the oldest queryable day, o6 just before it.
const times = [
  startOfToday + 1000,
  startOfToday - 1000,
  startOfToday - 6 * DAY + 1000,
  startOfToday - 7 * DAY + 1000,
  startOfToday - 29 * DAY + 1000,
  startOfToday - 29 * DAY - 1000,
];

beforeAll(async () => {
  const m = await registerMember(app);
  member = m;
  await bindCard(app, m.token);
  await fund(db, m.uid, 100_000n);
  for (const [i, at] of times.entries()) {
    const res = await callEndpoint(
      app,
      WITHDRAW_API.submit,
      { method: 'bank', amount: String(100 + i), withdrawPassword: '123456' },
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(res.body.code).toBe(1);
    const { orderNo } = res.body.data;
    orders.push(orderNo);
    const when = new Date(at).toISOString();
    await db.execute(sql`update withdraw_orders set created_at = ${when} where order_no = ${orderNo}`);
    await db.execute(sql`update journal_entries set created_at = ${when} where ref = ${`withdraw:${orderNo}`}`);
  }
  // Rejected now: its refund is a line of today's statement, and its record shows as failed.
  const reject = await callEndpoint(
    app,
    WITHDRAW_API.adminReject,
    { orderNo: orders[0]!, reason: '资料不符' },
    { headers: await operatorHeaders(app) },
  );
  expect(reject.body.code).toBe(1);
});

const trades = (query: Record<string, string>, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, RECORDS_API.getTradeList, query, { token: member.token, lang });
const moneyLog = (query: Record<string, string>, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, RECORDS_API.getMoneyLogList, query, { token: member.token, lang });
const numbers = (page: { list: TradeItem[] }) => page.list.map((t) => t.orderNo);

describe('transaction records', () => {
  it('lists the types in the request language', async () => {
    const zh = await callEndpoint(app, RECORDS_API.getTradeTypeList, undefined, { token: member.token });
    expect(zh.body.data.list).toEqual([
      { code: 'deposit', label: '存款' },
      { code: 'withdrawal', label: '取款' },
      { code: 'transfer', label: '转账' },
      { code: 'bonus', label: '红利' },
    ]);
    const enList = await callEndpoint(app, RECORDS_API.getTradeTypeList, undefined, {
      token: member.token,
      lang: 'en',
    });
    expect(enList.body.data.list.map((t) => t.label)).toEqual(['Deposit', 'Withdrawal', 'Transfer', 'Bonus']);
  });

  it('filters by calendar days of the platform time zone', async () => {
    expect(numbers((await trades({})).body.data)).toEqual([orders[0]]); // today by default
    expect(numbers((await trades({ range: 'today' })).body.data)).toEqual([orders[0]]);
    expect(numbers((await trades({ range: 'yesterday' })).body.data)).toEqual([orders[1]]);
    expect(numbers((await trades({ range: 'last7' })).body.data)).toEqual(orders.slice(0, 3));
    expect(numbers((await trades({ range: 'last30' })).body.data)).toEqual(orders.slice(0, 5));
    const custom = await trades({ range: 'custom', from: dateBefore(7), to: dateBefore(6) });
    expect(numbers(custom.body.data)).toEqual([orders[2], orders[3]]);
  });

  it('answers type, method, status, time and order number, with labels', async () => {
    const res = await trades({ range: 'today' }, 'en');
    expect(res.body.data.list[0]).toEqual({
      orderNo: orders[0],
      type: 'withdrawal',
      typeLabel: 'Withdrawal',
      method: 'bank',
      methodLabel: 'Quick transfer to card',
      status: 'failed',
      statusLabel: 'Failed',
      amount: '100.00',
      fee: '1.00',
      remark: '资料不符',
      createdAt: new Date(times[0]!).toISOString(),
    });
    expect(numbers((await trades({ range: 'last30', status: 'failed' })).body.data)).toEqual([orders[0]]);
    expect((await trades({ range: 'last30', status: 'pending' })).body.data.total).toBe(4);
    expect((await trades({ range: 'last30', type: 'deposit' })).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('pages across the merged list', async () => {
    const page = await trades({ range: 'last30', page: '2', limit: '2' });
    expect(page.body.data).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(numbers(page.body.data)).toEqual([orders[2], orders[3]]);
    const tooBig = await trades({ limit: '101' });
    expect(tooBig.body).toMatchObject({ code: 0, error: 'common.invalid_request' });
  });

  it('refuses anything older than 30 days with a clear message, in both languages', async () => {
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      for (const res of [
        await trades({ range: 'custom', from: dateBefore(30), to: today }, lang),
        await moneyLog({ range: 'custom', from: dateBefore(30), to: today }, lang),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 0,
          msg: catalogue['records.range_too_old'],
          error: 'records.range_too_old',
          data: null,
        });
      }
    }
    expect(en['records.range_too_old']).toBe('Only the last 30 days can be queried');
    const oldest = await trades({ range: 'custom', from: dateBefore(29), to: today });
    expect(numbers(oldest.body.data)).toEqual(orders.slice(0, 5));
  });

  it('refuses ranges that are incomplete, reversed, in the future or unknown', async () => {
    const queries: Record<string, string>[] = [
      { range: 'custom' },
      { range: 'custom', from: dateBefore(3) },
      { range: 'custom', from: dateBefore(1), to: dateBefore(3) },
      { range: 'custom', from: today, to: shanghaiDate(startOfToday + DAY + 1000) },
      { range: 'custom', from: '2026-02-30', to: today },
      { range: 'lastyear' },
    ];
    for (const query of queries) {
      const res = await trades(query);
      expect(res.body).toMatchObject({
        code: 0,
        error: 'records.range_invalid',
        msg: zh_hans['records.range_invalid'],
      });
    }
  });

  it('shows only the member’s own records', async () => {
    const other = await registerMember(app);
    const res = await callEndpoint(app, RECORDS_API.getTradeList, { range: 'last30' }, { token: other.token });
    expect(res.body.data).toMatchObject({ list: [], total: 0 });
    expect((await callEndpoint(app, RECORDS_API.getTradeList)).status).toBe(401);
  });
});

describe('one order of the records (record/getTradeDetail)', () => {
  const detail = (token: string, orderNo: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
    callEndpoint(app, RECORDS_API.getTradeDetail, { orderNo }, { token, lang });

  it('answers a withdrawal as its line of the list, also one older than the list’s 30 days', async () => {
    const listed = (await trades({ range: 'today' }, 'en')).body.data.list[0]!;
    const res = await detail(member.token, orders[0]!, 'en');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual(listed);
    // A link to an order stays good after the list's window has moved past it.
    expect((await detail(member.token, orders[5]!)).body.data).toMatchObject({
      orderNo: orders[5],
      type: 'withdrawal',
      status: 'pending',
      statusLabel: zh_hans['records.status.pending'],
      amount: '105.00',
      fee: '1.00',
      createdAt: new Date(times[5]!).toISOString(),
    });
  });

  it('answers a transfer to a venue by its number, labelled in the member’s language', async () => {
    const m = await registerMember(app);
    await fund(db, m.uid, 10_000n);
    const moved = await callEndpoint(
      app,
      WALLET_API.transfer,
      { from: 'central', to: 'house', amount: '30.00' },
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(moved.body.code).toBe(1);
    const [listed] = (await callEndpoint(app, RECORDS_API.getTradeList, { type: 'transfer' }, { token: m.token })).body
      .data.list;
    expect(listed?.orderNo).toMatch(/^TR/);
    expect((await detail(m.token, listed!.orderNo)).body.data).toEqual(listed);
    const english = (await detail(m.token, listed!.orderNo, 'en')).body.data;
    expect(english).toMatchObject({ type: 'transfer', typeLabel: 'Transfer', amount: '30.00', status: 'success' });
    expect(english.methodLabel).toMatch(/^Into /);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('answers another member’s order exactly as an unknown one, in both languages', async () => {
    const other = await registerMember(app);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const unknown = await detail(other.token, 'W20990101000000000000', lang);
      expect(unknown).toEqual({
        status: 404,
        body: { code: 0, msg: catalogue['records.not_found'], error: 'records.not_found', data: null },
      });
      expect(await detail(other.token, orders[0]!, lang)).toEqual(unknown);
      expect((await detail(other.token, '../1', lang)).body).toMatchObject({
        code: 0,
        msg: catalogue['records.not_found'],
      });
    }
    expect(en['records.not_found']).toBe('This order does not exist');
    expect((await callEndpoint(app, RECORDS_API.getTradeDetail, { orderNo: orders[0]! })).status).toBe(401);
  });
});

describe('money log', () => {
  it('lists the types in the request language', async () => {
    const res = await callEndpoint(app, RECORDS_API.getMoneyLogType, undefined, { token: member.token, lang: 'en' });
    expect(res.body.data.list.map((t) => t.code)).toEqual([
      'deposit',
      'withdrawal',
      'withdrawal_refund',
      'transfer',
      'bet',
      'win',
      'bet_refund',
      'bonus',
      'other',
    ]);
    expect(res.body.data.list[2]).toEqual({ code: 'withdrawal_refund', label: 'Withdrawal refund' });
    expect(res.body.data.list.slice(4, 7).map((t) => t.label)).toEqual(['Bet', 'Winnings', 'Bet refund']);
  });

  it('is the ledger statement of the day, with the balance after each line', async () => {
    const res = await moneyLog({ range: 'today' });
    // Newest first: the refund of o1 (now), the deposit (now), the hold of o1 (start of today).
    expect(res.body.data.list.map((l) => [l.type, l.amount, l.wallet])).toEqual([
      ['withdrawal_refund', '100.00', 'central'],
      ['deposit', '1000.00', 'central'],
      ['withdrawal', '-100.00', 'central'],
    ]);
    const [refund, deposit, hold] = res.body.data.list;
    expect(deposit!.balanceAfter).toBe('1000.00');
    expect(hold!.balanceAfter).toBe('900.00');
    expect(hold!.ref).toBe(`withdraw:${orders[0]}`);
    // The six holds took 100+101+...+105 = 615.00; the refund gave 100.00 back.
    expect(refund!.balanceAfter).toBe('485.00');
    expect(refund!.typeLabel).toBe('提款退回');
  });

  it('filters by type and by days of the platform time zone', async () => {
    const yesterday = await moneyLog({ range: 'yesterday' });
    expect(yesterday.body.data.list.map((l) => [l.ref, l.amount])).toEqual([[`withdraw:${orders[1]}`, '-101.00']]);
    const holds = await moneyLog({ range: 'last30', type: 'withdrawal' });
    expect(holds.body.data.list.map((l) => l.ref)).toEqual(orders.slice(0, 5).map((o) => `withdraw:${o}`));
    expect((await moneyLog({ range: 'last30', type: 'deposit' })).body.data.total).toBe(1);
    expect((await moneyLog({ range: 'last30', type: 'other' })).body.data.total).toBe(0);
    const paged = await moneyLog({ range: 'last30', page: '3', limit: '3' });
    expect(paged.body.data).toMatchObject({ total: 7, page: 3, limit: 3 });
    expect(paged.body.data.list.map((l) => l.ref)).toEqual([`withdraw:${orders[4]}`]);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('groups entry types: venue transfers are transfers, a type no group claims is other', async () => {
    const m = await registerMember(app);
    await fund(db, m.uid, 50_000n);
    const move = (type: EntryType, ref: string, fen: bigint) =>
      db.transaction((tx) =>
        post(tx, {
          type,
          ref,
          memberId: m.uid,
          legs: [
            { account: account.central(m.uid), amount: -fen },
            { account: account.venue(m.uid, 'house'), amount: fen },
          ],
        }),
      );
    await move('venue.transfer_in', 'vt-1', 10_000n);
    // A type this version does not know (an older one, stored in the books) shows as 'other'.
    await move('venue_transfer_in' as EntryType, 'odd-1', 100n);
    const log = (type: MoneyLogType) =>
      callEndpoint(app, RECORDS_API.getMoneyLogList, { range: 'today', type }, { token: m.token });
    const transfers = (await log('transfer')).body.data.list;
    expect(transfers.map((l) => [l.wallet, l.amount, l.balanceAfter])).toEqual([
      ['venue:house', '100.00', '100.00'],
      ['central', '-100.00', '400.00'],
    ]);
    expect((await log('other')).body.data.list.map((l) => [l.type, l.amount])).toEqual([
      ['other', '1.00'],
      ['other', '-1.00'],
    ]);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

describe('trade records of every money module', () => {
  it('lists a transfer to a venue beside withdrawals, labelled in the member’s language', async () => {
    const m = await registerMember(app);
    await fund(db, m.uid, 50_000n);
    const moved = await callEndpoint(
      app,
      WALLET_API.transfer,
      { from: 'central', to: 'house', amount: '120.00' },
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(moved.body.code).toBe(1);
    const zh = await callEndpoint(app, RECORDS_API.getTradeList, { range: 'today' }, { token: m.token });
    expect(zh.body.data.list).toEqual([
      expect.objectContaining({
        type: 'transfer',
        amount: '120.00',
        status: 'success',
        methodLabel: expect.stringContaining('转入'),
      }),
    ]);
    const english = await callEndpoint(
      app,
      RECORDS_API.getTradeList,
      { range: 'today', type: 'transfer' },
      { token: m.token, lang: 'en' },
    );
    expect(english.body.data.list[0]?.methodLabel).toMatch(/^Into /);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});
