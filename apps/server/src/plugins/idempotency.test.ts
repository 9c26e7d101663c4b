import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { endpoint, pathOf } from '@app/contract';
import { en } from '@app/contract/messages';
import { queryRows } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { buildTestApp, callEndpoint, onPostgres, registerMember } from '../../test/helper.ts';
import { registerRoutes, route } from './routes.ts';

// The mechanism end to end, through test routes of the platform: what a member sees, what is stored.
const app = await buildTestApp();
const db = app.database.db;
await db.execute(sql`create table idem_probe (key text not null, n int not null)`);

const probe = (path: string) =>
  endpoint({
    method: 'POST',
    path: `idem-test/${path}`,
    auth: 'member',
    body: z.object({ n: z.number() }),
    answer: z.object({ n: z.number(), effects: z.number() }),
    idempotent: true,
  });
type Probe = ReturnType<typeof probe>;
const PROBES = {
  forgets: probe('forgets'),
  oneTx: probe('one-tx'),
  refusesOnce: probe('refuses-once'),
  failsOnce: probe('fails-once'),
};
const oneTxUrl = `/api/${pathOf(PROBES.oneTx)}`;
const effects = async (key: string) =>
  (await queryRows<{ c: number }>(db, sql`select count(*)::int as c from idem_probe where key = ${key}`))[0]!.c;
const write = (ex: typeof db, key: string, n: number) => ex.execute(sql`insert into idem_probe values (${key}, ${n})`);

let refuse = true;
let fail = true;
let gate: Promise<void> = Promise.resolve();
await app.register(
  (scope) =>
    registerRoutes(scope, [
      route(PROBES.forgets, async (body, { idempotency }) => {
        await write(db, idempotency.key, body.n);
        return { n: body.n, effects: await effects(idempotency.key) };
      }),
      route(PROBES.oneTx, (body, { idempotency }) =>
        idempotency.transaction(db, async (tx) => {
          await write(tx as never, idempotency.key, body.n);
          const answer = { n: body.n, effects: 1 };
          await idempotency.answer(tx, answer);
          await gate;
          return answer;
        }),
      ),
      route(PROBES.refusesOnce, (body, { idempotency }) =>
        idempotency.transaction(db, async (tx) => {
          await write(tx as never, idempotency.key, body.n);
          if (refuse) throw new AppError('money.insufficient_balance');
          const answer = { n: body.n, effects: 1 };
          await idempotency.answer(tx, answer);
          return answer;
        }),
      ),
      route(PROBES.failsOnce, async (body, { idempotency }) => {
        await idempotency.claim(db);
        if (fail) {
          fail = false;
          throw new Error('a server error');
        }
        await write(db, idempotency.key, body.n);
        return { n: body.n, effects: await effects(idempotency.key) };
      }),
    ]),
  { prefix: '/api' },
);
const member = await registerMember(app);
let counter = 0;
const newKey = () => `idem-test-${Date.now()}-${counter++}`;
const call = (probe: Probe, key: string, n = 1) =>
  callEndpoint(app, probe, { n }, { token: member.token, lang: 'en', headers: { 'idempotency-key': key } });
const stored = async (key: string) =>
  (
    await queryRows<{ state: string; status_code: number | null }>(
      db,
      sql`select state, status_code from idempotency_keys where member_id = ${member.uid} and key = ${key}`,
    )
  )[0] ?? null;

describe('idempotency: claim, effect and answer in the service’s transaction', () => {
  it('fails loudly (500) when a handler never claims its key, and keeps nothing', async () => {
    const key = newKey();
    const res = await call(PROBES.forgets, key);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 0, error: 'common.internal' });
    expect(await stored(key)).toBeNull();
  });

  it('replays the first answer byte for byte, once effected; another body is 422', async () => {
    const key = newKey();
    const first = await app.inject({
      method: 'POST',
      url: oneTxUrl,
      headers: { token: member.token, 'idempotency-key': key, lang: 'en' },
      payload: { n: 7 },
    });
    const again = await app.inject({
      method: 'POST',
      url: oneTxUrl,
      headers: { token: member.token, 'idempotency-key': key, lang: 'en' },
      payload: { n: 7 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 1, msg: en['common.ok'], data: { n: 7, effects: 1 } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await effects(key)).toBe(1);
    expect(await stored(key)).toEqual({ state: 'done', status_code: 200 });
    const other = await call(PROBES.oneTx, key, 8);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 0, error: 'money.idempotency_mismatch' });
    expect(await effects(key)).toBe(1);
  });

  it('stores a refusal and replays it; the refused transaction left nothing behind', async () => {
    const key = newKey();
    refuse = true;
    const first = await call(PROBES.refusesOnce, key);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ code: 0, error: 'money.insufficient_balance' });
    refuse = false;
    const again = await call(PROBES.refusesOnce, key);
    expect(again).toEqual(first);
    expect(await effects(key)).toBe(0);
    expect(await stored(key)).toEqual({ state: 'done', status_code: 400 });
    // A new key is served afresh.
    expect((await call(PROBES.refusesOnce, newKey())).body.code).toBe(1);
  });

  it('frees the key after a server error, so the retry acts once', async () => {
    const key = newKey();
    fail = true;
    expect((await call(PROBES.failsOnce, key)).status).toBe(500);
    expect(await stored(key)).toBeNull();
    const retry = await call(PROBES.failsOnce, key);
    expect(retry.body).toMatchObject({ code: 1, data: { effects: 1 } });
    expect(await call(PROBES.failsOnce, key)).toEqual(retry);
    expect(await effects(key)).toBe(1);
  });

  it('takes over a key its dead process left running past IDEMPOTENCY_ABANDONED_MS, and no younger one', async () => {
    const [old, young] = [newKey(), newKey()];
    const hashOf = async (key: string) => {
      await call(PROBES.oneTx, key, 3);
      const [row] = await queryRows<{ request_hash: string }>(
        db,
        sql`select request_hash from idempotency_keys where key = ${key}`,
      );
      return row!.request_hash;
    };
    const hash = await hashOf(newKey());
    for (const [key, age] of [
      [old, '3 minutes'],
      [young, '10 seconds'],
    ] as const) {
      await db.execute(sql`insert into idempotency_keys (member_id, key, route, request_hash, state, updated_at)
        values (${member.uid}, ${key}, ${oneTxUrl}, ${hash}, 'running', now() - ${age}::interval)`);
    }
    expect((await call(PROBES.oneTx, old, 3)).body).toMatchObject({ code: 1, data: { n: 3 } });
    const busy = await call(PROBES.oneTx, young, 3);
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 0, error: 'money.request_in_progress' });
    expect([await effects(old), await effects(young)]).toEqual([1, 0]);
  });

  it.runIf(onPostgres)('answers 409 at once to a twin while the first is in its transaction', async () => {
    const key = newKey();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = call(PROBES.oneTx, key, 5);
    await new Promise((r) => setTimeout(r, 200));
    const twin = await call(PROBES.oneTx, key, 5);
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ code: 0, error: 'money.request_in_progress' });
    open();
    const answered = await first;
    expect(answered.body).toMatchObject({ code: 1, data: { n: 5 } });
    expect(await call(PROBES.oneTx, key, 5)).toEqual(answered);
    expect(await effects(key)).toBe(1);
    gate = Promise.resolve();
  });
});
