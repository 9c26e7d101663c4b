import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pathOf, USER_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { en, zh_hans } from '@app/contract/messages';
import { buildTestApp, callEndpoint, newMember, registerMember, unchecked } from '../../../test/helper.ts';

const app = await buildTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15', SESSION_IDLE_MINUTES: '30' });
const memberCount = async () =>
  (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from members`))[0]!.n;

describe('registration', () => {
  it('registers, signs in and answers the profile', async () => {
    const input = newMember();
    const res = await callEndpoint(app, USER_API.register, input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, msg: zh_hans['user.registered'], data: { username: input.username } });
    const info = await callEndpoint(app, USER_API.userInfo, undefined, { token: res.body.data.token });
    expect(info.body.data).toMatchObject({
      uid: res.body.data.uid,
      username: input.username,
      realName: '张三',
      phone: '13912345678',
      vipLevel: 0,
      hasWithdrawPassword: true,
      profileConfirmed: false,
    });
    const balance = await callEndpoint(app, USER_API.getUserBalance, undefined, { token: res.body.data.token });
    expect(balance.body.data).toEqual({ balance: '0.00', currency: 'CNY' });
    const summary = await callEndpoint(app, USER_API.getUser, undefined, { token: res.body.data.token });
    expect(summary.body.data).toMatchObject({ username: input.username, balance: '0.00' });
  });

  it('member/doRegister registers the same way', async () => {
    const res = await callEndpoint(app, USER_API.doRegister, newMember());
    expect(res.body.code).toBe(1);
  });

  it('refuses a duplicate username, whatever its case, and creates nothing', async () => {
    const first = await registerMember(app);
    const before = await memberCount();
    const res = await callEndpoint(app, USER_API.register, newMember({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 0, error: 'user.username_taken', msg: zh_hans['user.username_taken'] });
    expect(await memberCount()).toBe(before);
  });

  const bad: [string, Record<string, unknown>, keyof typeof zh_hans][] = [
    ['username too short', { username: 'ab1' }, 'rules.username'],
    ['username too long', { username: 'abcdefghij12' }, 'rules.username'],
    ['username starting with a digit', { username: '1abcd' }, 'rules.username'],
    ['username with one letter', { username: 'a1234' }, 'rules.username'],
    ['username without digits', { username: 'abcdef' }, 'rules.username'],
    ['username missing', { username: undefined }, 'rules.username'],
    ['password too short', { password: 'abc1234', confirmPassword: 'abc1234' }, 'rules.password'],
    ['password too long', { password: 'abcdefgh12345', confirmPassword: 'abcdefgh12345' }, 'rules.password'],
    ['password of letters only', { password: 'abcdefghi', confirmPassword: 'abcdefghi' }, 'rules.password'],
    ['confirm password empty', { confirmPassword: '' }, 'rules.confirm_password.required'],
    ['confirm password different', { confirmPassword: 'Passw0rd2' }, 'rules.confirm_password.mismatch'],
    ['phone of 10 digits', { phone: '1391234567' }, 'rules.phone'],
    ['phone not mobile', { phone: '02912345678' }, 'rules.phone'],
    ['invite code with symbols', { inviteCode: 'ab-12' }, 'rules.invite_code'],
    ['unknown invite code', { inviteCode: 'ZZZZ9999' }, 'user.invite_code_unknown'],
    ['real name with digits', { realName: '张三1' }, 'rules.real_name'],
    ['real name of one character', { realName: '张' }, 'rules.real_name'],
    ['withdrawal password of 5 digits', { withdrawPassword: '12345' }, 'rules.withdraw_password'],
    ['withdrawal password with letters', { withdrawPassword: '12345a' }, 'rules.withdraw_password'],
    ['terms not accepted', { agree: false }, 'rules.agree'],
    ['unknown field', { admin: true }, 'common.unknown_field'],
  ];
  it.each(bad)('%s: code 0 in both languages, nothing created', async (_name, override, key) => {
    const before = await memberCount();
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const res = await callEndpoint(app, USER_API.register, unchecked(newMember(override)), { lang });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toEqual({ code: 0, msg: catalogue[key], error: key, data: null });
    }
    expect(await memberCount()).toBe(before);
  });

  it('links a member to the inviter of a valid invite code', async () => {
    const inviter = await registerMember(app);
    const info = await callEndpoint(app, USER_API.userInfo, undefined, { token: inviter.token });
    const res = await callEndpoint(
      app,
      USER_API.register,
      newMember({ inviteCode: info.body.data.inviteCode.toLowerCase() }),
    );
    expect(res.body.code).toBe(1);
  });

  it('answers a malformed JSON body with code 0, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${pathOf(USER_API.register)}`,
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, error: 'common.invalid_request', msg: en['common.invalid_request'] });
  });
});

describe('login and sessions', () => {
  it('logs in with the username in any case and logs out, revoking the token', async () => {
    const m = await registerMember(app);
    const login = await callEndpoint(app, USER_API.login, { username: m.username.toUpperCase(), password: m.password });
    expect(login.body).toMatchObject({ code: 1, data: { uid: m.uid, username: m.username } });
    expect(login.body.data.token).not.toBe(m.token);
    const out = await callEndpoint(app, USER_API.logout, {}, { token: login.body.data.token });
    expect(out.body).toMatchObject({ code: 1, msg: zh_hans['user.logged_out'] });
    const after = await callEndpoint(app, USER_API.userInfo, undefined, { token: login.body.data.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, error: 'common.unauthorized' });
    // The session of the registration is still valid: logout ends one session only.
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).body.code).toBe(1);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await callEndpoint(app, USER_API.userInfo)).status).toBe(401);
    const res = await callEndpoint(app, USER_API.userInfo, undefined, { token: 'not-a-token', lang: 'en' });
    expect(res.body).toEqual({ code: 401, msg: en['common.unauthorized'], error: 'common.unauthorized', data: null });
  });

  it('answers 401 for an expired or idle session', async () => {
    const m = await registerMember(app);
    await app.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where member_id = ${m.uid}`,
    );
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).status).toBe(401);
    const again = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    await app.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where member_id = ${m.uid}`,
    );
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: again.body.data.token })).status).toBe(401);
  });

  it('refuses a wrong password and locks the account after repeated failures', async () => {
    const m = await registerMember(app);
    const wrong = { username: m.username, password: 'Wrong1234' };
    for (let i = 0; i < 2; i++) {
      const res = await callEndpoint(app, USER_API.login, wrong, { lang: 'en' });
      expect(res.body).toMatchObject({ code: 0, error: 'user.login_failed', msg: en['user.login_failed'] });
    }
    const third = await callEndpoint(app, USER_API.login, wrong, { lang: 'en' });
    expect(third.status).toBe(423);
    expect(third.body).toMatchObject({
      code: 0,
      error: 'user.locked',
      msg: en['user.locked'].replace('{{minutes}}', '15'),
    });
    // Even the right password is refused while locked.
    const right = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(right.body).toMatchObject({ code: 0, error: 'user.locked' });
  });

  it('gives the same answer for an unknown username as for a wrong password', async () => {
    const res = await callEndpoint(app, USER_API.login, { username: 'nobody99', password: 'Passw0rd1' });
    expect(res.body).toMatchObject({ code: 0, error: 'user.login_failed' });
  });
});

describe('passwords', () => {
  it('changes the login password and revokes every session', async () => {
    const m = await registerMember(app);
    const second = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    const wrongOld = await callEndpoint(
      app,
      USER_API.resetPassword,
      { oldPassword: 'Nope12345', newPassword: 'NewPass12', confirmPassword: 'NewPass12' },
      { token: m.token },
    );
    expect(wrongOld.body).toMatchObject({ code: 0, error: 'user.old_password_wrong' });
    const res = await callEndpoint(
      app,
      USER_API.resetPassword,
      { oldPassword: m.password, newPassword: 'NewPass12', confirmPassword: 'NewPass12' },
      { token: m.token },
    );
    expect(res.body).toMatchObject({ code: 1, msg: zh_hans['user.password_changed'] });
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).status).toBe(401);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: second.body.data.token })).status).toBe(401);
    const oldLogin = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(oldLogin.body.error).toBe('user.login_failed');
    const newLogin = await callEndpoint(app, USER_API.login, { username: m.username, password: 'NewPass12' });
    expect(newLogin.body.code).toBe(1);
  });

  it('changes the withdrawal password only with the current one', async () => {
    const m = await registerMember(app);
    const set = await callEndpoint(
      app,
      USER_API.setWithdrawPassword,
      { password: m.password, withdrawPassword: '654321', confirmWithdrawPassword: '654321' },
      { token: m.token },
    );
    expect(set.body).toMatchObject({ code: 0, error: 'user.withdraw_password_exists' });
    const wrong = await callEndpoint(
      app,
      USER_API.resetWithdrawPassword,
      {
        password: m.password,
        oldWithdrawPassword: '000000',
        withdrawPassword: '654321',
        confirmWithdrawPassword: '654321',
      },
      { token: m.token },
    );
    expect(wrong.body).toMatchObject({ code: 0, error: 'user.withdraw_password_wrong' });
    const mismatch = await callEndpoint(
      app,
      USER_API.resetWithdrawPassword,
      {
        password: m.password,
        oldWithdrawPassword: '123456',
        withdrawPassword: '654321',
        confirmWithdrawPassword: '654320',
      },
      { token: m.token },
    );
    expect(mismatch.body).toMatchObject({ code: 0, error: 'rules.confirm_password.mismatch' });
    const ok = await callEndpoint(
      app,
      USER_API.resetWithdrawPassword,
      {
        password: m.password,
        oldWithdrawPassword: '123456',
        withdrawPassword: '654321',
        confirmWithdrawPassword: '654321',
      },
      { token: m.token },
    );
    expect(ok.body).toMatchObject({ code: 1, msg: zh_hans['user.withdraw_password_changed'] });
  });

  it('sets a withdrawal password for a member who has none, confirmed by the login password', async () => {
    const m = await registerMember(app);
    await app.database.db.execute(sql`update members set withdraw_password_hash = null where id = ${m.uid}`);
    const wrongLogin = await callEndpoint(
      app,
      USER_API.setWithdrawPassword,
      { password: 'Wrong1234', withdrawPassword: '246810', confirmWithdrawPassword: '246810' },
      { token: m.token },
    );
    expect(wrongLogin.body.error).toBe('user.old_password_wrong');
    const res = await callEndpoint(
      app,
      USER_API.setWithdrawPassword,
      { password: m.password, withdrawPassword: '246810', confirmWithdrawPassword: '246810' },
      { token: m.token },
    );
    expect(res.body.code).toBe(1);
    const info = await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token });
    expect(info.body.data.hasWithdrawPassword).toBe(true);
  });
});

describe('rate limit', async () => {
  const limited = await buildTestApp({ CREDENTIAL_ATTEMPTS_PER_MINUTE: '3' });
  it('slows repeated credential attempts from one address with 429', async () => {
    const body = { username: 'nobody99', password: 'Passw0rd1' };
    for (let i = 0; i < 3; i++)
      expect((await callEndpoint(limited, USER_API.login, body)).body.error).toBe('user.login_failed');
    const res = await callEndpoint(limited, USER_API.login, body, { lang: 'en' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 0, msg: en['common.rate_limited'], error: 'common.rate_limited', data: null });
  });
});
