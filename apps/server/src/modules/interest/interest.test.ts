import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEREST_API, type Lang, RESPONSIBLE_API, translate } from '@app/contract';
import { afterFile, buildTestApp, callEndpoint, onPostgres, registerMember } from '../../../test/helper.ts';
import { fund, newKey, operatorHeaders } from '../../../test/money.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { interestAccruals } from './schema.ts';

// Sessions outlive the simulated month; the job runs only when a test asks for it.
const ENV = {
  PLATFORM_TZ: 'Asia/Shanghai',
  SESSION_MAX_DAYS: '400',
  SESSION_IDLE_MINUTES: '200000',
  INTEREST_ACCRUAL_INTERVAL_MS: '0',
};
let app: Awaited<ReturnType<typeof buildTestApp>>;
let ops: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp(ENV);
  ops = await operatorHeaders(app, 'admin');
});
afterEach(() => {
  vi.useRealTimers();
});

/** An instant of the platform's day (Shanghai, UTC+8) in March 2026. */
const at = (day: number, time: string, month = '03') =>
  new Date(`2026-${month}-${String(day).padStart(2, '0')}T${time}+08:00`);

const moveMoney = (token: string, kind: 'into' | 'turnout', amount: string, key = newKey(), lang: Lang = 'zh_hans') =>
  callEndpoint(app, INTEREST_API[kind], { amount }, { token, headers: { 'idempotency-key': key }, lang });

const runJob = (on = app) => callEndpoint(on, INTEREST_API.adminRun, {}, { headers: ops });

/** A second instance of the platform on the same PostgreSQL database (PGlite is one process's). */
async function secondInstance() {
  if (!onPostgres) return app;
  const other = await buildApp(
    loadConfig({
      ...ENV,
      DATA_DIR: 'memory://',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      LOTTERY_SCHEDULER: 'false',
      DATABASE_URL: app.config.databaseUrl!,
    }),
  );
  afterFile(() => other.close());
  return other;
}

async function accrualsOf(memberId: number) {
  const rows = await app.database.db
    .select({ day: interestAccruals.day, amount: interestAccruals.amount })
    .from(interestAccruals)
    .where(eq(interestAccruals.memberId, memberId));
  return new Map(rows.map((r) => [r.day, Number(r.amount)]));
}

// 3.65% a year is a ten-thousandth a day: floor(lowest balance / 10000) fen. Worked by hand:
// 1: 1,000.00 in at 10:00, lowest 0 -> 0. 2: 100000 -> 10. 3: +2,345.67 at 09:00, lowest 100000 -> 10.
// 4: 334567 -> 33. 5: -300.00 at 12:00 (304567), +5,000.00 at 23:59 (804567), lowest 304567 -> 30.
// 6-9: 804567 -> 80 each. 10: all out at 08:00, 1,000.00 in at 20:00, lowest 0 -> 0. 11-20: 100000 -> 10.
// 21: +99.99 at 00:00:00, lowest 100000 -> 10. 22-31: 109999 -> 10 (the 0.9999 fen is never paid).
const EXPECTED = [0, 10, 10, 33, 30, 80, 80, 80, 80, 0, ...Array(11).fill(10), ...Array(10).fill(10)] as number[];

describe('interest over a simulated month', () => {
  it('accrues each day on its lowest balance, to the fen, and pays the claim once with its turnover', async () => {
    vi.setSystemTime(at(1, '09:00:00'));
    const m = await registerMember(app);
    await fund(app.database.db, m.uid, 10_000_000n);
    const steps: [number, string, 'into' | 'turnout', string][] = [
      [1, '10:00:00', 'into', '1000.00'],
      [3, '09:00:00', 'into', '2345.67'],
      [5, '12:00:00', 'turnout', '300.00'],
      [5, '23:59:00', 'into', '5000.00'],
      [10, '08:00:00', 'turnout', '8045.67'],
      [10, '20:00:00', 'into', '1000.00'],
      [21, '00:00:00', 'into', '99.99'],
    ];
    for (const [day, time, kind, amount] of steps) {
      if (day === 10 && kind === 'turnout') {
        // A run in the middle of the month accrues days 1-9 and no further.
        vi.setSystemTime(at(10, '01:00:00'));
        expect((await runJob()).body.data.days.map((d) => d.date).at(-1)).toBe('2026-03-09');
      }
      vi.setSystemTime(at(day, time));
      expect((await moveMoney(m.token, kind, amount)).body.code).toBe(1);
    }
    vi.setSystemTime(at(1, '09:00:00', '04'));
    expect((await runJob()).body.data.days.map((d) => d.date)).toHaveLength(22);
    const got = await accrualsOf(m.uid);
    const table = EXPECTED.map((_, i) => got.get(`2026-03-${String(i + 1).padStart(2, '0')}`) ?? 0);
    expect(table).toEqual(EXPECTED);
    expect(EXPECTED.reduce((a, b) => a + b, 0)).toBe(613);

    const data = await callEndpoint(app, INTEREST_API.data, undefined, { token: m.token });
    expect(data.body.data).toMatchObject({
      balance: '1099.99',
      annualRate: '3.65',
      yesterday: '0.10',
      total: '6.13',
      claimable: '6.13',
    });
    expect(data.body.data.chart).toHaveLength(30);
    expect(data.body.data.chart.at(-1)).toEqual({ date: '2026-03-31', amount: '0.10' });

    const central = await balanceOf(app.database.db, account.central(m.uid));
    const key = newKey();
    const claim = await callEndpoint(
      app,
      INTEREST_API.receive,
      {},
      { token: m.token, headers: { 'idempotency-key': key }, lang: 'en' },
    );
    expect(claim.body).toMatchObject({
      code: 1,
      msg: 'Interest claimed',
      data: { amount: '6.13', turnoverAdded: '6.13' },
    });
    const replay = await callEndpoint(
      app,
      INTEREST_API.receive,
      {},
      { token: m.token, headers: { 'idempotency-key': key } },
    );
    expect(replay.body.data).toEqual(claim.body.data);
    const again = await callEndpoint(
      app,
      INTEREST_API.receive,
      {},
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(again.body).toMatchObject({ code: 0, msg: translate('zh_hans', 'interest.nothing_to_claim') });
    expect(await balanceOf(app.database.db, account.central(m.uid))).toBe(central + 613n);
    // The inbox reads by the moved clock and the message carries the database's time, so count the row itself.
    const told = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from messages where member_id = ${m.uid} and kind = 'interest_credited'`,
    );
    expect(told[0]!.n).toBe(1);
    const [turnover] = await queryRows<{ remaining: string }>(
      app.database.db,
      sql`select remaining::text as remaining from turnover_requirements where member_id = ${m.uid}`,
    );
    expect(BigInt(turnover!.remaining)).toBeGreaterThanOrEqual(613n);

    const history = await callEndpoint(app, INTEREST_API.list, { range: 'last30', limit: '100' }, { token: m.token });
    expect(history.body.data.list.filter((r) => r.type === 'claim')).toHaveLength(1);
    expect((await checkInvariants(app.database.db)).ok).toBe(true);
  });
});

describe('the accrual job', () => {
  it('pays each day once: run twice, run by several at once, and catching up after missed days', async () => {
    vi.setSystemTime(at(1, '09:00:00', '05'));
    const m = await registerMember(app);
    await fund(app.database.db, m.uid, 1_000_000n);
    expect((await moveMoney(m.token, 'into', '5000.00')).body.code).toBe(1);
    vi.setSystemTime(at(3, '09:00:00', '05'));
    await runJob();
    expect((await runJob()).body.data.days).toEqual([]);
    // Down for four days: the next run catches up on each of them.
    vi.setSystemTime(at(8, '09:00:00', '05'));
    const other = await secondInstance();
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => runJob(i % 2 ? other : app)));
    const days = runs.flatMap((r) => r.body.data.days.map((d) => d.date)).sort();
    expect(days).toEqual(['2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']);
    const got = await accrualsOf(m.uid);
    expect([...got.keys()].sort()).toEqual(['2026-05-02', ...days]);
    expect([...got.values()].every((v) => v === 50)).toBe(true);
    expect((await checkInvariants(app.database.db)).ok).toBe(true);
  });
});

describe('auto-credit', () => {
  it('claims for the member right after accruing, with its turnover, and is switched off again', async () => {
    const save = (autoCredit: boolean) =>
      callEndpoint(
        app,
        INTEREST_API.adminSaveSettings,
        { annualRate: 3.65, autoCredit, turnoverMultiple: 2 },
        { headers: ops },
      );
    expect((await save(true)).body.code).toBe(1);
    vi.setSystemTime(at(1, '09:00:00', '06'));
    const m = await registerMember(app);
    await fund(app.database.db, m.uid, 1_000_000n);
    expect((await moveMoney(m.token, 'into', '10000.00')).body.code).toBe(1);
    const central = await balanceOf(app.database.db, account.central(m.uid));
    vi.setSystemTime(at(4, '09:00:00', '06'));
    await runJob();
    // June 2 and 3 at 1,000,000 fen: 100 fen each, claimed by the job.
    expect(await balanceOf(app.database.db, account.central(m.uid))).toBe(central + 200n);
    const data = await callEndpoint(app, INTEREST_API.data, undefined, { token: m.token });
    expect(data.body.data).toMatchObject({ claimable: '0.00', total: '2.00', autoCredit: true });
    const [claim] = await queryRows<{ auto: boolean; turnover_added: string }>(
      app.database.db,
      sql`select auto, turnover_added::text as turnover_added from interest_claims where member_id = ${m.uid}`,
    );
    expect(claim).toEqual({ auto: true, turnover_added: '400' });
    expect((await save(false)).body.code).toBe(1);
    expect((await checkInvariants(app.database.db)).ok).toBe(true);
  });
});

describe('moving money in and out', () => {
  it('moves once per key and refuses more than the wallet holds, in both languages', async () => {
    const m = await registerMember(app);
    await fund(app.database.db, m.uid, 200_000n);
    const key = newKey();
    const first = await moveMoney(m.token, 'into', '1000.00', key);
    const second = await moveMoney(m.token, 'into', '1000.00', key);
    expect(first.body).toMatchObject({ code: 1, data: { balance: '1000.00', central: '1000.00' } });
    expect(second.body.data).toEqual(first.body.data);
    for (const lang of ['zh_hans', 'en'] as const) {
      const over = await moveMoney(m.token, 'turnout', '1000.01', newKey(), lang);
      expect(over.body).toMatchObject({ code: 0, msg: translate(lang, 'money.insufficient_balance') });
      const tooMuch = await moveMoney(m.token, 'into', '1000.01', newKey(), lang);
      expect(tooMuch.body).toMatchObject({ code: 0, msg: translate(lang, 'money.insufficient_balance') });
      const bad = await moveMoney(m.token, 'into', '-5', newKey(), lang);
      expect(bad.body).toMatchObject({ code: 0, msg: translate(lang, 'rules.amount') });
    }
    const out = await moveMoney(m.token, 'turnout', '1000.00');
    expect(out.body).toMatchObject({ code: 1, data: { balance: '0.00', central: '2000.00' } });
    expect(await balanceOf(app.database.db, account.interest(m.uid))).toBe(0n);
    const types = await callEndpoint(app, INTEREST_API.types, undefined, { token: m.token, lang: 'en' });
    expect(types.body.data.list.map((t) => t.label)).toEqual(['In', 'Out', 'Interest earned', 'Interest claimed']);
    const list = await callEndpoint(app, INTEREST_API.list, undefined, { token: m.token });
    expect(list.body.data.list.map((r) => [r.type, r.amount])).toEqual([
      ['out', '1000.00'],
      ['in', '1000.00'],
    ]);
    expect((await checkInvariants(app.database.db)).ok).toBe(true);
  });

  it('refuses the claim of a member in self-exclusion (interest is a reward)', async () => {
    const m = await registerMember(app);
    const exclude = await callEndpoint(
      app,
      RESPONSIBLE_API.exclude,
      { choice: 'cooloff_24h', password: m.password },
      { token: m.token },
    );
    expect(exclude.body.code).toBe(1);
    const claim = await callEndpoint(
      app,
      INTEREST_API.receive,
      {},
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(claim.body.code).toBe(0);
    expect(claim.body.error).toMatch(/^responsible\./);
  });

  it('lets operators change the rate (audited) and refuses a bad one', async () => {
    const bad = await callEndpoint(
      app,
      INTEREST_API.adminSaveSettings,
      { annualRate: 3.123456, autoCredit: false, turnoverMultiple: 1 },
      { headers: ops, lang: 'en' },
    );
    expect(bad.body).toMatchObject({ code: 0, msg: translate('en', 'interest.rate_rule') });
    const saved = await callEndpoint(
      app,
      INTEREST_API.adminSaveSettings,
      { annualRate: 3.65, autoCredit: false, turnoverMultiple: 1 },
      { headers: ops },
    );
    expect(saved.body).toMatchObject({ code: 1, data: { annualRate: '3.65', autoCredit: false, turnoverMultiple: 1 } });
    const [audit] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from audit_log where action = 'interest.settings.save'`,
    );
    expect(audit!.n).toBe(3);
  });
});
