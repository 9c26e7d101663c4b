import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';

// app.inject connects from 127.0.0.1; the header claims other addresses.
const LIMIT = 3;
const byDefault = await buildTestApp({ CREDENTIAL_ATTEMPTS_PER_MINUTE: String(LIMIT) });
const behindProxy = await buildTestApp({ CREDENTIAL_ATTEMPTS_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' });
// Without a tight limit, for the address kept with a session.
const unlimited = await buildTestApp();
const unlimitedBehindProxy = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });

const login = (app: FastifyInstance, forwardedFor: string) =>
  callEndpoint(
    app,
    USER_API.login,
    { username: 'nobody99', password: 'Passw0rd1' },
    { headers: { 'x-forwarded-for': forwardedFor } },
  );

async function sessionAddress(app: FastifyInstance, forwardedFor: string): Promise<string | null> {
  const m = await registerMember(app);
  const res = await callEndpoint(
    app,
    USER_API.login,
    { username: m.username, password: m.password },
    { headers: { 'x-forwarded-for': forwardedFor } },
  );
  expect(res.body.code).toBe(1);
  const rows = await queryRows<{ ip: string | null }>(
    app.database.db,
    sql`select ip from sessions where member_id = ${m.uid} order by id desc limit 1`,
  );
  return rows[0]!.ip;
}

describe('the client address (TRUST_PROXY)', () => {
  it('by default ignores X-Forwarded-For: a new fake address per attempt does not escape the limit', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await login(byDefault, `198.51.100.${i}`)).status).toBe(400);
    const res = await login(byDefault, '198.51.100.99');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('common.rate_limited');
  });

  it('by default stores the connecting address on the session, not the claimed one', async () => {
    expect(await sessionAddress(unlimited, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, limits and records the address the proxy forwards', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await login(behindProxy, `198.51.100.${i}`)).status).toBe(400);
    for (let i = 0; i < LIMIT; i += 1) expect((await login(behindProxy, '192.0.2.1')).status).toBe(400);
    expect((await login(behindProxy, '192.0.2.1')).status).toBe(429);
    expect(await sessionAddress(unlimitedBehindProxy, '203.0.113.7')).toBe('203.0.113.7');
  });
});
