import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IDENTITY_API, translate, type IdentitySubmitInput } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { certificateOf, IDENTITY_ENV, submitDocuments, uploadDocument } from '../../../test/identity.ts';
import { operatorHeaders } from '../../../test/money.ts';

const app = await buildTestApp(IDENTITY_ENV);
const db = app.database.db;
const risk = await operatorHeaders(app, 'risk');
const admin = await operatorHeaders(app, 'admin');
const finance = await operatorHeaders(app, 'finance');

const count = async (table: 'identity_submissions' | 'identity_documents' | 'uploads', uid: number) => {
  const where =
    table === 'identity_documents'
      ? sql`submission_id in (select id from identity_submissions where member_id = ${uid})`
      : sql`member_id = ${uid}`;
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return rows[0]!.n;
};
const auditRows = (id: number) =>
  queryRows<{ action: string; operator_id: number; detail: Record<string, unknown> }>(
    db,
    sql`select action, operator_id::int as operator_id, detail from audit_log where target = ${`identity:${id}`} order by id`,
  );
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const submit = (token: string, body: IdentitySubmitInput, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, IDENTITY_API.submit, body, { token, lang });

async function pendingOf(uid: number) {
  const list = await callEndpoint(
    app,
    IDENTITY_API.adminQueue,
    { status: 'pending', memberId: String(uid) },
    { headers: risk },
  );
  expect(list.body.data.list).toHaveLength(1);
  const id = String(list.body.data.list[0]!.id);
  return (await callEndpoint(app, IDENTITY_API.adminDetail, { id }, { headers: risk })).body.data;
}

describe('identity submissions', () => {
  it("refuses another member's upload and a repeated image in both languages, changing nothing", async () => {
    const [m, other] = [await registerMember(app), await registerMember(app)];
    const own = [await uploadDocument(app, m.token), await uploadDocument(app, m.token)];
    const theirs = await uploadDocument(app, other.token);
    const cases = [
      { front: own[0]!, back: own[1]!, holding: theirs },
      { front: own[0]!, back: own[1]!, holding: own[0]! },
      { front: own[0]!, back: own[1]!, holding: '/api/uploads/../../etc/passwd' },
    ];
    for (const body of cases) {
      for (const lang of ['zh_hans', 'en'] as const) {
        const res = await submit(m.token, body, lang);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 0, error: 'identity.image_invalid' });
        expect(res.body.msg).toBe(translate(lang, 'identity.image_invalid'));
      }
    }
    expect(await count('identity_submissions', m.uid)).toBe(0);
    expect([await count('uploads', m.uid), await count('uploads', other.uid)]).toEqual([2, 1]);
    expect((await get(theirs)).statusCode).toBe(200);
  });

  it('keeps one open submission, moves the images out of the public uploads and serves them to risk only', async () => {
    const [m, other] = [await registerMember(app), await registerMember(app)];
    const urls = [
      await uploadDocument(app, m.token),
      await uploadDocument(app, m.token),
      await uploadDocument(app, m.token),
    ];
    const image = (await get(urls[0]!)).rawPayload;
    const ok = await submit(m.token, { front: urls[0]!, back: urls[1]!, holding: urls[2]! }, 'en');
    expect(ok.body).toMatchObject({ code: 1, msg: translate('en', 'identity.submitted'), data: { state: 'pending' } });
    expect(await count('uploads', m.uid)).toBe(0);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);

    const again = await submitDocuments(app, m.token, 'en');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'identity.pending_exists',
      msg: translate('en', 'identity.pending_exists'),
    });
    expect(await count('identity_submissions', m.uid)).toBe(1);

    const detail = await pendingOf(m.uid);
    expect(detail).toMatchObject({ memberId: m.uid, username: m.username, realName: '张三', status: 'pending' });
    const front = detail.images.front;
    expect((await get(front)).statusCode).toBe(401);
    expect((await get(front, { token: m.token })).statusCode).toBe(401);
    expect((await get(front, { token: other.token })).statusCode).toBe(401);
    expect((await get(front, finance)).statusCode).toBe(403);
    for (const headers of [risk, admin]) {
      const served = await get(front, headers);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('no-store');
      expect(served.rawPayload.equals(image)).toBe(true);
    }
    const list = await callEndpoint(app, IDENTITY_API.adminQueue, undefined, { headers: finance });
    expect(list.status).toBe(403);
  });

  it('rejects with a reason, allows a resubmission, approves once, and audits each action', async () => {
    const m = await registerMember(app);
    await submitDocuments(app, m.token);
    const first = await pendingOf(m.uid);
    for (const lang of ['zh_hans', 'en'] as const) {
      const res = await callEndpoint(
        app,
        IDENTITY_API.adminReject,
        { id: first.id, reason: '  ' },
        { headers: risk, lang },
      );
      expect(res.body).toMatchObject({ code: 0, error: 'identity.reason', msg: translate(lang, 'identity.reason') });
    }
    const reason = '证件照片模糊';
    const rejected = await callEndpoint(app, IDENTITY_API.adminReject, { id: first.id, reason }, { headers: risk });
    expect(rejected.body).toMatchObject({ code: 1, data: { status: 'rejected', reason } });
    expect(await certificateOf(app, m.token)).toMatchObject({ state: 'rejected', reason });
    const twice = await callEndpoint(app, IDENTITY_API.adminApprove, { id: first.id }, { headers: risk });
    expect(twice).toMatchObject({ status: 409, body: { error: 'identity.not_pending' } });
    const missing = await callEndpoint(app, IDENTITY_API.adminApprove, { id: 999999 }, { headers: risk });
    expect(missing).toMatchObject({ status: 404, body: { error: 'identity.not_found' } });

    expect((await submitDocuments(app, m.token)).body.code).toBe(1);
    const second = await pendingOf(m.uid);
    const approved = await callEndpoint(app, IDENTITY_API.adminApprove, { id: second.id }, { headers: admin });
    expect(approved.body).toMatchObject({ code: 1, data: { status: 'approved', reason: null } });
    expect(await certificateOf(app, m.token)).toMatchObject({ state: 'approved', reason: null });
    const after = await submitDocuments(app, m.token, 'en');
    expect(after.body).toMatchObject({ code: 0, error: 'identity.already_approved' });

    expect(await auditRows(first.id)).toEqual([
      {
        action: 'identity.reject',
        operator_id: expect.any(Number),
        detail: { memberId: m.uid, reason },
      },
    ]);
    expect(await auditRows(second.id)).toEqual([
      { action: 'identity.approve', operator_id: expect.any(Number), detail: { memberId: m.uid } },
    ]);
  });
});
