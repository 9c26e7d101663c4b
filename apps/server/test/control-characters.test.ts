import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_API,
  DEPOSIT_ADMIN_API,
  isMessageKey,
  LOTTERY_API,
  OPERATOR_API,
  USER_API,
  WITHDRAW_API,
} from '@app/contract';
import { en } from '@app/contract/messages';
import { inputWith, sender, stringCases } from './endpoint-strings.ts';
import { buildTestApp, callEndpoint, registerMember, type ApiAnswer } from './helper.ts';
import { operatorHeaders } from './money.ts';

// Finding 4 of issue 8: a NUL byte in any string a client sends gave HTTP 500 (PostgreSQL cannot
// store it). The contract's string schemas refuse control characters (rules/text.ts); this walks
// the whole endpoint table to prove every string of every body and query is covered.

const NUL = 'a\u0000b';
const cases = stringCases;

const app = await buildTestApp();
const member = await registerMember(app);
const operator = await operatorHeaders(app, 'admin');
const send = sender(app, member.token, operator['x-operator-token']);

describe('a NUL byte in any string of any endpoint', () => {
  it('walks a fair share of the table', () => {
    expect(cases.length).toBeGreaterThan(80);
    expect(new Set(cases.map((c) => c.e.path)).size).toBeGreaterThan(30);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: refused by that field, code 0 with 400', async (_n, c) => {
    const input = inputWith(c.path, NUL);
    const parsed = c.schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toContain(c.path.join('.'));
    const res = await send(c.e, input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(0);
    expect(isMessageKey(res.body.error ?? '')).toBe(true);
    expect(res.body.msg).toBe(en[res.body.error as keyof typeof en]);
  });
});

describe('the control-character rule where the probe found HTTP 500', () => {
  const refused = (res: ApiAnswer) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 0, msg: en['rules.control_chars'], error: 'rules.control_chars', data: null });
  };
  const asOperator = { lang: 'en' as const, headers: operator };

  it('user/login and admin/login', async () => {
    refused(await callEndpoint(app, USER_API.login, { username: NUL, password: 'Passw0rd1' }, { lang: 'en' }));
    refused(await callEndpoint(app, OPERATOR_API.login, { username: 'op.admin', password: NUL }, { lang: 'en' }));
  });

  it('frontpage/getSearchGameList and lottery/cancelOrder', async () => {
    refused(await callEndpoint(app, CATALOGUE_API.searchGameList, { keyword: NUL }, { lang: 'en' }));
    refused(
      await callEndpoint(
        app,
        LOTTERY_API.cancelOrder,
        { orderNo: NUL },
        { token: member.token, lang: 'en', headers: { 'idempotency-key': `k-${randomBytes(12).toString('hex')}` } },
      ),
    );
  });

  it('admin lists and actions; other control characters too', async () => {
    refused(await callEndpoint(app, DEPOSIT_ADMIN_API.list, { member: NUL }, asOperator));
    refused(await callEndpoint(app, WITHDRAW_API.adminList, { orderNo: 'W\u001b[2J' }, asOperator));
    refused(await callEndpoint(app, OPERATOR_API.audit, { target: 'member:1\u0085' }, asOperator));
    refused(await callEndpoint(app, WITHDRAW_API.adminReject, { orderNo: 'W1', reason: 'no\u0000' }, asOperator));
  });

  it('free text keeps line breaks and tabs; one-line fields still trim surrounding whitespace', async () => {
    const reason = await callEndpoint(
      app,
      WITHDRAW_API.adminReject,
      { orderNo: 'W404', reason: 'first line\n\tsecond line' },
      asOperator,
    );
    expect(reason.body.error).toBe('withdraw.not_found');
    const search = await callEndpoint(app, CATALOGUE_API.searchGameList, { keyword: '\tnothing-like-this\n' });
    expect(search.body.code).toBe(1);
  });
});
