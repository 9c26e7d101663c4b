import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';

const app = await buildTestApp({ SESSION_IDLE_MINUTES: '30' });
const db = app.database.db;

/** How long ago the session was last touched, in seconds, by the database clock. */
async function idleSeconds(memberId: number): Promise<number> {
  const [row] = await queryRows<{ s: number }>(
    db,
    sql`select extract(epoch from now() - last_seen_at)::float8 as s from sessions where member_id = ${memberId}`,
  );
  return row!.s;
}
const setIdle = (memberId: number, seconds: number) =>
  db.execute(
    sql`update sessions set last_seen_at = now() - make_interval(secs => ${seconds}) where member_id = ${memberId}`,
  );

describe('the session check', () => {
  it('writes nothing while the session was touched within the minute', async () => {
    const m = await registerMember(app);
    await setIdle(m.uid, 30);
    for (let i = 0; i < 3; i++)
      expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).body.code).toBe(1);
    expect(await idleSeconds(m.uid)).toBeGreaterThanOrEqual(30);
  });

  it('moves the idle clock on once the last touch is older than a minute', async () => {
    const m = await registerMember(app);
    await setIdle(m.uid, 25 * 60);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).body.code).toBe(1);
    expect(await idleSeconds(m.uid)).toBeLessThan(30);
    // Touched: 25 more minutes later it is 25, not 50, minutes idle, so still signed in.
    await setIdle(m.uid, 25 * 60);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token })).body.code).toBe(1);
  });

  it('still ends a session idle too long, expired, revoked or of a disabled member', async () => {
    const idle = await registerMember(app);
    await setIdle(idle.uid, 31 * 60);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: idle.token })).status).toBe(401);
    expect(await idleSeconds(idle.uid)).toBeGreaterThanOrEqual(31 * 60);

    const expired = await registerMember(app);
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where member_id = ${expired.uid}`,
    );
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: expired.token })).status).toBe(401);

    const revoked = await registerMember(app);
    await db.execute(sql`update sessions set revoked_at = now() where member_id = ${revoked.uid}`);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: revoked.token })).status).toBe(401);

    const disabled = await registerMember(app);
    await db.execute(sql`update members set status = 'disabled' where id = ${disabled.uid}`);
    expect((await callEndpoint(app, USER_API.userInfo, undefined, { token: disabled.token })).status).toBe(401);
  });
});
