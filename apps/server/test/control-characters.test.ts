import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS, OPERATOR_TOKEN_HEADER, isMessageKey, type Endpoint } from '@app/contract';
import { en } from '@app/contract/messages';
import { api, buildTestApp, registerMember, type ApiAnswer } from './helper.ts';
import { operatorHeaders } from './money.ts';

// Finding 4 of issue 8: a NUL byte in any string a client sends gave HTTP 500 (PostgreSQL cannot
// store it). The contract's string schemas refuse control characters (rules/text.ts); this walks
// the whole endpoint table to prove every string of every body and query is covered.

type Path = (string | number)[];
type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Where a schema takes a string: object keys, array items (index 0), through optional, default, pipe and union. */
function stringPaths(schema: unknown, at: Path = []): Path[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [at];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, s]) => stringPaths(s, [...at, key]));
    case 'array':
      return stringPaths(def.element, [...at, 0]);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => stringPaths(o, at));
    case 'pipe':
      return stringPaths(def.in, at);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return stringPaths(def.innerType, at);
    default:
      return [];
  }
}

/** An input holding `value` at `path` and nothing else. */
function inputWith(path: Path, value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return typeof head === 'number' ? [inputWith(rest, value)] : { [head]: inputWith(rest, value) };
}

const NUL = 'a\u0000b';
const cases = Object.values(ENDPOINTS)
  .flatMap((area) => Object.values(area) as Endpoint[])
  .filter((e) => !e.params)
  .flatMap((e) => {
    const part = typeof e.body === 'object' ? ('body' as const) : e.query ? ('query' as const) : null;
    if (!part) return [];
    const schema = (part === 'body' ? e.body : e.query) as z.ZodType;
    const unique = new Map(stringPaths(schema).map((p) => [p.join('.'), p]));
    return [...unique.values()].map((path) => ({ e, part, schema, path, name: `${e.path} ${part}.${path.join('.')}` }));
  });

const app = await buildTestApp();
const member = await registerMember(app);
const operator = await operatorHeaders(app, 'admin');

function send(e: Endpoint, part: 'body' | 'query', input: unknown): Promise<ApiAnswer> {
  const operatorOnly = typeof e.auth === 'object';
  const headers: Record<string, string> = {
    ...(operatorOnly ? { [OPERATOR_TOKEN_HEADER]: operator['x-operator-token'] } : {}),
    ...(e.idempotent ? { 'idempotency-key': `k-${randomBytes(12).toString('hex')}` } : {}),
  };
  return api(app, e.path, {
    method: e.method,
    lang: 'en',
    headers,
    ...(operatorOnly || e.auth === 'visitor' ? {} : { token: member.token }),
    ...(part === 'body' ? { body: input } : { query: input as Record<string, string> }),
  });
}

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
    const res = await send(c.e, c.part, input);
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
    refused(await api(app, 'user/login', { body: { username: NUL, password: 'Passw0rd1' }, lang: 'en' }));
    refused(await api(app, 'admin/login', { body: { username: 'op.admin', password: NUL }, lang: 'en' }));
  });

  it('frontpage/getSearchGameList and lottery/cancelOrder', async () => {
    refused(await api(app, 'frontpage/getSearchGameList', { query: { keyword: NUL }, lang: 'en' }));
    refused(
      await api(app, 'lottery/cancelOrder', {
        body: { orderNo: NUL },
        token: member.token,
        lang: 'en',
        headers: { 'idempotency-key': `k-${randomBytes(12).toString('hex')}` },
      }),
    );
  });

  it('admin lists and actions; other control characters too', async () => {
    refused(await api(app, 'admin/deposits', { query: { member: NUL }, ...asOperator }));
    refused(await api(app, 'admin/withdrawals', { query: { orderNo: 'W\u001b[2J' }, ...asOperator }));
    refused(await api(app, 'admin/audit', { query: { target: 'member:1\u0085' }, ...asOperator }));
    refused(await api(app, 'admin/withdrawals/reject', { body: { orderNo: 'W1', reason: 'no\u0000' }, ...asOperator }));
  });

  it('free text keeps line breaks and tabs; one-line fields still trim surrounding whitespace', async () => {
    const reason = await api(app, 'admin/withdrawals/reject', {
      body: { orderNo: 'W404', reason: 'first line\n\tsecond line' },
      ...asOperator,
    });
    expect(reason.body.error).toBe('withdraw.not_found');
    const search = await api(app, 'frontpage/getSearchGameList', { query: { keyword: '\tnothing-like-this\n' } });
    expect(search.body.code).toBe(1);
  });
});
