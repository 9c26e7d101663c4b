import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { FEEDBACK_API, type Endpoint, type EndpointInput, type Lang } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { confirmedDeposit, newKey, operatorHeaders } from '../../../test/money.ts';
import { ordersOf, submitFeedback, text } from '../../../test/feedback.ts';

const app = await buildTestApp();
const db = app.database.db;
const support = await operatorHeaders(app, 'support');
const finance = await operatorHeaders(app, 'finance');

const alice = await registerMember(app);
const mallory = await registerMember(app);
await confirmedDeposit(app, alice.uid, 15_000n);
const [order] = await ordersOf(app, alice.token);
const opened = await submitFeedback(app, alice.token, {
  type: 'withdrawal',
  orderNo: order!.orderNo,
  content: text(30),
});
const id = opened.body.data.id;

const detail = (token: string, lang: 'en' | 'zh_hans' = 'zh_hans') =>
  callEndpoint(app, FEEDBACK_API.detail, { id: String(id) }, { token, lang });
const unread = async () =>
  (await callEndpoint(app, FEEDBACK_API.unread, undefined, { token: alice.token })).body.data.count;
const memberReply = (token: string, content: string, lang: 'en' | 'zh_hans' = 'zh_hans') =>
  callEndpoint(app, FEEDBACK_API.reply, { id, content }, { token, lang, headers: { 'idempotency-key': newKey() } });
const supportCall = <E extends Endpoint>(e: E, body: EndpointInput<E>, headers = support, lang: Lang = 'en') =>
  callEndpoint(app, e, body, { headers, lang });
const auditRows = (action: string) =>
  queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log where action = ${action} and target = ${`feedback:${id}`}`,
  ).then((r) => r[0]!.n);
const messageCount = () =>
  queryRows<{ n: number }>(db, sql`select count(*)::int as n from feedback_messages where ticket_id = ${id}`).then(
    (r) => r[0]!.n,
  );

describe('a ticket from submit to close', () => {
  it('is listed open, with the type in the member language', async () => {
    const res = await callEndpoint(app, FEEDBACK_API.list, undefined, { token: alice.token, lang: 'en' });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ id, status: 'open', statusLabel: 'Open', typeLabel: 'Withdrawal' });
    expect(res.body.data.list[0]!.unread).toBe(false);
  });

  it('cannot be read or answered by another member', async () => {
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const res = await detail(mallory.token, lang);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 0, msg: catalogue['feedback.not_found'] });
      expect((await memberReply(mallory.token, 'hello', lang)).body.msg).toBe(catalogue['feedback.not_found']);
    }
    expect(await messageCount()).toBe(0);
  });

  it('takes no member reply before support answers', async () => {
    const res = await memberReply(alice.token, 'anyone there?', 'en');
    expect(res.body).toMatchObject({ code: 0, msg: en['feedback.not_answered'] });
    expect(await messageCount()).toBe(0);
  });

  it('is answered by support only (audited), unread until the member opens it', async () => {
    const refused = await supportCall(FEEDBACK_API.adminReply, { id, content: 'Checking' }, finance);
    expect(refused.status).toBe(403);
    expect(await auditRows('feedback.reply')).toBe(0);

    const res = await supportCall(FEEDBACK_API.adminReply, { id, content: 'We have credited it.' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'answered', unread: true } });
    expect(await auditRows('feedback.reply')).toBe(1);
    expect(await unread()).toBe(1);

    const opened = await detail(alice.token, 'en');
    expect(opened.body.data.messages.map((m) => [m.from, m.content])).toEqual([
      ['member', text(30)],
      ['support', 'We have credited it.'],
    ]);
    expect(opened.body.data).toMatchObject({ status: 'answered', statusLabel: 'Answered' });
    expect(await unread()).toBe(0);
  });

  it('reopens with a member reply, shows in the queue filters', async () => {
    const res = await memberReply(alice.token, 'Thanks, but one more thing', 'en');
    expect(res.body).toMatchObject({ code: 1, msg: en['feedback.replied'], data: { status: 'open' } });
    const queue = (query: Record<string, string>) =>
      callEndpoint(app, FEEDBACK_API.adminList, query, { headers: support }).then((r) =>
        r.body.data.list.map((t) => t.id),
      );
    expect(await queue({ status: 'open', memberId: String(alice.uid) })).toEqual([id]);
    expect(await queue({ type: 'deposit', memberId: String(alice.uid) })).toEqual([]);
    expect(await queue({ status: 'answered', memberId: String(alice.uid) })).toEqual([]);
  });

  it('is closed by support (audited) and then takes no replies from anyone', async () => {
    const closed = await supportCall(FEEDBACK_API.adminClose, { id });
    expect(closed.body).toMatchObject({ code: 1, data: { status: 'closed' } });
    expect(await auditRows('feedback.close')).toBe(1);
    const before = await messageCount();
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      expect((await memberReply(alice.token, 'still there?', lang)).body.msg).toBe(catalogue['feedback.closed']);
      const again = await supportCall(FEEDBACK_API.adminReply, { id, content: 'late' }, support, lang);
      expect(again.body).toMatchObject({ code: 0, msg: catalogue['feedback.closed'] });
    }
    expect(await messageCount()).toBe(before);
    expect(await auditRows('feedback.reply')).toBe(1);
  });
});
