import { describe, expect, it } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { PAYOUT_API, SECURITY_API, USER_API, type EndpointInput } from '@app/contract';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { newCardNumber } from '../../../test/money.ts';

const app = await buildTestApp();
const LANGS = [
  ['zh_hans', zh_hans],
  ['en', en],
] as const;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Member = Awaited<ReturnType<typeof registerMember>>;
async function signIn(m: Pick<Member, 'username' | 'password'>, userAgent?: string): Promise<string> {
  const res = await callEndpoint(
    app,
    USER_API.login,
    { username: m.username, password: m.password },
    { headers: userAgent ? { 'user-agent': userAgent } : {} },
  );
  if (res.body.code !== 1) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}
const sessionsOf = async (token: string) =>
  (await callEndpoint(app, SECURITY_API.sessions, undefined, { token })).body.data.list;
const noticesOf = async (token: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  (await callEndpoint(app, SECURITY_API.notices, undefined, { token, lang })).body.data;
const unread = async (token: string) =>
  (await callEndpoint(app, SECURITY_API.unreadNotices, undefined, { token })).body.data.count;
const accountCount = async (token: string) => {
  const a = (await callEndpoint(app, PAYOUT_API.getUserWithdrawList, undefined, { token })).body.data;
  return a.bankCards.length + a.cryptoAddresses.length + a.wallets.length;
};
const cardWithoutPassword = () => ({
  cardholderName: '张三',
  bankCode: 'ICBC',
  cardNumber: newCardNumber(),
  branchAddress: '北京市朝阳区建国路支行',
});
const card = (password: string) => ({ ...cardWithoutPassword(), password });
const crypto = (password: string): EndpointInput<typeof PAYOUT_API.addCrypt> => ({
  alias: 'cold',
  protocol: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  password,
});
const wallet = (password: string) => ({ realName: '张三', alias: 'EBpay', walletAddress: 'EB8812345678', password });

describe('the login password before sensitive changes', () => {
  it('refuses adding a payout account without or with a wrong login password, adds nothing, and counts toward the lock-out', async () => {
    const m = await registerMember(app);
    for (const [lang, catalogue] of LANGS) {
      const missing = await callEndpoint(app, PAYOUT_API.addBank, unchecked(cardWithoutPassword()), {
        token: m.token,
        lang,
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 0, error: 'security.login_password_required' });
      expect(missing.body.msg).toBe(catalogue['security.login_password_required']);
      const wrong = await callEndpoint(app, PAYOUT_API.addBank, card('Wrong0pass'), { token: m.token, lang });
      expect(wrong.body).toEqual({
        code: 0,
        error: 'security.login_password_wrong',
        msg: catalogue['security.login_password_wrong'],
        data: null,
      });
    }
    expect((await callEndpoint(app, PAYOUT_API.addCrypt, crypto('Wrong0pass'), { token: m.token })).body.error).toBe(
      'security.login_password_wrong',
    );
    expect((await callEndpoint(app, PAYOUT_API.addWallet, wallet('Wrong0pass'), { token: m.token })).body.error).toBe(
      'security.login_password_wrong',
    );
    // The fifth wrong password in a row locks the account, as at sign-in; now even the right one is refused.
    const fifth = await callEndpoint(app, PAYOUT_API.addBank, card('Wrong0pass'), { token: m.token });
    expect(fifth.status).toBe(423);
    expect(fifth.body.error).toBe('user.locked');
    const login = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(login.body).toMatchObject({ code: 0, error: 'user.locked' });
    expect((await callEndpoint(app, PAYOUT_API.addBank, card(m.password), { token: m.token })).status).toBe(423);
    expect(await accountCount(m.token)).toBe(0);
    expect(await unread(m.token)).toBe(0);
  });

  it('adds each kind of account with the right login password', async () => {
    const m = await registerMember(app);
    expect((await callEndpoint(app, PAYOUT_API.addBank, card(m.password), { token: m.token })).body.code).toBe(1);
    expect((await callEndpoint(app, PAYOUT_API.addCrypt, crypto(m.password), { token: m.token })).body.code).toBe(1);
    expect((await callEndpoint(app, PAYOUT_API.addWallet, wallet(m.password), { token: m.token })).body.code).toBe(1);
    expect(await accountCount(m.token)).toBe(3);
  });

  it('changes the withdrawal password only with the login password too', async () => {
    const m = await registerMember(app);
    const change = (password: string | undefined, lang: 'zh_hans' | 'en' = 'zh_hans') =>
      callEndpoint(
        app,
        USER_API.resetWithdrawPassword,
        // Sent without the login password when it is undefined.
        unchecked({
          password,
          oldWithdrawPassword: '123456',
          withdrawPassword: '654321',
          confirmWithdrawPassword: '654321',
        }),
        { token: m.token, lang },
      );
    for (const [lang, catalogue] of LANGS) {
      expect((await change(undefined, lang)).body).toMatchObject({
        error: 'security.login_password_required',
        msg: catalogue['security.login_password_required'],
      });
      expect((await change('Wrong0pass', lang)).body).toMatchObject({
        error: 'security.login_password_wrong',
        msg: catalogue['security.login_password_wrong'],
      });
    }
    // Nothing changed: the old withdrawal password still works, and no notice was written.
    expect(await unread(m.token)).toBe(0);
    expect((await change(m.password)).body).toMatchObject({ code: 1 });
    expect((await noticesOf(m.token)).list.map((n) => n.kind)).toEqual(['withdraw_password_changed']);
  });
});

describe('active sessions', () => {
  it('lists the member’s sessions with device and address, and marks this one', async () => {
    const m = await registerMember(app);
    const android = await signIn(m, CHROME_ANDROID);
    const iphone = await signIn(m, SAFARI_IPHONE);
    const list = await sessionsOf(android);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)).toMatchObject({ browser: 'Chrome', os: 'Android', ip: '127.0.0.1' });
    expect(list.some((s) => s.browser === 'Safari' && s.os === 'iOS' && !s.current)).toBe(true);
    expect(list.every((s) => s.signedInAt && s.lastSeenAt)).toBe(true);
    expect((await sessionsOf(iphone)).find((s) => s.current)?.browser).toBe('Safari');
  });

  it('ends another session, whose token is refused at once; ending this one signs out', async () => {
    const m = await registerMember(app);
    const android = await signIn(m, CHROME_ANDROID);
    const iphone = await signIn(m, SAFARI_IPHONE);
    // The iPhone's session is confirmed (and cached) just before it is ended.
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: iphone })).status).toBe(200);
    const target = (await sessionsOf(android)).find((s) => s.browser === 'Safari')!;
    const ended = await callEndpoint(app, SECURITY_API.endSession, { id: target.id }, { token: android, lang: 'en' });
    expect(ended.body).toMatchObject({ code: 1, msg: en['security.session_ended'] });
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: iphone })).status).toBe(401);
    expect((await sessionsOf(android)).map((s) => s.id)).not.toContain(target.id);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: android })).status).toBe(200);

    const self = (await sessionsOf(android)).find((s) => s.current)!;
    expect((await callEndpoint(app, SECURITY_API.endSession, { id: self.id }, { token: android })).body.code).toBe(1);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: android })).status).toBe(401);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).status).toBe(200);
  });

  it('refuses ending a session of another member or one already ended, in both languages', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const theirs = (await sessionsOf(b.token))[0]!;
    for (const [lang, catalogue] of LANGS) {
      const res = await callEndpoint(app, SECURITY_API.endSession, { id: theirs.id }, { token: a.token, lang });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 0, msg: catalogue['security.session_not_found'] });
    }
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: b.token })).status).toBe(200);
    expect((await callEndpoint(app, SECURITY_API.endSession, { id: 'x' }, { token: a.token })).status).toBe(400);
  });
});

describe('security notices', () => {
  it('tells of a new device, a password change, a withdrawal password change and an added account; not of a known device', async () => {
    const m = await registerMember(app);
    await signIn(m); // the device of the registration: known
    expect(await unread(m.token)).toBe(0);
    const android = await signIn(m, CHROME_ANDROID);
    await signIn(m, CHROME_ANDROID.replace('131.0.0.0', '132.0.0.0')); // the same device, updated browser
    expect((await noticesOf(android)).list.map((n) => n.kind)).toEqual(['new_device']);

    await callEndpoint(app, PAYOUT_API.addBank, card(m.password), { token: android });
    await callEndpoint(
      app,
      USER_API.resetWithdrawPassword,
      {
        password: m.password,
        oldWithdrawPassword: '123456',
        withdrawPassword: '654321',
        confirmWithdrawPassword: '654321',
      },
      { token: android },
    );
    const changed = await callEndpoint(
      app,
      USER_API.resetPassword,
      { oldPassword: m.password, newPassword: 'Passw0rd2', confirmPassword: 'Passw0rd2' },
      { token: android },
    );
    expect(changed.body.code).toBe(1);
    const again = await signIn({ ...m, password: 'Passw0rd2' }, CHROME_ANDROID);
    expect(await unread(again)).toBe(4);

    const en4 = await noticesOf(again, 'en');
    expect(en4.total).toBe(4);
    expect(en4.list.map((n) => n.kind)).toEqual([
      'password_changed',
      'withdraw_password_changed',
      'payout_account_added',
      'new_device',
    ]);
    expect(en4.list[3]).toMatchObject({ title: en['security.notice.new_device.title'], read: false });
    expect(en4.list[3]!.text).toContain('Chrome / Android');
    expect(en4.list[3]!.text).toContain('127.0.0.1');
    expect(en4.list[2]!.text).toMatch(/ICBC \*\*\*\* \d{4}/);
    expect((await noticesOf(again)).list[0]!.title).toBe(zh_hans['security.notice.password_changed.title']);

    expect((await callEndpoint(app, SECURITY_API.readNotices, {}, { token: again })).body.code).toBe(1);
    expect(await unread(again)).toBe(0);
    expect((await noticesOf(again)).list.every((n) => n.read)).toBe(true);
    // Another member sees none of them.
    expect((await noticesOf((await registerMember(app)).token)).total).toBe(0);
  });
});
