import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_API, WITHDRAW_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import type * as Password from '../../lib/password.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, onPostgres, registerMember, type ApiAnswer } from '../../../test/helper.ts';
import { bindCard, fund, newKey } from '../../../test/money.ts';

// Counts the password hashes actually checked, to prove the lock-out is claimed before the slow hash.
const checks = vi.hoisted(() => ({ n: 0, hashes: [] as string[] }));
vi.mock('../../lib/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifySecret: (hash: string, secret: string) => {
      checks.n += 1;
      checks.hashes.push(hash);
      return real.verifySecret(hash, secret);
    },
  };
});

const MAX = 5;
const app = await buildTestApp({ LOGIN_MAX_FAILURES: String(MAX), LOGIN_LOCK_MINUTES: '15' });
const db = app.database.db;

const errors = (answers: ApiAnswer[]) =>
  answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a.body.error!]: (n[a.body.error!] ?? 0) + 1 }), {});
const memberRow = async (id: number) =>
  (
    await queryRows<{ password_hash: string; withdraw_password_hash: string; sessions: number }>(
      db,
      sql`select password_hash, withdraw_password_hash,
            (select count(*)::int from sessions s where s.member_id = m.id) as sessions
          from members m where id = ${id}`,
    )
  )[0]!;

/** Sends `count` requests at once and counts the password hashes they made the server check. */
async function burst(count: number, send: (i: number) => Promise<ApiAnswer>) {
  checks.n = 0;
  checks.hashes = [];
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return { answers, checked: checks.n, hashes: checks.hashes };
}

describe.runIf(onPostgres)('lock-out under 200 concurrent wrong passwords (PostgreSQL)', () => {
  it('user/login: at most LOGIN_MAX_FAILURES are checked; the right password is then refused', async () => {
    const m = await registerMember(app);
    const before = await memberRow(m.uid);
    const { answers, checked } = await burst(200, (i) =>
      callEndpoint(app, USER_API.login, { username: m.username, password: `Wrong${1000 + i}` }),
    );
    expect(checked).toBe(MAX);
    expect(errors(answers)).toEqual({ 'user.login_failed': MAX - 1, 'user.locked': 200 - (MAX - 1) });
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const right = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(right.status).toBe(423);
    expect(right.body).toMatchObject({ code: 0, error: 'user.locked' });
    expect(await memberRow(m.uid)).toEqual(before);
  });

  it('user/resetsecondarypwd: at most LOGIN_MAX_FAILURES are checked; the password is not changed', async () => {
    const m = await registerMember(app);
    const before = await memberRow(m.uid);
    const change = (old: string) =>
      callEndpoint(
        app,
        USER_API.resetWithdrawPassword,
        {
          password: m.password,
          oldWithdrawPassword: old,
          withdrawPassword: '654321',
          confirmWithdrawPassword: '654321',
        },
        { token: m.token },
      );
    const { answers, hashes } = await burst(200, (i) => change(String(200_000 + i)));
    // The right login password is checked first (joined while the same check runs); count the withdrawal password's.
    expect(hashes.filter((h) => h === before.withdraw_password_hash)).toHaveLength(MAX);
    expect(errors(answers)).toEqual({
      'user.withdraw_password_wrong': MAX - 1,
      'user.withdraw_password_locked': 200 - (MAX - 1),
    });
    const right = await change('123456');
    expect(right.status).toBe(423);
    expect(right.body).toMatchObject({ code: 0, error: 'user.withdraw_password_locked' });
    expect(await memberRow(m.uid)).toEqual(before);
  });

  it('user/login: the right password sent 50 times at once signs in 50 times and locks nothing', async () => {
    const m = await registerMember(app);
    const { answers } = await burst(50, () =>
      callEndpoint(app, USER_API.login, { username: m.username, password: m.password }),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(1));
    expect(new Set(answers.map((a) => (a.body.data as { token: string }).token)).size).toBe(50);
    const [row] = await queryRows<{ failed_logins: number; locked_until: Date | null }>(
      db,
      sql`select failed_logins, locked_until from members where id = ${m.uid}`,
    );
    expect(row).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('withdraw/submit: at most LOGIN_MAX_FAILURES are checked; nothing is held or ordered', async () => {
    const m = await registerMember(app);
    await bindCard(app, m.token);
    await fund(db, m.uid, 100_000n);
    const submit = (withdrawPassword: string) =>
      callEndpoint(
        app,
        WITHDRAW_API.submit,
        { method: 'bank', amount: '100', withdrawPassword },
        { token: m.token, headers: { 'idempotency-key': newKey() } },
      );
    const { answers, checked } = await burst(200, (i) => submit(String(300_000 + i)));
    expect(checked).toBe(MAX);
    expect(errors(answers)).toEqual({
      'user.withdraw_password_wrong': MAX - 1,
      'user.withdraw_password_locked': 200 - (MAX - 1),
    });
    const right = await submit('123456');
    expect(right.status).toBe(423);
    expect(right.body.error).toBe('user.withdraw_password_locked');
    expect(await balanceOf(db, account.central(m.uid))).toBe(100_000n);
    const [orders] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from withdraw_orders where member_id = ${m.uid}`,
    );
    expect(orders!.n).toBe(0);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

describe('lock-out', () => {
  it('a right password clears the count, so failures must come in a row to lock', async () => {
    const m = await registerMember(app);
    const wrong = () => callEndpoint(app, USER_API.login, { username: m.username, password: 'Wrong1234' });
    for (let i = 0; i < MAX - 1; i += 1) expect((await wrong()).body.error).toBe('user.login_failed');
    expect((await callEndpoint(app, USER_API.login, { username: m.username, password: m.password })).body.code).toBe(1);
    for (let i = 0; i < MAX - 1; i += 1) expect((await wrong()).body.error).toBe('user.login_failed');
    const locking = await wrong();
    expect(locking.status).toBe(423);
    expect(locking.body.error).toBe('user.locked');
  });

  it('counts wrong current passwords on a password change toward the login lock-out', async () => {
    const m = await registerMember(app);
    const change = (oldPassword: string) =>
      callEndpoint(
        app,
        USER_API.resetPassword,
        { oldPassword, newPassword: 'NewPass12', confirmPassword: 'NewPass12' },
        { token: m.token },
      );
    for (let i = 0; i < MAX - 1; i += 1) expect((await change('Nope12345')).body.error).toBe('user.old_password_wrong');
    expect((await change('Nope12345')).status).toBe(423);
    const right = await change(m.password);
    expect(right.body).toMatchObject({ code: 0, error: 'user.locked' });
    const login = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(login.body.error).toBe('user.locked');
  });

  it('an ended lock-out lets the member in again', async () => {
    const m = await registerMember(app);
    for (let i = 0; i < MAX; i += 1)
      await callEndpoint(app, USER_API.login, { username: m.username, password: 'x1x1x1x1' });
    await db.execute(sql`update members set locked_until = now() - interval '1 second' where id = ${m.uid}`);
    const res = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(res.body.code).toBe(1);
  });
});
