import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMMON_API,
  PROFILE_API,
  USER_API,
  addDays,
  defaultAvatarUrl,
  pathOf,
  todayIn,
  type EndpointInput,
} from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { bindCard, operatorHeaders } from '../../../test/money.ts';
import { pngImage, uploadImage } from '../../../test/uploads.ts';

const app = await buildTestApp();
type ProfileInput = EndpointInput<typeof PROFILE_API.setUserInfo>;
const SET = PROFILE_API.setUserInfo;
const CONFIRM = PROFILE_API.confirm;
const CORRECT = PROFILE_API.adminCorrect;
const FULL = {
  realName: '李四',
  gender: 'male',
  birthDate: '1990-05-20',
  phone: '13800001111',
  email: 'li@example.com',
} satisfies ProfileInput;

const info = async (token: string) => (await callEndpoint(app, USER_API.userInfo, undefined, { token })).body.data;
const auditRows = (memberId: number) =>
  queryRows<{ detail: Record<string, unknown>; operator_id: string }>(
    app.database.db,
    sql`select detail, operator_id from audit_log where action = 'profile.correct' and target = ${`member:${memberId}`}`,
  );

describe('changing the profile', () => {
  it('refuses a member under 18 in both languages, and changes nothing', async () => {
    const m = await registerMember(app);
    const minor = addDays(todayIn('Asia/Shanghai'), -(17 * 365));
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const res = await callEndpoint(app, SET, { birthDate: minor }, { token: m.token, lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, msg: catalogue['rules.birth_date.minor'] });
    }
    expect((await info(m.token)).birthDate).toBeNull();
  });

  it('refuses a bad phone, a bad e-mail and an unknown field', async () => {
    const m = await registerMember(app);
    const phone = await callEndpoint(app, SET, { phone: '12345' }, { token: m.token, lang: 'en' });
    expect(phone.body).toMatchObject({ code: 0, msg: en['rules.phone'] });
    const email = await callEndpoint(app, SET, { email: 'not-an-email' }, { token: m.token });
    expect(email.body).toMatchObject({ code: 0, msg: zh_hans['rules.email'] });
    const extra = await callEndpoint(app, SET, unchecked({ vipLevel: 9 }), { token: m.token });
    expect(extra.body.code).toBe(0);
    expect(await info(m.token)).toMatchObject({ phone: '13912345678', email: null, vipLevel: 0 });
  });

  it('takes a default avatar or the member own upload, and refuses any other image', async () => {
    const m = await registerMember(app);
    const other = await registerMember(app);
    const theirs = await uploadImage(app, other.token, pngImage());
    const mine = await uploadImage(app, m.token, pngImage());
    for (const avatar of [
      theirs.body.data.url,
      'https://evil.example/a.png',
      `/api/${pathOf(COMMON_API.avatar, { file: '99.svg' })}`,
    ]) {
      const res = await callEndpoint(app, SET, { avatar }, { token: m.token, lang: 'en' });
      expect(res.body).toMatchObject({ code: 0, msg: en['profile.avatar_invalid'] });
    }
    const before = (await info(m.token)).avatar;
    expect(before).not.toBe(theirs.body.data.url);
    const chosen = await callEndpoint(app, SET, { avatar: defaultAvatarUrl(3) }, { token: m.token });
    expect(chosen.body).toMatchObject({
      code: 1,
      msg: zh_hans['profile.saved'],
      data: { avatar: defaultAvatarUrl(3) },
    });
    await callEndpoint(app, SET, { avatar: mine.body.data.url }, { token: m.token });
    expect((await info(m.token)).avatar).toBe(mine.body.data.url);
  });
});

describe('confirming the profile', () => {
  it('needs every locked field, then locks them and keeps the avatar changeable', async () => {
    const m = await registerMember(app);
    const early = await callEndpoint(app, CONFIRM, {}, { token: m.token, lang: 'en' });
    expect(early.body).toMatchObject({ code: 0, msg: en['profile.incomplete'] });
    expect((await info(m.token)).profileConfirmed).toBe(false);

    const saved = await callEndpoint(app, SET, { ...FULL, avatar: defaultAvatarUrl(1) }, { token: m.token });
    expect(saved.body.data).toMatchObject({ ...FULL, profileConfirmed: false });
    const confirmed = await callEndpoint(app, CONFIRM, {}, { token: m.token });
    expect(confirmed.body).toMatchObject({ code: 1, msg: zh_hans['profile.confirmed'] });
    expect((await info(m.token)).profileConfirmed).toBe(true);

    for (const change of [
      { realName: '王五' },
      { gender: 'female' },
      { birthDate: '1991-01-01' },
      { email: 'x@y.cn' },
    ] satisfies ProfileInput[]) {
      const res = await callEndpoint(
        app,
        SET,
        { ...change, avatar: defaultAvatarUrl(2) },
        { token: m.token, lang: 'en' },
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 0, msg: en['profile.locked'] });
    }
    expect(await info(m.token)).toMatchObject({ ...FULL, avatar: expect.not.stringContaining('/2.svg') });

    // The page sends the whole form: locked fields unchanged, a new avatar.
    const avatarOnly = await callEndpoint(app, SET, { ...FULL, avatar: defaultAvatarUrl(2) }, { token: m.token });
    expect(avatarOnly.body.data).toMatchObject({ ...FULL, avatar: defaultAvatarUrl(2), profileConfirmed: true });
    const again = await callEndpoint(app, CONFIRM, {}, { token: m.token, lang: 'en' });
    expect(again.body).toMatchObject({ code: 0, msg: en['profile.already_confirmed'] });
  });

  it('refuses a real-name change while a payout account carries the name', async () => {
    const m = await registerMember(app);
    await bindCard(app, m.token);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const res = await callEndpoint(app, SET, { realName: '王五' }, { token: m.token, lang });
      expect(res.body).toMatchObject({ code: 0, msg: catalogue['profile.real_name_bound'] });
    }
    expect((await info(m.token)).realName).toBe('张三');
    const other = await callEndpoint(app, SET, { email: 'ok@example.com' }, { token: m.token });
    expect(other.body.code).toBe(1);
  });
});

describe('operator correction', () => {
  it('support corrects a confirmed field, audited with the reason and old and new values', async () => {
    const m = await registerMember(app);
    await callEndpoint(app, SET, FULL, { token: m.token });
    await callEndpoint(app, CONFIRM, {}, { token: m.token });
    const headers = await operatorHeaders(app, 'support');
    const body = { memberId: m.uid, reason: '证件核对：出生日期录入错误', fields: { birthDate: '1990-05-21' } };
    const res = await callEndpoint(app, CORRECT, body, { headers });
    expect(res.body).toMatchObject({ code: 1, data: { birthDate: '1990-05-21', profileConfirmed: true } });
    // The member's own session sees the correction (the session cache was told).
    expect((await info(m.token)).birthDate).toBe('1990-05-21');
    const rows = await auditRows(m.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toEqual({
      reason: body.reason,
      old: { birthDate: '1990-05-20' },
      new: { birthDate: '1990-05-21' },
    });
  });

  it('refuses finance, a missing reason, an unknown member, a minor and changes nothing', async () => {
    const m = await registerMember(app);
    await callEndpoint(app, SET, FULL, { token: m.token });
    const finance = await operatorHeaders(app, 'finance');
    const denied = await callEndpoint(
      app,
      CORRECT,
      { memberId: m.uid, reason: 'typo fix', fields: { email: 'new@example.com' } },
      { headers: finance },
    );
    expect(denied.status).toBe(403);
    const admin = await operatorHeaders(app, 'admin');
    const noReason = await callEndpoint(
      app,
      CORRECT,
      { memberId: m.uid, reason: ' ', fields: { email: 'new@example.com' } },
      { headers: admin, lang: 'en' },
    );
    expect(noReason.body).toMatchObject({ code: 0, msg: en['profile.reason_required'] });
    const unknown = await callEndpoint(
      app,
      CORRECT,
      { memberId: 987654, reason: 'typo fix', fields: { email: 'new@example.com' } },
      { headers: admin, lang: 'en' },
    );
    expect(unknown.body).toMatchObject({ code: 0, msg: en['profile.member_not_found'] });
    const minor = await callEndpoint(
      app,
      CORRECT,
      { memberId: m.uid, reason: 'typo fix', fields: { birthDate: addDays(todayIn('Asia/Shanghai'), -10) } },
      { headers: admin },
    );
    expect(minor.body).toMatchObject({ code: 0, msg: zh_hans['rules.birth_date.minor'] });
    expect((await info(m.token)).email).toBe(FULL.email);
    expect(await auditRows(m.uid)).toHaveLength(0);
  });
});
