// The statements and commits one money request sends to PostgreSQL (docs/performance.md, "Where a
// transfer and a bet spend their time"): `DATABASE_URL=postgres://… npx tsx bench/statements.ts`.
// The platform runs in this process on a fresh database of that server (dropped after); each request
// is sent once to warm up, then once more with every statement it sends printed.
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { account, transfer } from '../apps/server/src/ledger/index.ts';
import { lotteryService } from '../apps/server/test/lottery.ts';
import { scratchPostgres } from './databases.ts';
import { buildInProcess } from './members.ts';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('DATABASE_URL names the PostgreSQL server to count on');

const sent: string[] = [];
const query = pg.Client.prototype.query;
function record(on: boolean) {
  pg.Client.prototype.query = on
    ? (function (this: pg.Client, q: unknown, ...rest: unknown[]) {
        const text = typeof q === 'string' ? q : (q as { text: string }).text;
        sent.push(text.replace(/\s+/g, ' ').trim());
        return (query as (...a: unknown[]) => unknown).call(this, q, ...rest);
      } as typeof query)
    : query;
}

/** A write outside BEGIN..COMMIT commits on its own; the session check writes once a minute at most, so not counted. */
function commitsOf(statements: string[]): number {
  let inTx = false;
  let commits = 0;
  for (const s of statements.map((x) => x.toLowerCase())) {
    if (s.startsWith('begin')) inTx = true;
    else if (s.startsWith('commit')) [inTx, commits] = [false, commits + 1];
    else if (!inTx && !s.includes('update sessions') && /\b(insert|update|delete)\b/.test(s)) commits += 1;
  }
  return commits;
}

async function count(label: string, send: () => Promise<{ statusCode: number }>) {
  await send();
  sent.length = 0;
  record(true);
  const res = await send();
  record(false);
  console.log(`\n${label}: HTTP ${res.statusCode}, ${sent.length} statements, ${commitsOf(sent)} commit(s)`);
  sent.forEach((s, i) => console.log(`${String(i + 1).padStart(3)}. ${s.slice(0, 150)}`));
}

async function member(app: FastifyInstance) {
  const payload = {
    ...{ username: `st${Date.now() % 1_000_000}`, password: 'Bench1234', confirmPassword: 'Bench1234' },
    ...{ phone: '13912345678', inviteCode: '', realName: '测试', withdrawPassword: '123456', agree: true },
  };
  const { token, uid } = (await app.inject({ method: 'POST', url: '/api/user/register', payload })).json().data;
  await app.database.db.transaction((tx) =>
    transfer(tx, {
      ...{ type: 'deposit', ref: `statements-${uid}`, memberId: uid, amount: 10_000_000n },
      ...{ from: account.house('deposits'), to: account.central(uid) },
    }),
  );
  return { token: token as string, uid: uid as number };
}

const store = await scratchPostgres(baseUrl, 'statements');
const app = await buildInProcess({
  kind: 'postgres',
  env: { DATA_DIR: 'memory://', DATABASE_URL: store.url },
  drop: store.drop,
});
try {
  const m = await member(app);
  await lotteryService(app.database, app.config).tick(new Date());
  const info = await app.inject({ method: 'GET', url: '/api/Lottery/getLotteryInfo?game=pc28' });
  const drawId: string = info.json().data.current.drawId;
  let n = 0;
  const post = (url: string, payload: object) => () =>
    app.inject({
      method: 'POST',
      url,
      headers: { token: m.token, 'idempotency-key': `statements-${n++}` },
      payload,
    });
  await count(
    'fundslog/transfer central->house',
    post('/api/fundslog/transfer', { from: 'central', to: 'house', amount: '1' }),
  );
  await count(
    'fundslog/transfer house->central',
    post('/api/fundslog/transfer', { from: 'house', to: 'central', amount: '1' }),
  );
  await count(
    'lottery/placeOrder, one selection',
    post('/api/lottery/placeOrder', { drawId, bets: [{ kind: 'big', amount: '2' }] }),
  );
  await count('user/userInfo', () =>
    app.inject({ method: 'GET', url: '/api/user/userInfo', headers: { token: m.token } }),
  );
} finally {
  await app.close();
  await store.drop();
}
