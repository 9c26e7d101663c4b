import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import {
  DEPOSIT_ADMIN_API,
  FEEDBACK_API,
  MESSAGES_API,
  SIGNIN_API,
  USER_API,
  WITHDRAW_API,
  type EndpointInput,
} from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { ordersOf, submitFeedback, text } from '../../../test/feedback.ts';
import { bindCard, confirmedDeposit, fund, newKey, operatorHeaders, workOffTurnover } from '../../../test/money.ts';
import { audit } from '../operator/index.ts';
import { inboxOf } from './inbox.ts';

const app = await buildTestApp();
const db = app.database.db;
const support = await operatorHeaders(app, 'support');
const finance = await operatorHeaders(app, 'finance');
const P = MESSAGES_API;

const inbox = async (token: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  (await callEndpoint(app, P.list, { page: '1', limit: '50' }, { token, lang })).body.data;
const unread = async (token: string) => (await callEndpoint(app, P.unread, undefined, { token })).body.data.count;
const open = (token: string, id: number, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, P.info, { id: String(id) }, { token, lang });
const texts = { titleZhHans: '系统升级', titleEn: 'Upgrade', textZhHans: '今晚升级', textEn: 'Upgrade tonight' };
type SendInput = EndpointInput<typeof P.adminSend>;
const send = (body: Partial<SendInput> & Pick<SendInput, 'audience'>, headers: Record<string, string> = support) =>
  callEndpoint(app, P.adminSend, { ...texts, ...body }, { headers });
const auditCount = async (action: string, target: string) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = ${action} and target = ${target}`,
    )
  )[0]!.n;
const messageCount = async () =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from messages`))[0]!.n;

describe('the member’s inbox', () => {
  it('holds the member’s own messages and the broadcasts; another’s is not found; opening one lowers the count', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const mine = await send({ audience: 'member', memberId: a.uid, titleEn: 'For A' });
    expect(mine.body).toMatchObject({ code: 1, msg: zh_hans['messages.sent'] });
    const all = await send({ audience: 'all' });
    expect(await auditCount('messages.send', `message:${mine.body.data.id}`)).toBe(1);

    expect((await inbox(a.token, 'en')).list.map((m) => [m.title, m.read])).toEqual([
      ['Upgrade', false],
      ['For A', false],
    ]);
    expect((await inbox(b.token)).list.map((m) => m.id)).toEqual([all.body.data.id]);
    expect(await unread(a.token)).toBe(2);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const theirs = await open(b.token, mine.body.data.id, lang);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toMatchObject({ code: 0, error: 'messages.not_found', msg: catalogue['messages.not_found'] });
    }
    expect((await open(b.token, 0)).status).toBe(400);

    const opened = await open(a.token, mine.body.data.id, 'en');
    expect(opened.body.data).toMatchObject({ title: 'For A', text: 'Upgrade tonight', read: true });
    expect(await unread(a.token)).toBe(1);
    await open(a.token, mine.body.data.id); // twice: still one read
    expect(await unread(a.token)).toBe(1);
    expect(await unread(b.token)).toBe(1);
    await open(b.token, all.body.data.id);
    expect(await unread(b.token)).toBe(0);
    expect(await unread(a.token)).toBe(1); // b's reading a broadcast is b's alone
  });

  it('reaches a VIP level and above with one row, and not members who joined after it', async () => {
    const low = await registerMember(app);
    const high = await registerMember(app);
    await db.execute(sql`update members set vip_level = 3 where id = ${high.uid}`);
    const before = await messageCount();
    const vip = await send({ audience: 'vip', minVipLevel: 2 });
    expect(await messageCount()).toBe(before + 1);
    const later = await registerMember(app);
    await db.execute(sql`update members set vip_level = 5 where id = ${later.uid}`);
    expect((await inbox(high.token)).list.map((m) => m.id)).toContain(vip.body.data.id);
    expect((await inbox(low.token)).list.map((m) => m.id)).not.toContain(vip.body.data.id);
    expect((await inbox(later.token)).list.map((m) => m.id)).not.toContain(vip.body.data.id);
  });

  it('shows a scheduled message only once its time has come', async () => {
    const m = await registerMember(app);
    const joinedAt = new Date();
    const at = new Date(Date.now() + 3_600_000);
    const later = await send({ audience: 'member', memberId: m.uid, publishAt: at.toISOString() });
    expect(later.body.code).toBe(1);
    expect((await inbox(m.token)).total).toBe(0);
    expect((await open(m.token, later.body.data.id)).status).toBe(404);
    const recipient = async () => ({ vipLevel: 0, joinedAt });
    const clockAt = (t: number) => ({ db, audit, recipient, clock: () => new Date(t) });
    expect((await inboxOf(clockAt(at.getTime() - 1000), m.uid, { page: 1, limit: 20 }, 'en')).total).toBe(0);
    const then = await inboxOf(clockAt(at.getTime() + 1000), m.uid, { page: 1, limit: 20 }, 'en');
    expect(then.list.map((x) => x.id)).toEqual([later.body.data.id]);
  });
});

describe('operators', () => {
  it('need the support, marketing or admin role; bad input changes nothing; removal is audited', async () => {
    const m = await registerMember(app);
    const before = await messageCount();
    expect((await send({ audience: 'all' }, finance)).status).toBe(403);
    expect((await send({ audience: 'all' }, {})).status).toBe(401);
    const bad = [
      { audience: 'member' },
      { audience: 'vip' },
      { audience: 'everyone' },
      { audience: 'all', titleEn: '' },
      { audience: 'all', textZhHans: 'x'.repeat(2001) },
      { audience: 'all', publishAt: 'tomorrow' },
      { audience: 'all', extra: 1 },
    ];
    for (const body of bad) {
      const res = await send(unchecked(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(0);
    }
    const nobody = await callEndpoint(
      app,
      P.adminSend,
      { ...texts, audience: 'member', memberId: 99_999_999 },
      { headers: support, lang: 'en' },
    );
    expect(nobody.body).toMatchObject({ code: 0, msg: en['messages.member_not_found'] });
    expect(await messageCount()).toBe(before);

    const sent = await send({ audience: 'member', memberId: m.uid }, await operatorHeaders(app, 'marketing'));
    expect(await unread(m.token)).toBe(1);
    const listed = await callEndpoint(app, P.adminList, undefined, { headers: support });
    expect(listed.body.data.list[0]).toMatchObject({ id: sent.body.data.id, audience: 'member', memberId: m.uid });
    const removed = await callEndpoint(app, P.adminRemove, { id: sent.body.data.id }, { headers: support });
    expect(removed.body.code).toBe(1);
    expect(await unread(m.token)).toBe(0);
    expect(await auditCount('messages.remove', `message:${sent.body.data.id}`)).toBe(1);
    expect((await callEndpoint(app, P.adminRemove, { id: sent.body.data.id }, { headers: support })).status).toBe(404);
  });
});

/** A pending deposit of `fen` on the first channel, as recharge/submit leaves it (its tables are the deposit module's). */
async function pendingDeposit(memberId: number, fen: bigint) {
  const orderNo = `DT${randomBytes(8).toString('hex')}`;
  await db.execute(sql`insert into deposits (order_no, member_id, username, idempotency_key, channel_id, channel_name, type, kind, amount)
    select ${orderNo}, ${memberId}, ${`member${memberId}`}, ${newKey()}, id, name_en, type, kind, ${fen}
    from deposit_channels order by id limit 1`);
  return orderNo;
}

async function withdrawal(token: string) {
  const res = await callEndpoint(
    app,
    WITHDRAW_API.submit,
    { method: 'bank', withdrawPassword: '123456', amount: '100' },
    { token, headers: { 'idempotency-key': newKey() } },
  );
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  return res.body.data.orderNo;
}

describe('platform messages, in the reader’s language', () => {
  it('tell of a deposit credited, a withdrawal paid and one rejected with the reason', async () => {
    const m = await registerMember(app);
    const orderNo = await pendingDeposit(m.uid, 30_000n);
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo }, { headers: finance })).body.code).toBe(1);
    const [credited] = (await inbox(m.token, 'en')).list;
    expect(credited).toMatchObject({ kind: 'deposit_credited', title: en['messages.kind.deposit_credited.title'] });
    expect(credited!.text).toContain('300.00');
    expect(credited!.text).toContain(orderNo);
    expect((await inbox(m.token)).list[0]!.title).toBe(zh_hans['messages.kind.deposit_credited.title']);

    await bindCard(app, m.token);
    await fund(db, m.uid, 100_000n);
    await workOffTurnover(db, m.uid, 1_000_000n);
    const rejected = await withdrawal(m.token);
    const reason = '收款卡号与实名不符';
    const no = await callEndpoint(app, WITHDRAW_API.adminReject, { orderNo: rejected, reason }, { headers: finance });
    expect(no.body.code).toBe(1);
    const paid = await withdrawal(m.token);
    expect((await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo: paid }, { headers: finance })).body.code).toBe(1);
    const list = (await inbox(m.token)).list;
    expect(list.map((x) => x.kind)).toEqual(['withdraw_paid', 'withdraw_rejected', 'deposit_credited']);
    expect(list[1]!.text).toContain(reason);
    expect(list[1]!.text).toContain(rejected);
    expect(list[0]!.text).toContain(paid);
    expect(await unread(m.token)).toBe(3);
  });

  it('tell of a sign-in from a new device, as the security notice does', async () => {
    const m = await registerMember(app);
    const res = await callEndpoint(
      app,
      USER_API.login,
      { username: m.username, password: m.password },
      { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Safari/604.1' } },
    );
    const [msg] = (await inbox(res.body.data.token, 'en')).list;
    expect(msg).toMatchObject({ kind: 'new_device', title: en['messages.kind.new_device.title'] });
    expect(msg!.text).toContain('127.0.0.1');
  });

  it('tell of a bonus credited and of a feedback answered', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, 10_000n);
    const signed = await callEndpoint(
      app,
      SIGNIN_API.signin,
      {},
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(signed.body.code).toBe(1);
    const [bonus] = (await inbox(m.token, 'en')).list;
    expect(bonus).toMatchObject({ kind: 'bonus_credited', title: en['messages.kind.bonus_credited.title'] });
    expect(bonus!.text).toContain('1.00');

    const [order] = await ordersOf(app, m.token);
    const ticket = await submitFeedback(app, m.token, { type: 'deposit', orderNo: order!.orderNo, content: text(30) });
    const id = ticket.body.data.id;
    const reply = { id, content: 'We have checked it.' };
    expect((await callEndpoint(app, FEEDBACK_API.adminReply, reply, { headers: support })).body.code).toBe(1);
    const [answered] = (await inbox(m.token)).list;
    expect(answered).toMatchObject({
      kind: 'feedback_answered',
      title: zh_hans['messages.kind.feedback_answered.title'],
    });
    expect(answered!.text).toContain(String(id));
    expect(await unread(m.token)).toBe(2);
  });
});
