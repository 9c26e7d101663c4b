import { en, zh_hans } from '@app/contract/messages';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_ADMIN_API, DEPOSIT_API, OPERATOR_API, RECORDS_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { createOperator } from '../operator/index.ts';

// Demo mode: the platform as `npm start` runs it (demo seed, no payment provider configured)
// starts the sandbox payment provider itself, and members pay on its cashier over real HTTP.
const app = await buildTestApp({ SEED_DEMO: 'true' });
// Listening on any free port (PORT stays 3000): the provider calls back where the platform really listens.
await app.listen({ host: '127.0.0.1', port: 0 });
const db = app.database.db;
const DEV_ORIGIN = 'http://127.0.0.1:5173';

async function onlineDeposit(code: 'koipay' | 'transfer-link', amount: string, headers: Record<string, string> = {}) {
  const member = await registerMember(app);
  const channels = await callEndpoint(app, DEPOSIT_API.channels, undefined, { token: member.token });
  const channel = channels.body.data.list.find((c) => c.code === code)!;
  const res = await callEndpoint(
    app,
    DEPOSIT_API.submit,
    { channelId: channel.id, amount },
    { token: member.token, headers: { 'idempotency-key': `demo-${randomBytes(8).toString('hex')}`, ...headers } },
  );
  expect(res.body).toMatchObject({ code: 1, data: { status: 'pending' } });
  const payUrl = res.body.data.payUrl!;
  // The sandbox on loopback; its cashier's address carries an unguessable token.
  expect(payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[A-Za-z0-9_-]{32}$/);
  return { member, order: res.body.data, payUrl };
}

/** Presses a cashier button like the browser: a form post, answered by a redirect to the page. */
async function press(payUrl: string, action: string, lang: 'en' | 'zh_hans' = 'en') {
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ lang, action }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function depositRow(orderNo: string) {
  const [row] = await queryRows<{ status: string; confirmed_via: string | null }>(
    db,
    sql`select status, confirmed_via from deposits where order_no = ${orderNo}`,
  );
  return row!;
}
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;
const credits = (orderNo: string) =>
  count(sql`select count(*)::int as n from journal_entries where type = 'deposit' and ref = ${orderNo}`);
const callbacks = (orderNo: string) =>
  count(sql`select count(*)::int as n from payment_callbacks where order_no = ${orderNo}`);
const central = (uid: number) => balanceOf(db, account.central(uid));

async function expectBooksBalance() {
  const report = await checkInvariants(db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

describe('demo payment provider', () => {
  it('offers the online channels without any provider configured', async () => {
    expect(app.config.paymentProvider).toBeNull();
    const member = await registerMember(app);
    const res = await callEndpoint(app, DEPOSIT_API.channels, undefined, { token: member.token, lang: 'en' });
    const online = res.body.data.list.filter((c) => c.kind === 'online');
    expect(online).toEqual([
      expect.objectContaining({ code: 'koipay', name: 'KOIpay', submittable: true }),
      expect.objectContaining({ code: 'transfer-link', name: 'Exclusive transfer link', submittable: true }),
    ]);
  });

  it('pays on the cashier over HTTP: credited exactly once, and paying again sends nothing', async () => {
    const { member, order, payUrl } = await onlineDeposit('koipay', '500', { origin: DEV_ORIGIN });

    const en = await page(payUrl, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/^text\/html/);
    expect(en.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(en.headers.get('referrer-policy')).toBe('no-referrer');
    expect(en.html).toContain('Sandbox cashier (demo)');
    expect(en.html).toContain('no real money moves');
    expect(en.html).toContain('500.00');
    expect(en.html).toContain(order.orderNo);
    expect(en.html).toContain('H5 Platform');
    expect(en.html).toContain('value="pay"');
    expect(en.html).toContain('value="cancel"');
    expect(en.html).not.toMatch(/<script|src=|<link/);
    const zh = await page(payUrl, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.html).toContain('沙盒收银台（演示）');
    expect(zh.html).toContain('取消支付');
    expect((await page(`${payUrl}?lang=zh_hans`, { 'accept-language': 'en' })).html).toContain('沙盒收银台');
    expect(await central(member.uid)).toBe(0n);

    // A double click: two posts at once, one notification.
    const [first, second] = await Promise.all([press(payUrl, 'pay'), press(payUrl, 'pay')]);
    expect(first).toEqual({ status: 303, location: `${new URL(payUrl).pathname}?lang=en` });
    expect(second.status).toBe(303);
    expect(await central(member.uid)).toBe(50_000n);
    expect(await credits(order.orderNo)).toBe(1);
    expect(await callbacks(order.orderNo)).toBe(1);
    expect(await depositRow(order.orderNo)).toEqual({ status: 'confirmed', confirmed_via: 'callback' });

    const result = await page(new URL(first.location!, payUrl).toString());
    expect(result.html).toContain('Payment successful');
    expect(result.html).toContain(`href="${DEV_ORIGIN}/h5/#/pages/home/pay?orderNo=${order.orderNo}"`);
    expect(result.html).not.toContain('value="cancel"');

    // Paying again, or cancelling after paying, sends nothing and moves nothing.
    expect((await press(payUrl, 'pay')).status).toBe(303);
    expect((await press(payUrl, 'cancel')).status).toBe(303);
    expect(await callbacks(order.orderNo)).toBe(1);
    expect(await credits(order.orderNo)).toBe(1);
    expect(await central(member.uid)).toBe(50_000n);
    expect((await depositRow(order.orderNo)).status).toBe('confirmed');
    await expectBooksBalance();
  });

  it('Cancel rejects the deposit and credits nothing, also when Pay is pressed afterwards', async () => {
    const { member, order, payUrl } = await onlineDeposit('transfer-link', '120');
    const cancel = await press(payUrl, 'cancel', 'zh_hans');
    expect(cancel.status).toBe(303);
    expect((await depositRow(order.orderNo)).status).toBe('rejected');
    const result = await page(new URL(cancel.location!, payUrl).toString());
    expect(result.html).toContain('支付已取消');
    // Without an Origin, the way back is the order's pay page at the address the member's request was sent to.
    expect(result.html).toContain(`href="http://localhost/h5/#/pages/home/pay?orderNo=${order.orderNo}"`);

    expect((await press(payUrl, 'pay')).status).toBe(303);
    expect(await callbacks(order.orderNo)).toBe(1);
    expect((await depositRow(order.orderNo)).status).toBe('rejected');
    expect(await credits(order.orderNo)).toBe(0);
    expect(await central(member.uid)).toBe(0n);
    const records = await callEndpoint(app, RECORDS_API.getTradeList, { type: 'deposit' }, { token: member.token });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        status: 'failed',
        remark: zh_hans['deposit.reason.provider_failed'],
      }),
    ]);
    const english = await callEndpoint(
      app,
      RECORDS_API.getTradeList,
      { type: 'deposit' },
      { token: member.token, lang: 'en' },
    );
    expect(english.body.data.list[0]?.remark).toBe(en['deposit.reason.provider_failed']);
    await expectBooksBalance();
  });

  it('a payment the platform refuses (deposit rejected meanwhile) credits nothing and can be notified again', async () => {
    const { member, order, payUrl } = await onlineDeposit('koipay', '300');
    const operator = { username: 'demo.finance', password: 'Operator-pass-2026', role: 'finance' };
    await createOperator(db, operator);
    const login = await callEndpoint(app, OPERATOR_API.login, {
      username: operator.username,
      password: operator.password,
    });
    const rejected = await callEndpoint(
      app,
      DEPOSIT_ADMIN_API.reject,
      { orderNo: order.orderNo, reason: 'member asked to cancel' },
      { headers: { 'x-operator-token': login.body.data.token } },
    );
    expect(rejected.body).toMatchObject({ code: 1 });

    const pay = await press(payUrl, 'pay');
    const result = await page(new URL(pay.location!, payUrl).toString());
    expect(result.html).toContain(
      'The platform has not acknowledged the notification yet (HTTP 409 deposit.not_pending)',
    );
    expect(result.html).toContain('Notify the platform again');
    // The provider retries what was not acknowledged; the platform still credits nothing.
    expect((await press(payUrl, 'pay')).status).toBe(303);
    expect(await callbacks(order.orderNo)).toBe(2);
    expect((await depositRow(order.orderNo)).status).toBe('rejected');
    expect(await credits(order.orderNo)).toBe(0);
    expect(await central(member.uid)).toBe(0n);
    await expectBooksBalance();
  });

  it('refuses unknown payment tokens and unknown actions, changing nothing', async () => {
    const { member, order, payUrl } = await onlineDeposit('koipay', '200');
    const unknown = `${new URL(payUrl).origin}/pay/${randomBytes(24).toString('base64url')}`;
    const missing = await page(unknown, { 'accept-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Unknown payment');
    expect((await press(unknown, 'pay')).status).toBe(404);
    expect((await press(payUrl, 'refund')).status).toBe(400);
    expect(await callbacks(order.orderNo)).toBe(0);
    expect((await depositRow(order.orderNo)).status).toBe('pending');
    expect(await central(member.uid)).toBe(0n);
  });
});
