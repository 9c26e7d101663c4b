import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  LOTTERY_API,
  RESPONSIBLE_API,
  SIGNIN_API,
  todayIn,
  translate,
  USER_API,
  WALLET_API,
  wallTime,
  WITHDRAW_API,
} from '@app/contract';
import { account, balanceOf } from '../../ledger/index.ts';
import { startSandboxPayment } from '../../sandbox/payment/server.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { enterWindow, LOTTERY_TEST_ENV, lotteryService, placeOrder } from '../../../test/lottery.ts';
import { bindCard, confirmedDeposit, fund, newKey } from '../../../test/money.ts';
import { deposit, depositCount, limitOf, setLimit, statusOf } from '../../../test/responsible.ts';

const SECRET = randomBytes(24).toString('hex');
const sandbox = await startSandboxPayment({ secret: SECRET });
const app = await buildTestApp({
  ...LOTTERY_TEST_ENV,
  PAYMENT_PROVIDER_URL: sandbox.url,
  PAYMENT_PROVIDER_SECRET: SECRET,
  PAYMENT_CALLBACK_BASE_URL: 'http://127.0.0.1:9',
  PAYOUT_COOLDOWN_MINUTES: '0',
});
const db = app.database.db;
const lottery = lotteryService(app.database, app.config);
const tz = app.config.timeZone;
const HOUR = 3_600_000;
afterAll(async () => {
  vi.useRealTimers();
  await sandbox.close();
});

// The injected clock: Date only, running from a lottery window (test/lottery.ts); moved by `later`.
let now = enterWindow(new Date(), tz);
function later(ms: number) {
  now = new Date(Math.max(Date.now(), now.getTime()) + ms);
  vi.setSystemTime(now);
}

/**
 * Deposits are stamped by the database's clock, and their limits' days are told by this one, which
 * the lottery window (enterWindow) sets up to a draw's interval ahead: near the platform's midnight
 * the two would fall on different days. The deposit-limit tests run on the real time.
 */
function onRealTime() {
  now = new Date(performance.timeOrigin + performance.now());
  vi.setSystemTime(now);
}

describe('deposit limits', () => {
  beforeAll(onRealTime);

  it('refuses a deposit over the daily limit in both languages and writes nothing', async () => {
    const m = await registerMember(app);
    expect((await setLimit(app, m.token, 'deposit_day', '500')).body.code).toBe(1);
    expect((await deposit(app, m.token, '300')).body.code).toBe(1);
    const status = await statusOf(app, m.token);
    expect(limitOf(status, 'deposit_day')).toMatchObject({ amount: '500.00', used: '300.00', pending: null });
    const resetsAt = limitOf(status, 'deposit_day').resetsAt;
    for (const lang of ['zh_hans', 'en'] as const) {
      const res = await deposit(app, m.token, '201', lang);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 0, error: 'responsible.refused.deposit_day' });
      expect(res.body.msg).toBe(
        translate(lang, 'responsible.refused.deposit_day', {
          limit: '500.00',
          used: '300.00',
          time: wallTime(new Date(resetsAt), tz),
        }),
      );
    }
    expect(await depositCount(app, m.uid)).toBe(1);
    // Exactly up to the limit is allowed.
    expect((await deposit(app, m.token, '200')).body.code).toBe(1);
  });

  it('applies a lowered limit at once and counts confirmed deposits', async () => {
    const m = await registerMember(app);
    await setLimit(app, m.token, 'deposit_week', '2000');
    await confirmedDeposit(app, m.uid, 90_000n);
    expect((await deposit(app, m.token, '300')).body.code).toBe(1);
    const lowered = await setLimit(app, m.token, 'deposit_week', '1000');
    expect(limitOf(lowered.body.data, 'deposit_week')).toMatchObject({ amount: '1000.00', pending: null });
    const res = await deposit(app, m.token, '100', 'en');
    expect(res.body).toMatchObject({ code: 0, error: 'responsible.refused.deposit_week' });
    expect(await depositCount(app, m.uid)).toBe(2);
  });

  it('applies a raised or removed limit only after 24 hours, shown as pending', async () => {
    const m = await registerMember(app);
    await setLimit(app, m.token, 'deposit_day', '200');
    const raised = (await setLimit(app, m.token, 'deposit_day', '1000')).body.data;
    const limit = limitOf(raised, 'deposit_day');
    expect(limit).toMatchObject({ amount: '200.00', pending: { amount: '1000.00' } });
    expect(Math.abs(new Date(limit.pending!.from).getTime() - Date.now() - 24 * HOUR)).toBeLessThan(5000);
    expect((await deposit(app, m.token, '500')).body).toMatchObject({ error: 'responsible.refused.deposit_day' });
    later(23 * HOUR);
    expect((await deposit(app, m.token, '500')).body).toMatchObject({ error: 'responsible.refused.deposit_day' });
    later(1 * HOUR + 60_000);
    expect(limitOf(await statusOf(app, m.token), 'deposit_day')).toMatchObject({ amount: '1000.00', pending: null });
    expect((await deposit(app, m.token, '500')).body.code).toBe(1);
    // A removal waits too; a new lower limit ends the waiting removal.
    const removing = (await setLimit(app, m.token, 'deposit_day', '')).body.data;
    expect(limitOf(removing, 'deposit_day')).toMatchObject({ amount: '1000.00', pending: { amount: null } });
    const lower = (await setLimit(app, m.token, 'deposit_day', '800')).body.data;
    expect(limitOf(lower, 'deposit_day')).toMatchObject({ amount: '800.00', pending: null });
  });

  it('refuses a bad limit with its message and changes nothing', async () => {
    const m = await registerMember(app);
    for (const body of [
      { kind: 'deposit_year', amount: '1' },
      { kind: 'deposit_day', amount: '-5' },
    ]) {
      const res = await callEndpoint(app, RESPONSIBLE_API.setLimit, unchecked(body), { token: m.token, lang: 'en' });
      expect(res.body.code).toBe(0);
      expect(res.status).toBe(400);
    }
    expect((await statusOf(app, m.token)).limits.every((l) => l.amount === null)).toBe(true);
  });
});

describe('loss limit', () => {
  it('refuses a bet that could take the day past the loss limit', async () => {
    now = enterWindow(new Date(Math.max(Date.now(), now.getTime())), tz);
    await lottery.tick(now);
    const info = await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' });
    const drawId = info.body.data.current!.drawId;
    const m = await registerMember(app);
    await fund(db, m.uid, 100_000n);
    await setLimit(app, m.token, 'loss_day', '50');
    const bet = (amount: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
      placeOrder(app, m.token, { drawId, bets: [{ kind: 'big', pick: null, amount }] }, { lang });
    expect((await bet('30')).body.code).toBe(1);
    const balance = await balanceOf(db, account.central(m.uid));
    for (const lang of ['zh_hans', 'en'] as const) {
      const res = await bet('30', lang);
      expect(res.body).toMatchObject({ code: 0, error: 'responsible.refused.loss_day' });
      expect(res.body.msg).toContain(lang === 'en' ? 'daily loss limit of 50.00 (lost today 30.00)' : '50.00');
    }
    expect(await balanceOf(db, account.central(m.uid))).toBe(balance);
    expect(limitOf(await statusOf(app, m.token), 'loss_day').used).toBe('30.00');
  });
});

describe('cool-off and self-exclusion', () => {
  it('checks the login password: a wrong one changes nothing', async () => {
    const m = await registerMember(app);
    const res = await callEndpoint(
      app,
      RESPONSIBLE_API.exclude,
      { choice: 'cooloff_24h', password: 'Wrong-pass1' },
      { token: m.token },
    );
    expect(res.body.code).toBe(0);
    expect((await statusOf(app, m.token)).exclusion).toBeNull();
    const login = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(login.body.code).toBe(1);
  });

  it('refuses sign-in with the end date and every deposit, bet and reward, while a withdrawal still works', async () => {
    const m = await registerMember(app);
    await bindCard(app, m.token);
    await fund(db, m.uid, 100_000n);
    const res = await callEndpoint(
      app,
      RESPONSIBLE_API.exclude,
      { choice: 'cooloff_7d', password: m.password },
      { token: m.token },
    );
    expect(res.body.code).toBe(1);
    const until = new Date((await statusOf(app, m.token)).exclusion!.until);
    expect(Math.abs(until.getTime() - Date.now() - 7 * 24 * HOUR)).toBeLessThan(5000);
    const again = await callEndpoint(
      app,
      RESPONSIBLE_API.exclude,
      { choice: 'cooloff_24h', password: m.password },
      { token: m.token },
    );
    expect(again.body).toMatchObject({ code: 0, error: 'responsible.already_excluded' });
    for (const lang of ['zh_hans', 'en'] as const) {
      const login = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password }, { lang });
      expect(login.body).toMatchObject({ code: 0, error: 'responsible.signin.cooloff' });
      expect(login.body.msg).toBe(translate(lang, 'responsible.signin.cooloff', { until: wallTime(until, tz) }));
    }
    const blocked = { code: 0, error: 'responsible.blocked.cooloff' };
    expect((await deposit(app, m.token, '100')).body).toMatchObject(blocked);
    expect(await depositCount(app, m.uid)).toBe(0);
    now = enterWindow(new Date(Math.max(Date.now(), now.getTime())), tz);
    await lottery.tick(now);
    const info = await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' });
    const bet = { drawId: info.body.data.current!.drawId, bets: [{ kind: 'big', pick: null, amount: '10' }] };
    expect((await placeOrder(app, m.token, bet)).body).toMatchObject(blocked);
    const transfer = await callEndpoint(
      app,
      WALLET_API.transfer,
      { from: 'central', to: 'house', amount: '10' },
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(transfer.body).toMatchObject(blocked);
    const signin = await callEndpoint(
      app,
      SIGNIN_API.signin,
      {},
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(signin.body).toMatchObject(blocked);
    expect(await balanceOf(db, account.central(m.uid))).toBe(100_000n);
    const withdraw = await callEndpoint(
      app,
      WITHDRAW_API.submit,
      { method: 'bank', amount: '100', withdrawPassword: '123456' },
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(withdraw.body.code).toBe(1);
    expect(await balanceOf(db, account.central(m.uid))).toBe(90_000n);
  });

  it('lets the member sign in again once it has ended', async () => {
    const m = await registerMember(app);
    await callEndpoint(
      app,
      RESPONSIBLE_API.exclude,
      { choice: 'cooloff_24h', password: m.password },
      { token: m.token },
    );
    const body = { username: m.username, password: m.password };
    expect((await callEndpoint(app, USER_API.login, body)).body.code).toBe(0);
    later(24 * HOUR + 60_000);
    expect((await callEndpoint(app, USER_API.login, body)).body.code).toBe(1);
  });
});

describe('reality check and statement', () => {
  it('stores the interval and answers the net result since the session began', async () => {
    const m = await registerMember(app);
    expect((await statusOf(app, m.token)).realityCheckMinutes).toBe(0);
    const set = await callEndpoint(app, RESPONSIBLE_API.setRealityCheck, { minutes: 30 }, { token: m.token });
    expect(set.body.code).toBe(1);
    const bad = await callEndpoint(app, RESPONSIBLE_API.setRealityCheck, unchecked({ minutes: 20 }), {
      token: m.token,
      lang: 'en',
    });
    expect(bad.body).toMatchObject({ code: 0, msg: translate('en', 'responsible.reality_minutes') });
    const check = await callEndpoint(app, RESPONSIBLE_API.realityCheck, undefined, { token: m.token });
    expect(check.body.data).toMatchObject({ minutes: 30, net: '0.00' });
  });

  it('lists deposits in the window and refuses a window over 90 days', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, 12_345n);
    // The platform's days (its time zone, this clock); the deposit's own day lies within these three.
    const today = todayIn(tz);
    const from = addDays(today, -2);
    const res = await callEndpoint(app, RESPONSIBLE_API.statement, { from, to: today }, { token: m.token });
    expect(res.body.data.totals.deposits).toBe('123.45');
    expect(res.body.data.lines.map((l) => [l.group, l.amount])).toEqual([['deposit', '123.45']]);
    const long = await callEndpoint(
      app,
      RESPONSIBLE_API.statement,
      { from: '2020-01-01', to: today },
      { token: m.token, lang: 'en' },
    );
    expect(long.body).toMatchObject({ code: 0, msg: translate('en', 'responsible.range_too_long', { days: 90 }) });
  });
});
