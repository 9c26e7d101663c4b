import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_API } from '@app/contract';
import { buildTestApp, callEndpoint, onPostgres, registerMember } from '../../../test/helper.ts';
import { testFeed } from '../../../test/test-feed.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../lib/clock.ts';
import type { AuthContext } from './index.ts';
import { sessionCache } from './session-cache.ts';

// The session cache (docs/decisions.md, Session cache): a confirmed session is trusted for seconds,
// and every announced change of a member ends that trust at once here, within moments elsewhere.
const app = await buildTestApp();
const db = app.database.db;

const ctx = (memberId: number) => ({ memberId, sessionId: memberId, username: `m${memberId}` }) as AuthContext;
const later = Date.now() + 3_600_000;
const status = async (token: string) => (await callEndpoint(app, USER_API.userInfo, undefined, { token })).status;

describe('the session cache', () => {
  it('keeps a checked session, drops the changed member only, and keeps nothing read before a change', () => {
    const feed = testFeed();
    const cache = sessionCache(feed, systemClock);
    cache.put('a', ctx(1), cache.ticket(), later);
    cache.put('b', ctx(2), cache.ticket(), later);
    expect(cache.get('a')?.memberId).toBe(1);
    feed.change('members', '1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.memberId).toBe(2);

    const before = cache.ticket();
    feed.change('members', '3');
    cache.put('a', ctx(1), before, later);
    expect(cache.get('a')).toBeUndefined();
    feed.change('members', undefined);
    expect(cache.get('b')).toBeUndefined();
  });

  it('trusts nothing while the feed is deaf, and nothing past the session end or five seconds', () => {
    vi.useFakeTimers();
    try {
      const feed = testFeed();
      const cache = sessionCache(feed, systemClock);
      feed.deaf = true;
      cache.put('a', ctx(1), cache.ticket(), later);
      expect(cache.get('a')).toBeUndefined();
      feed.deaf = false;
      cache.put('a', ctx(1), cache.ticket(), later);
      cache.put('b', ctx(2), cache.ticket(), Date.now() + 1000);
      vi.advanceTimersByTime(1001);
      expect(cache.get('b')).toBeUndefined();
      expect(cache.get('a')?.memberId).toBe(1);
      vi.advanceTimersByTime(4000);
      expect(cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a checked session without the database, and forgets it when the member signs out', async () => {
    const m = await registerMember(app);
    expect(await status(m.token)).toBe(200);
    // Revoked behind the platform's back, unannounced: the check of a moment ago still stands.
    await db.execute(sql`update sessions set revoked_at = now() where member_id = ${m.uid}`);
    expect(await status(m.token)).toBe(200);

    const other = await registerMember(app);
    expect(await status(other.token)).toBe(200);
    expect((await callEndpoint(app, USER_API.logout, {}, { token: other.token })).status).toBe(200);
    expect(await status(other.token)).toBe(401);
  });

  it('ends every session of a member at once when the password changes', async () => {
    const m = await registerMember(app);
    const again = await callEndpoint(app, USER_API.login, { username: m.username, password: m.password });
    expect(await status(m.token)).toBe(200);
    expect(await status(again.body.data.token)).toBe(200);
    const changed = await callEndpoint(
      app,
      USER_API.resetPassword,
      { oldPassword: m.password, newPassword: 'Passw0rd2', confirmPassword: 'Passw0rd2' },
      { token: m.token },
    );
    expect(changed.body).toMatchObject({ code: 1 });
    expect(await status(m.token)).toBe(401);
    expect(await status(again.body.data.token)).toBe(401);
  });
});

describe.runIf(onPostgres)('the session cache on two instances', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp(
      loadConfig({
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        LOTTERY_SCHEDULER: 'false',
        DATABASE_URL: app.config.databaseUrl!,
      }),
    );
  });
  afterAll(() => other.close());

  it('ends a session on the other instance within moments of a sign-out here', async () => {
    const m = await registerMember(app);
    expect((await callEndpoint(other, USER_API.userInfo, undefined, { token: m.token })).status).toBe(200);
    expect((await callEndpoint(app, USER_API.logout, {}, { token: m.token })).status).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await callEndpoint(other, USER_API.userInfo, undefined, { token: m.token })).status).toBe(401),
      {
        timeout: 2000,
        interval: 20,
      },
    );
  });
});
