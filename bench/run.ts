// `npm run bench`: speed and memory of hot paths, each printed as a ratio against a baseline
// measured in the same run on the same machine, so the figures compare across machines.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { account } from '../apps/server/src/ledger/accounts.ts';
import { transfer } from '../apps/server/src/ledger/ledger.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

async function timeIt(rounds: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(20, rounds); i++) await fn(-1 - i); // warm-up
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await fn(i);
  return (performance.now() - start) / rounds;
}

const app = await buildApp(
  loadConfig({
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CREDENTIAL_ATTEMPTS_PER_MINUTE: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
);
await app.ready();
const db = app.database.db;
const reg = await app.inject({
  method: 'POST',
  url: '/api/user/register',
  payload: {
    username: `bench${Date.now() % 100000}`,
    password: 'Bench1234',
    confirmPassword: 'Bench1234',
    phone: '13912345678',
    inviteCode: '',
    realName: '测试',
    withdrawPassword: '123456',
    agree: true,
  },
});
const { token, uid } = reg.json().data as { token: string; uid: number };

const rows: [string, number, number][] = [];
const baselineHttp = await timeIt(ROUNDS, () => app.inject({ method: 'GET', url: '/load.txt' }));
const userInfo = await timeIt(ROUNDS, () =>
  app.inject({ method: 'GET', url: '/api/user/userInfo', headers: { token } }),
);
rows.push(['GET user/userInfo vs GET /load.txt', userInfo, baselineHttp]);

const baselineSql = await timeIt(ROUNDS, () => db.execute(sql`select 1`));
await db.transaction((tx) =>
  transfer(tx, {
    type: 'deposit',
    ref: `fund-${uid}`,
    memberId: uid,
    from: account.house('deposits'),
    to: account.central(uid),
    amount: 1_000_000_000n,
  }),
);
const entry = await timeIt(ROUNDS, (i) =>
  db.transaction((tx) =>
    transfer(tx, {
      type: 'venue.transfer_in',
      ref: `t-${uid}-${i}`,
      memberId: uid,
      from: account.central(uid),
      to: account.venue(uid, 'house'),
      amount: 100n,
    }),
  ),
);
rows.push(['ledger entry (2 legs, locked) vs select 1', entry, baselineSql]);

const heapBefore = process.memoryUsage().heapUsed;
for (let i = 0; i < ROUNDS * 3; i++) await app.inject({ method: 'GET', url: '/api/user/userInfo', headers: { token } });
global.gc?.();
const heapAfter = process.memoryUsage().heapUsed;

console.log(`database: ${app.database.kind}, ${ROUNDS} rounds each`);
for (const [name, value, base] of rows) console.log(`${name}: ${(value / base).toFixed(2)}x`);
console.log(`heap after ${ROUNDS * 3} authenticated requests vs before: ${(heapAfter / heapBefore).toFixed(2)}x`);
await app.close();
