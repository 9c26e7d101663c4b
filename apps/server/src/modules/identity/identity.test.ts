import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IDENTITY_API, WITHDRAW_API, translate } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { certificateOf, IDENTITY_ENV, submitDocuments } from '../../../test/identity.ts';
import { bindCard, fund, newKey, operatorHeaders } from '../../../test/money.ts';

// Thresholds: 1,000.00 for one withdrawal, 3,000.00 for paid and pending ones together.
const app = await buildTestApp(IDENTITY_ENV);
const db = app.database.db;
const risk = await operatorHeaders(app, 'risk');
const finance = await operatorHeaders(app, 'finance');

const central = (uid: number) => balanceOf(db, account.central(uid));
const orderCount = async (uid: number) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from withdraw_orders where member_id = ${uid}`))[0]!
    .n;

const withdraw = (token: string, amount: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(
    app,
    WITHDRAW_API.submit,
    { method: 'bank', amount, withdrawPassword: '123456' },
    { token, lang, headers: { 'idempotency-key': newKey() } },
  );

async function readyMember(yuan: bigint) {
  const m = await registerMember(app);
  await bindCard(app, m.token);
  if (yuan > 0n) await fund(db, m.uid, yuan * 100n);
  return m;
}

/** Refused with the threshold named in both languages; nothing held, no order written. */
async function expectRefused(m: { uid: number; token: string }, amount: string, kind: 'single' | 'cumulative') {
  const [balance, orders] = [await central(m.uid), await orderCount(m.uid)];
  const key = kind === 'single' ? 'identity.required_single' : 'identity.required_cumulative';
  const threshold = kind === 'single' ? '1000.00' : '3000.00';
  for (const lang of ['zh_hans', 'en'] as const) {
    const res = await withdraw(m.token, amount, lang);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 0, error: key, data: null });
    expect(res.body.msg).toBe(translate(lang, key, { threshold }));
    expect(res.body.msg).toContain(threshold);
  }
  expect(await central(m.uid)).toBe(balance);
  expect(await orderCount(m.uid)).toBe(orders);
  expect((await checkInvariants(db)).ok).toBe(true);
}

/** Rejects the submission with `reason`, or approves it without one. */
async function review(id: number, reason?: string) {
  const res = reason
    ? await callEndpoint(app, IDENTITY_API.adminReject, { id, reason }, { headers: risk })
    : await callEndpoint(app, IDENTITY_API.adminApprove, { id }, { headers: risk });
  expect(res.body.code).toBe(1);
}

const pendingIdOf = async (uid: number) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id::int as id from identity_submissions where member_id = ${uid} and status = 'pending'`,
    )
  )[0]!.id;

describe('identity check before large withdrawals', () => {
  it('answers the state, the thresholds and whether the next withdrawal needs it', async () => {
    const m = await readyMember(0n);
    expect(await certificateOf(app, m.token)).toEqual({
      state: 'none',
      reason: null,
      submittedAt: null,
      reviewedAt: null,
      singleThreshold: '1000.00',
      cumulativeThreshold: '3000.00',
      withdrawnTotal: '0.00',
      required: false,
    });
    const visitor = await callEndpoint(app, IDENTITY_API.certificate);
    expect(visitor.status).toBe(401);
  });

  it('refuses a withdrawal at the single threshold until verified, holding nothing', async () => {
    const m = await readyMember(5000n);
    await expectRefused(m, '1000', 'single');
    await expectRefused(m, '1500.50', 'single');
    const under = await withdraw(m.token, '999.99');
    expect(under.body).toMatchObject({ code: 1, data: { amount: '999.99', status: 'pending' } });
    expect(await central(m.uid)).toBe(400001n);
  });

  it('counts paid and pending withdrawals and this one against the cumulative threshold', async () => {
    const m = await readyMember(5000n);
    const pending: string[] = [];
    for (let i = 0; i < 3; i += 1) pending.push((await withdraw(m.token, '900')).body.data.orderNo);
    const paid = (await withdraw(m.token, '100')).body.data.orderNo;
    const pay = await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo: paid }, { headers: finance });
    expect(pay.body.code).toBe(1);
    expect((await certificateOf(app, m.token)).withdrawnTotal).toBe('2800.00');
    await expectRefused(m, '200', 'cumulative');
    expect((await withdraw(m.token, '199.99')).body.code).toBe(1);
    expect(await certificateOf(app, m.token)).toMatchObject({ withdrawnTotal: '2999.99', required: true });
    // A rejected withdrawal counts no more.
    const body = { orderNo: pending[0]!, reason: 'test' };
    expect((await callEndpoint(app, WITHDRAW_API.adminReject, body, { headers: finance })).body.code).toBe(1);
    expect((await certificateOf(app, m.token)).withdrawnTotal).toBe('2099.99');
    expect((await withdraw(m.token, '900')).body.code).toBe(1);
    await expectRefused(m, '100', 'cumulative');
  });

  it('lets an approved member through, and refuses a rejected one with the reason in getCertificate', async () => {
    const m = await readyMember(5000n);
    expect((await submitDocuments(app, m.token)).body).toMatchObject({ code: 1, data: { state: 'pending' } });
    await expectRefused(m, '1000', 'single');
    await review(await pendingIdOf(m.uid), 'The photo is blurred');
    expect(await certificateOf(app, m.token)).toMatchObject({ state: 'rejected', reason: 'The photo is blurred' });
    await expectRefused(m, '1000', 'single');

    expect((await submitDocuments(app, m.token)).body.data.state).toBe('pending');
    await review(await pendingIdOf(m.uid));
    expect(await certificateOf(app, m.token)).toMatchObject({ state: 'approved', reason: null, required: false });
    const res = await withdraw(m.token, '1000', 'en');
    expect(res.body).toMatchObject({ code: 1, data: { amount: '1000.00' } });
    expect(await central(m.uid)).toBe(400000n);
    expect((await withdraw(m.token, '2500')).body.code).toBe(1);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});
