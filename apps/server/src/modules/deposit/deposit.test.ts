import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  COMMON_API,
  DEPOSIT_ADMIN_API,
  DEPOSIT_API,
  OPERATOR_API,
  RECORDS_API,
  UPLOAD_DIRECTORY,
  USER_API,
  pathOf,
  todayIn,
  type EndpointInput,
} from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, onPostgres, registerMember, unchecked } from '../../../test/helper.ts';
import { fpsChannelBody } from '../../../test/money.ts';
import { appWithPaymentSandbox } from '../../../test/payment-app.ts';
import { pngImage } from '../../../test/uploads.ts';
import { createOperator } from '../operator/index.ts';
import { startTurnover } from '../turnover/index.ts';
import { paymentProvidersOf } from './provider.ts';
import { submitDeposit } from './submit.ts';

const turnover = startTurnover({ clock: systemClock });
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
// A real image: uploads are decoded whole before they are stored.
const PNG = pngImage();

const { app, sandbox, base } = await appWithPaymentSandbox({ DEPOSIT_TURNOVER_MULTIPLIER: '2' });
const db = app.database.db;

const PASSWORD = 'Operator-pass-2026';
async function operatorToken(username: string, role: 'finance' | 'admin') {
  await createOperator(db, { username, password: PASSWORD, role });
  const res = await callEndpoint(app, OPERATOR_API.login, { username, password: PASSWORD });
  return { headers: { 'x-operator-token': res.body.data.token }, operatorId: res.body.data.operatorId };
}
const admin = await operatorToken('dep.admin', 'admin');
const finance = await operatorToken('dep.finance', 'finance');

async function channelByCode(code: string) {
  const res = await callEndpoint(app, DEPOSIT_ADMIN_API.channels, undefined, admin);
  return res.body.data.list.find((c) => c.code === code)!;
}

// The seeded FPS and USDT channels stay disabled until an admin gives them the platform's real accounts.
beforeAll(async () => {
  const fps = await channelByCode('fps');
  const saveFps = await callEndpoint(app, DEPOSIT_ADMIN_API.saveChannel, fpsChannelBody(fps), admin);
  expect(saveFps.body.code).toBe(1);
  // The list answers coin and protocol as plain strings and adds `offered`, which the save input refuses.
  const { offered: _offered, coin: _coin, protocol: _protocol, ...usdt } = await channelByCode('usdt-trc20');
  const saveUsdt = await callEndpoint(
    app,
    DEPOSIT_ADMIN_API.saveChannel,
    { ...usdt, coin: 'USDT', protocol: 'TRC20', min: '100', max: '50000', enabled: true, address: TRC20, rate: '7.2' },
    admin,
  );
  expect(saveUsdt.body).toMatchObject({ code: 1, data: { offered: true, rate: '7.2000' } });
});

const submit = (
  token: string,
  body: EndpointInput<typeof DEPOSIT_API.submit>,
  opts: { lang?: 'en' | 'zh_hans'; key?: string } = {},
) =>
  callEndpoint(app, DEPOSIT_API.submit, body, {
    token,
    lang: opts.lang ?? 'zh_hans',
    headers: { 'idempotency-key': opts.key ?? `dep-${randomBytes(8).toString('hex')}` },
  });

async function upload(token: string): Promise<string> {
  const boundary = `----t${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="directory"\r\n\r\n${UPLOAD_DIRECTORY}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imgPath"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/${pathOf(COMMON_API.upload)}`,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return (res.json() as { data: { url: string } }).data.url;
}

const depositCount = async () =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from deposits`))[0]!.n;
const central = (uid: number) => balanceOf(db, account.central(uid));
const credits = async (orderNo: string) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where type = 'deposit' and ref = ${orderNo}`,
    )
  )[0]!.n;
/** The sandbox provider's transaction id of an order. */
const txnOf = (orderNo: string) => [...sandbox.payments.values()].find((p) => p.orderNo === orderNo)!.providerTxnId;
async function expectBooksBalance() {
  const report = await checkInvariants(db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

async function fpsDeposit(amount = '100.00') {
  const member = await registerMember(app);
  const fps = await channelByCode('fps');
  const res = await submit(member.token, {
    channelId: fps.id,
    amount,
    payerName: '张三',
    proofUrl: await upload(member.token),
  });
  expect(res.body.code).toBe(1);
  return { member, order: res.body.data };
}

describe('channels', () => {
  it('lists the offered channels, grouped by payment type, and the payment types', async () => {
    const member = await registerMember(app);
    const list = await callEndpoint(app, DEPOSIT_API.channels, undefined, { token: member.token });
    const codes = list.body.data.list.map((c) => c.code);
    // Alipay and USDT-ERC20 have no platform account yet, so they are not offered.
    expect(codes).toEqual(['fps', 'koipay', 'transfer-link', 'usdt-trc20', 'ebpay', 'cash']);
    const fps = list.body.data.list.find((c) => c.code === 'fps')!;
    expect(fps).toMatchObject({
      kind: 'transfer',
      min: '100.00',
      max: '50000.00',
      needsPayerName: true,
      needsProof: true,
      submittable: true,
    });
    expect(fps.payee).toEqual({ name: '平台收款', account: '1234 5678 9012', bank: 'HSBC' });
    expect(list.body.data.list.find((c) => c.code === 'usdt-trc20')).toMatchObject({
      kind: 'crypto',
      crypto: { coin: 'USDT', protocol: 'TRC20', address: TRC20, rate: '7.2000' },
    });
    expect(list.body.data.list.find((c) => c.code === 'ebpay')).toMatchObject({ kind: 'service', submittable: false });

    const groups = await callEndpoint(app, DEPOSIT_API.channelGroups, undefined, { token: member.token, lang: 'en' });
    expect(groups.body.data.list.map((g) => g.type)).toEqual([
      'fps',
      'koipay',
      'transfer_link',
      'crypto',
      'ebpay',
      'cash',
    ]);
    expect(groups.body.data.list.find((g) => g.type === 'crypto')).toMatchObject({ name: 'Virtual currency' });

    const types = await callEndpoint(app, DEPOSIT_API.typeList, undefined, { token: member.token });
    expect(types.body.data.list).toHaveLength(7);
    expect(types.body.data.list.find((t) => t.code === 'alipay')).toMatchObject({ name: '支付宝', available: false });
    expect(types.body.data.list.find((t) => t.code === 'fps')).toMatchObject({ available: true });

    expect((await callEndpoint(app, DEPOSIT_API.channels)).status).toBe(401);
  });
});

describe('submitting a deposit', () => {
  it('refuses bad amounts with the product’s message in both languages and creates nothing', async () => {
    const member = await registerMember(app);
    const fps = await channelByCode('fps');
    const proofUrl = await upload(member.token);
    const before = await depositCount();
    for (const amount of ['99.99', 99.99, '50000.01', '100.001', 'abc', '', -100, null]) {
      for (const lang of ['zh_hans', 'en'] as const) {
        const res = await submit(member.token, unchecked({ channelId: fps.id, amount, payerName: '张三', proofUrl }), {
          lang,
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 0,
          error: 'deposit.amount',
          msg: lang === 'en' ? 'Please enter the amount of 100-50000 yuan' : zh_hans['deposit.amount'],
        });
      }
    }
    expect(await depositCount()).toBe(before);
    // The limits themselves are accepted.
    expect(
      (await submit(member.token, { channelId: fps.id, amount: '100', payerName: '张三', proofUrl })).body.code,
    ).toBe(1);
    expect(
      (await submit(member.token, { channelId: fps.id, amount: 50000, payerName: '张三', proofUrl })).body.code,
    ).toBe(1);
  });

  it('creates a pending order with proof; a retry with the same key answers the same order', async () => {
    const member = await registerMember(app);
    const fps = await channelByCode('fps');
    const proofUrl = await upload(member.token);
    const body = { channelId: fps.id, amount: '1234.5', payerName: '张三', proofUrl };
    const first = await submit(member.token, body, { key: 'same-key-001' });
    expect(first.body).toMatchObject({
      code: 1,
      msg: zh_hans['deposit.submitted'],
      data: { status: 'pending', amount: '1234.50', proofUrl, payUrl: null },
    });
    expect(first.body.data.orderNo).toMatch(/^D\d{20}$/);
    const again = await submit(member.token, body, { key: 'same-key-001' });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    const [n] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from deposits where member_id = ${member.uid}`,
    );
    expect(n!.n).toBe(1);
    expect(await central(member.uid)).toBe(0n);
  });

  it('refuses a missing proof, somebody else’s proof, a bad payer name and customer-service channels', async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    const fps = await channelByCode('fps');
    const ebpay = await channelByCode('ebpay');
    const base = { channelId: fps.id, amount: '200', payerName: '张三' };
    const before = await depositCount();
    expect((await submit(member.token, base)).body.error).toBe('deposit.proof_required');
    expect((await submit(member.token, { ...base, proofUrl: await upload(other.token) })).body.error).toBe(
      'deposit.proof_invalid',
    );
    expect((await submit(member.token, { ...base, proofUrl: '/api/uploads/../../etc/passwd' })).body.error).toBe(
      'deposit.proof_invalid',
    );
    const noName = await submit(
      member.token,
      { ...base, payerName: 'x1', proofUrl: await upload(member.token) },
      { lang: 'en' },
    );
    expect(noName.body).toMatchObject({ code: 0, msg: en['deposit.payer_name'] });
    expect((await submit(member.token, { channelId: ebpay.id, amount: '200' })).body.error).toBe(
      'deposit.channel_service',
    );
    expect((await submit(member.token, { channelId: 999999, amount: '200' })).body.error).toBe(
      'deposit.channel_unavailable',
    );
    expect((await submit(member.token, unchecked({ ...base, extra: 1 }))).body.error).toBe('common.unknown_field');
    expect(await depositCount()).toBe(before);
  });

  it('records the rate and the expected coin of a crypto deposit', async () => {
    const member = await registerMember(app);
    const usdt = await channelByCode('usdt-trc20');
    const res = await submit(member.token, { channelId: usdt.id, amount: '100', proofUrl: await upload(member.token) });
    // 100 / 7.2 = 13.888…, rounded up so the platform is never paid short.
    expect(res.body.data).toMatchObject({
      status: 'pending',
      rate: '7.2000',
      expectedCoin: '13.89',
      coin: 'USDT',
      protocol: 'TRC20',
    });
    const [row] = await queryRows<{ expected_coin: string }>(
      db,
      sql`select expected_coin::text from deposits where order_no = ${res.body.data.orderNo}`,
    );
    expect(row!.expected_coin).toBe('1389');
  });
});

describe('operator decisions', () => {
  it('approve credits the wallet once, adds the turnover requirement and writes the audit row', async () => {
    const { member, order } = await fpsDeposit('300.00');
    const res = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.approve,
      { orderNo: order.orderNo, remark: 'bank statement ok' },
      finance,
    );
    expect(res.body).toMatchObject({
      code: 1,
      msg: zh_hans['deposit.approved'],
      data: { status: 'confirmed', confirmedVia: 'operator', turnoverRequired: '600.00' },
    });
    expect(await central(member.uid)).toBe(30_000n);
    expect(await turnover.remaining(db, member.uid)).toBe(60_000n); // multiplier 2 in this app's config
    const balance = await callEndpoint(app, USER_API.getUserBalance, undefined, { token: member.token });
    expect(balance.body.data).toEqual({ balance: '300.00', currency: 'CNY' });
    const audit = await queryRows<{ operator_id: number; detail: { amount: string; remark: string } }>(
      db,
      sql`select operator_id::int as operator_id, detail from audit_log where action = 'deposit.approve' and target = ${`deposit:${order.orderNo}`}`,
    );
    expect(audit).toEqual([
      {
        operator_id: finance.operatorId,
        detail: expect.objectContaining({ amount: '300.00', remark: 'bank statement ok' }),
      },
    ]);

    const twice = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.approve,
      { orderNo: order.orderNo },
      { ...admin, lang: 'en' },
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 0, error: 'deposit.not_pending', msg: en['deposit.not_pending'] });
    expect(await central(member.uid)).toBe(30_000n);
    expect(await credits(order.orderNo)).toBe(1);
    expect(await turnover.remaining(db, member.uid)).toBe(60_000n);
    await expectBooksBalance();
  });

  it('reject moves nothing, needs a reason, and cannot be approved afterwards', async () => {
    const { member, order } = await fpsDeposit();
    const noReason = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.reject,
      { orderNo: order.orderNo, reason: ' ' },
      finance,
    );
    expect(noReason.body.error).toBe('deposit.reject_reason');
    const res = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.reject,
      { orderNo: order.orderNo, reason: 'no money received' },
      finance,
    );
    expect(res.body).toMatchObject({ code: 1, data: { status: 'rejected', reason: 'no money received' } });
    expect(await central(member.uid)).toBe(0n);
    expect(await credits(order.orderNo)).toBe(0);
    expect(await turnover.remaining(db, member.uid)).toBe(0n);
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: order.orderNo }, finance)).status).toBe(409);
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: 'D000' }, finance)).status).toBe(404);
    const audit = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = 'deposit.reject' and target = ${`deposit:${order.orderNo}`}`,
    );
    expect(audit[0]!.n).toBe(1);
    await expectBooksBalance();
  });

  it('lists deposits by status, member and day, paged', async () => {
    const { member, order } = await fpsDeposit('150');
    const byName = await callEndpoint(app, DEPOSIT_ADMIN_API.list, { member: member.username.toUpperCase() }, finance);
    expect(byName.body.data).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      list: [{ orderNo: order.orderNo, username: member.username }],
    });
    const byId = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.list,
      { member: String(member.uid), status: 'pending' },
      finance,
    );
    expect(byId.body.data.total).toBe(1);
    expect(
      (await callEndpoint(app, DEPOSIT_ADMIN_API.list, { member: String(member.uid), status: 'confirmed' }, finance))
        .body.data.total,
    ).toBe(0);
    const today = todayIn(app.config.timeZone);
    const todays = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.list,
      { member: member.username, from: today, to: today },
      finance,
    );
    expect(todays.body.data.total).toBe(1);
    const future = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.list,
      { member: member.username, from: '2999-01-01' },
      finance,
    );
    expect(future.body.data.total).toBe(0);
    const paged = await callEndpoint(app, DEPOSIT_ADMIN_API.list, { limit: '2', page: '2' }, finance);
    expect(paged.body.data).toMatchObject({ page: 2, limit: 2 });
    expect(paged.body.data.list.length).toBeLessThanOrEqual(2);
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.list, { limit: '101' }, finance)).status).toBe(400);
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.list, { from: '2024-02-30' }, finance)).status).toBe(400);
  });
});

describe('payment provider callbacks over HTTP (sandbox provider)', () => {
  async function onlineDeposit(amount = '500') {
    const member = await registerMember(app);
    const koipay = await channelByCode('koipay');
    const res = await submit(member.token, { channelId: koipay.id, amount });
    expect(res.body.code).toBe(1);
    // The cashier's address carries an unguessable token, not the provider's transaction id.
    expect(res.body.data.payUrl).toMatch(new RegExp(`^${sandbox.url}/pay/[A-Za-z0-9_-]{32}$`));
    return { member, order: res.body.data, txn: txnOf(res.body.data.orderNo) };
  }

  it('a paid notification credits once; a replay is refused; a re-notification changes nothing', async () => {
    const { member, order, txn } = await onlineDeposit('500');
    const paid = await sandbox.pay(txn);
    expect(paid).toMatchObject({
      status: 200,
      body: { code: 1, data: { orderNo: order.orderNo, outcome: 'confirmed' } },
    });
    expect(await central(member.uid)).toBe(50_000n);
    expect(await turnover.remaining(db, member.uid)).toBe(100_000n);

    const replay = await sandbox.replayLast();
    expect(replay).toMatchObject({ status: 409, body: { code: 0, error: 'payment.replayed' } });
    const renotified = await sandbox.pay(txn);
    expect(renotified).toMatchObject({ status: 200, body: { code: 1, data: { outcome: 'duplicate' } } });
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: order.orderNo }, finance)).status).toBe(409);
    expect(await central(member.uid)).toBe(50_000n);
    expect(await credits(order.orderNo)).toBe(1);
    const [row] = await queryRows<{ status: string; confirmed_via: string }>(
      db,
      sql`select status, confirmed_via from deposits where order_no = ${order.orderNo}`,
    );
    expect(row).toEqual({ status: 'confirmed', confirmed_via: 'callback' });
    await expectBooksBalance();
  });

  it('refuses a bad signature, a stale timestamp and a wrong amount, crediting nothing', async () => {
    const { member, order, txn } = await onlineDeposit('800');
    const forged = await sandbox.pay(txn, { secret: 'not-the-shared-secret' });
    expect(forged).toMatchObject({ status: 403, body: { code: 0, error: 'payment.bad_signature' } });
    const stale = await sandbox.pay(txn, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale).toMatchObject({ status: 403, body: { code: 0, error: 'payment.stale' } });
    const future = await sandbox.pay(txn, { timestamp: Math.floor(Date.now() / 1000) + 3600 });
    expect(future.body).toMatchObject({ error: 'payment.stale' });
    const wrongAmount = await sandbox.pay(txn, { amount: '8000.00' });
    expect(wrongAmount).toMatchObject({ status: 409, body: { error: 'payment.mismatch' } });
    const unsigned = await fetch(`${base}/api/payment/callback/koipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: order.orderNo }),
    });
    expect(unsigned.status).toBe(403);
    const unknown = await fetch(`${base}/api/payment/callback/nopay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    expect(await central(member.uid)).toBe(0n);
    expect(await credits(order.orderNo)).toBe(0);
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select status from deposits where order_no = ${order.orderNo}`,
    );
    expect(row!.status).toBe('pending');
    // The genuine notification still goes through afterwards.
    expect((await sandbox.pay(txn)).status).toBe(200);
    expect(await central(member.uid)).toBe(80_000n);
    await expectBooksBalance();
  });

  it('a failed payment rejects the deposit and moves nothing', async () => {
    const { member, order, txn } = await onlineDeposit('120');
    const failed = await sandbox.pay(txn, { status: 'failed' });
    expect(failed.body).toMatchObject({ code: 1, data: { outcome: 'failed' } });
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select status from deposits where order_no = ${order.orderNo}`,
    );
    expect(row!.status).toBe('rejected');
    expect(await central(member.uid)).toBe(0n);
    // Paid after all: the deposit is already rejected, so a person must look (code 0, nothing credited).
    expect((await sandbox.pay(txn)).status).toBe(409);
    expect(await central(member.uid)).toBe(0n);
  });
});

describe('one deposit of the member (recharge/getOrder, record/getTradeDetail)', () => {
  const getOrder = (token: string, orderNo: string, lang: 'en' | 'zh_hans' = 'zh_hans') =>
    callEndpoint(app, DEPOSIT_API.order, { orderNo }, { token, lang });
  const tradeDetail = (token: string, orderNo: string, lang: 'en' | 'zh_hans' = 'zh_hans') =>
    callEndpoint(app, RECORDS_API.getTradeDetail, { orderNo }, { token, lang });

  it('answers the order as submit did, with its status now, and its line of the records', async () => {
    const { member, order } = await fpsDeposit('260.00');
    const pending = await getOrder(member.token, order.orderNo);
    expect(pending.body).toMatchObject({ code: 1, data: order });
    expect(pending.body.data).toEqual(order);
    const line = await tradeDetail(member.token, order.orderNo, 'en');
    expect(line.body).toEqual({
      code: 1,
      msg: expect.any(String),
      data: {
        orderNo: order.orderNo,
        type: 'deposit',
        typeLabel: en['records.type.deposit'],
        method: 'fps',
        methodLabel: en['deposit.type.fps'],
        status: 'pending',
        statusLabel: en['records.status.pending'],
        amount: '260.00',
        fee: null,
        remark: null,
        createdAt: order.createdAt,
      },
    });

    const approved = await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: order.orderNo }, finance);
    expect(approved.body.code).toBe(1);
    expect((await getOrder(member.token, order.orderNo)).body.data).toEqual({ ...order, status: 'confirmed' });
    expect((await tradeDetail(member.token, order.orderNo)).body.data).toMatchObject({
      status: 'success',
      statusLabel: zh_hans['records.status.success'],
      methodLabel: zh_hans['deposit.type.fps'],
    });
    await expectBooksBalance();
  });

  it('keeps the pay page of an online deposit, and its rejection reason in the member’s language', async () => {
    const member = await registerMember(app);
    const koipay = await channelByCode('koipay');
    const res = await submit(member.token, { channelId: koipay.id, amount: '130' });
    expect(res.body.code).toBe(1);
    const order = res.body.data;
    expect(order.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\//);
    // The cashier links back to this deposit's pay page, which now opens from that link alone.
    expect([...sandbox.payments.values()].find((p) => p.orderNo === order.orderNo)?.returnUrl).toBe(
      `http://localhost/h5/#/pages/home/pay?orderNo=${order.orderNo}`,
    );
    expect((await getOrder(member.token, order.orderNo)).body.data).toEqual(order);

    expect((await sandbox.pay(txnOf(order.orderNo), { status: 'failed' })).status).toBe(200);
    expect((await getOrder(member.token, order.orderNo)).body.data).toEqual({ ...order, status: 'rejected' });
    expect((await tradeDetail(member.token, order.orderNo, 'en')).body.data).toMatchObject({
      status: 'failed',
      remark: en['deposit.reason.provider_failed'],
    });
    expect((await tradeDetail(member.token, order.orderNo)).body.data).toMatchObject({
      remark: zh_hans['deposit.reason.provider_failed'],
    });
    expect(await central(member.uid)).toBe(0n);
    await expectBooksBalance();
  });

  it('answers another member’s order exactly as an unknown one, in both languages', async () => {
    const { order } = await fpsDeposit('100.00');
    const other = await registerMember(app);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const unknown = await getOrder(other.token, 'D20990101000000000000', lang);
      expect(unknown).toEqual({
        status: 404,
        body: { code: 0, msg: catalogue['deposit.not_found'], error: 'deposit.not_found', data: null },
      });
      expect(await getOrder(other.token, order.orderNo, lang)).toEqual(unknown);
      const unknownLine = await tradeDetail(other.token, 'D20990101000000000000', lang);
      expect(unknownLine).toEqual({
        status: 404,
        body: { code: 0, msg: catalogue['records.not_found'], error: 'records.not_found', data: null },
      });
      expect(await tradeDetail(other.token, order.orderNo, lang)).toEqual(unknownLine);
      // Something that cannot be an order number is not found either (code 0, never a 500).
      for (const bad of ['', 'D1;drop', 'x'.repeat(65)]) {
        expect((await getOrder(other.token, bad, lang)).body).toMatchObject({ code: 0, error: 'deposit.not_found' });
        expect((await tradeDetail(other.token, bad, lang)).body).toMatchObject({ code: 0, error: 'records.not_found' });
      }
    }
    expect((await callEndpoint(app, DEPOSIT_API.order, { orderNo: order.orderNo })).status).toBe(401);
    expect((await callEndpoint(app, RECORDS_API.getTradeDetail, { orderNo: order.orderNo })).status).toBe(401);
  });
});

describe('payment provider unreachable', () => {
  it('rejects the new online deposit with a clear message and moves nothing', async () => {
    const member = await registerMember(app);
    const koipay = await channelByCode('koipay');
    // The real HTTP adapter, pointed at a loopback port nobody listens on.
    const paymentProvider = { ...app.config.paymentProvider!, url: 'http://127.0.0.1:9' };
    const deps = {
      db,
      config: app.config,
      clock: systemClock,
      uploadOwner: async () => null,
      gates: [],
      payGates: [],
      providers: paymentProvidersOf({ paymentProvider }, systemClock),
    };
    await expect(
      submitDeposit(
        deps,
        { memberId: member.uid, username: member.username },
        { channelId: koipay.id, amount: '300' },
        'down-key-0001',
      ),
    ).rejects.toMatchObject({ key: 'deposit.provider_unavailable' });
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select status from deposits where member_id = ${member.uid}`,
    );
    expect(row!.status).toBe('rejected');
    expect(await central(member.uid)).toBe(0n);
  });
});

describe.runIf(onPostgres)('races on PostgreSQL', () => {
  it('the same deposit approved many times at once credits once', async () => {
    const { member, order } = await fpsDeposit('1000');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: order.orderNo }, { ...(i % 2 ? admin : finance) }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await central(member.uid)).toBe(100_000n);
    expect(await credits(order.orderNo)).toBe(1);
    expect(await turnover.remaining(db, member.uid)).toBe(200_000n);
    const [audit] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = 'deposit.approve' and target = ${`deposit:${order.orderNo}`}`,
    );
    expect(audit!.n).toBe(1);
    await expectBooksBalance();
  });

  it('a provider callback racing an operator approval credits once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await registerMember(app);
      const koipay = await channelByCode('koipay');
      const res = await submit(member.token, { channelId: koipay.id, amount: '700' });
      const txn = txnOf(res.body.data.orderNo);
      const [callback, approve, approveAgain] = await Promise.all([
        sandbox.pay(txn),
        callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: res.body.data.orderNo }, finance),
        callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo: res.body.data.orderNo }, admin),
      ]);
      // The provider always gets a success answer (confirmed or duplicate); at most one approval wins.
      expect(callback.status).toBe(200);
      const approvals = [approve, approveAgain].filter((a) => a.body.code === 1).length;
      const outcome = (callback.body as { data: { outcome: string } }).data.outcome;
      expect(approvals + (outcome === 'confirmed' ? 1 : 0)).toBe(1);
      expect(await central(member.uid)).toBe(70_000n);
      expect(await credits(res.body.data.orderNo)).toBe(1);
    }
    await expectBooksBalance();
  });
});
