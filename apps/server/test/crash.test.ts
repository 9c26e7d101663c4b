// Crash safety, end to end: the real server process is SIGKILLed in the middle of a load of
// transfers, three times, and restarted on the same data (PGlite on disk in a temp folder, or a
// fresh PostgreSQL database). After each kill the books must balance, every acknowledged transfer
// must be there, and replaying every request that got no answer, with its key and body, must
// give one answer per key and never a second transfer. Each round prints what it saw.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CENTRAL_WALLET,
  COMMON_API,
  DEPOSIT_ADMIN_API,
  DEPOSIT_API,
  OPERATOR_API,
  pathOf,
  UPLOAD_DIRECTORY,
  USER_API,
  WALLET_API,
  formatFen,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@app/contract';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { account, balanceOf, checkInvariants } from '../src/ledger/index.ts';
import { createOperator } from '../src/modules/operator/index.ts';
import { freshPostgresDatabase, newMember, onPostgres, type ApiAnswer } from './helper.ts';
import { fpsChannelBody } from './money.ts';
import { pngImage } from './uploads.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const LEDGER_CHECK = fileURLToPath(new URL('../src/cli/ledger-check.ts', import.meta.url));

const ROUNDS = 3;
const MEMBERS = 4;
const CLIENTS_PER_MEMBER = 4;
const FUNDING_FEN = 500_000n; // 5000.00 yuan each, through an approved deposit
const HOUSE = 'house';
const OPERATOR = { username: 'crash.admin', password: 'Operator-pass-2026', role: 'admin' };
// Short, so a replay may take over a request its killed process left 'running'.
const ABANDONED_MS = 4_000;

const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
let pg: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
const dbOptions = () => ({ databaseUrl: pg?.url, dataDir });

// ---------------------------------------------------------------------------------------------
// The server process

type Server = { url: string; child: ChildProcess; exit: Promise<number | null>; output: () => string };
let server: Server | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The environment the server process gets: ours, without any database the test runner was given. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEST_DB', 'PORT']) delete env[name];
  return {
    ...env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SANDBOX_VENUE: 'false',
    LOTTERY_SCHEDULER: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    CREDENTIAL_ATTEMPTS_PER_MINUTE: '100000',
    IDEMPOTENCY_ABANDONED_MS: String(ABANDONED_MS),
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...extra,
  };
}

/** Runs a TypeScript entry point as its own node process (not through npx, so the pid is the program's). */
function runTs(file: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, output: () => output };
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const proc = runTs(MAIN, serverEnv({ PORT: String(port) }));
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  void proc.exit.then(() => (exited = true));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (exited) throw new Error(`server exited while starting:\n${proc.output()}`);
    if (Date.now() > deadline) {
      proc.child.kill('SIGKILL');
      throw new Error(`server did not answer /load.txt:\n${proc.output()}`);
    }
    const ready = await fetch(`${url}/load.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(100);
  }
  server = { url, ...proc };
  return server;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Talking to it over HTTP, as the web app does

/** Calls `e` on the running server as the web app does: a write's input as its JSON body (reads here take none). */
async function call<E extends Endpoint>(
  e: E,
  input?: EndpointInput<E>,
  opts: { token?: string; key?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<EndpointAnswer<E>>> {
  const post = e.method === 'POST';
  const res = await fetch(`${server!.url}/api/${pathOf(e)}`, {
    method: e.method,
    headers: {
      lang: 'en',
      ...(post ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      ...opts.headers,
    },
    ...(post ? { body: JSON.stringify(input ?? {}) } : {}),
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer<EndpointAnswer<E>>['body'] };
}

async function mustCall<E extends Endpoint>(e: E, input?: EndpointInput<E>, opts: Parameters<typeof call>[2] = {}) {
  const res = await call(e, input, opts);
  if (res.body.code !== 1) throw new Error(`${e.path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

type Member = { uid: number; token: string };
const members: Member[] = [];

/** Funds a member the way the product does: a bank-transfer deposit with a proof image, approved by an operator. */
async function deposit(member: Member, operator: Record<string, string>, channelId: number): Promise<void> {
  const form = new FormData();
  form.append('directory', UPLOAD_DIRECTORY);
  const png = pngImage();
  form.append('imgPath', new Blob([png], { type: 'image/png' }), 'proof.png');
  const uploaded = await fetch(`${server!.url}/api/${pathOf(COMMON_API.upload)}`, {
    method: 'POST',
    headers: { token: member.token },
    body: form,
  });
  const { url: proofUrl } = ((await uploaded.json()) as ApiAnswer<EndpointAnswer<typeof COMMON_API.upload>>['body'])
    .data;
  const order = await mustCall(
    DEPOSIT_API.submit,
    { channelId, amount: formatFen(FUNDING_FEN), payerName: '张三', proofUrl },
    { token: member.token, key: `dep-${randomUUID()}` },
  );
  await mustCall(DEPOSIT_ADMIN_API.approve, { orderNo: order.orderNo }, { headers: operator });
}

// ---------------------------------------------------------------------------------------------
// The load: every request the clients send, and what became of it

type Request = {
  member: Member;
  key: string;
  body: { from: string; to: string; amount: string };
  direction: 'in' | 'out';
  amount: bigint;
  /** done: answered code 1 (a transfer exists). refused: answered code 0 (nothing may exist). unknown: no answer. */
  state: 'sending' | 'done' | 'refused' | 'unknown';
  orderNo?: string;
  error?: string;
  status?: number;
  /** After a kill: the transfer its key had made before the process died, if any. */
  madeBeforeKill?: string | null;
};
const requests: Request[] = [];

function newTransfer(member: Member): Request {
  const direction = randomInt(2) === 0 ? 'in' : 'out';
  const amount = BigInt(randomInt(100, 8_000)); // 1.00 to 79.99 yuan
  const body =
    direction === 'in'
      ? { from: CENTRAL_WALLET, to: HOUSE, amount: formatFen(amount) }
      : { from: HOUSE, to: CENTRAL_WALLET, amount: formatFen(amount) };
  return { member, key: `crash-${randomUUID()}`, body, direction, amount, state: 'sending' };
}

/** Sends (or resends) a transfer and records its answer; no answer at all leaves it 'unknown'. */
async function send(r: Request): Promise<void> {
  try {
    const res = await call(WALLET_API.transfer, r.body, { token: r.member.token, key: r.key });
    r.status = res.status;
    if (res.status === 200 && res.body.code === 1) {
      r.state = 'done';
      r.orderNo = res.body.data.orderNo;
    } else if (res.status < 500 && res.status !== 409) {
      r.state = 'refused';
      r.error = res.body.error;
    } else {
      r.state = 'unknown';
      r.error = res.body.error;
    }
  } catch {
    r.status = undefined;
    r.state = 'unknown';
  }
}

/**
 * Clients send transfers back to back until the server is killed, which happens once `killAfter`
 * answers have come back plus a few random milliseconds: in the middle of the load.
 */
async function loadAndKill(killAfter: number): Promise<{ sent: Request[]; killedAtMs: number }> {
  const sent: Request[] = [];
  let stopped = false;
  let answered = 0;
  const client = async (member: Member) => {
    while (!stopped) {
      const r = newTransfer(member);
      sent.push(r);
      requests.push(r);
      await send(r);
      if (r.state !== 'unknown') answered += 1;
    }
  };
  const started = Date.now();
  const clients = members.flatMap((m) => Array.from({ length: CLIENTS_PER_MEMBER }, () => client(m)));
  while (answered < killAfter) {
    if (Date.now() - started > 30_000) throw new Error(`only ${answered} answers in 30 s`);
    await sleep(2);
  }
  await sleep(randomInt(25));
  server!.child.kill('SIGKILL');
  stopped = true;
  const killedAtMs = Date.now() - started;
  expect(await server!.exit).toBeNull(); // killed by the signal, not exited
  server = null;
  await Promise.all(clients);
  return { sent, killedAtMs };
}

/**
 * A load killed with at least one request unanswered. When the test's process is starved of CPU
 * (more test workers than cores), the server may have answered every request in flight before the
 * kill lands; the books are checked after every kill all the same, and the load runs again on a
 * restarted server until a kill has cut a request.
 */
async function loadAndKillMidRequest(killAfter: number): Promise<{ sent: Request[]; killedAtMs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const killed = await loadAndKill(killAfter);
    if (killed.sent.some((r) => r.state === 'unknown') || attempt === 5) return killed;
    await expectBooksWhole();
    await startServer();
  }
}

// ---------------------------------------------------------------------------------------------
// The books, read straight from the database while the server is down

type TransferRow = {
  id: string;
  member_id: number;
  idempotency_key: string;
  direction: string;
  amount: string;
  status: string;
};

async function readBooks() {
  const database = await openDatabase(dbOptions());
  try {
    const db = database.db;
    const invariants = await checkInvariants(db);
    const transfers = await queryRows<TransferRow>(
      db,
      sql`select id, member_id::int as member_id, idempotency_key, direction, amount::text as amount, status from venue_transfers`,
    );
    const entries = await queryRows<{ type: string; ref: string }>(
      db,
      sql`select type, ref from journal_entries where type like 'venue.%'`,
    );
    const keys = await queryRows<{ member_id: number; key: string; state: string }>(
      db,
      sql`select member_id::int as member_id, key, state from idempotency_keys`,
    );
    const balances = new Map<number, { central: bigint; house: bigint }>();
    for (const m of members) {
      balances.set(m.uid, {
        central: await balanceOf(db, account.central(m.uid)),
        house: await balanceOf(db, account.venue(m.uid, HOUSE)),
      });
    }
    return { invariants, transfers, entries, keys, balances };
  } finally {
    await database.close();
  }
}

const keyOf = (memberId: number, key: string) => `${memberId}/${key}`;

/**
 * What every kill (and the clean stop) must leave: balanced books; one transfer at most per key, each one a request we
 * sent, with its one journal entry; every acknowledged transfer present under its order number;
 * nothing for a refused request; balances equal to funding plus and minus exactly the transfers
 * that exist. Notes on each unanswered request the transfer it made before the kill, if any.
 */
async function expectBooksWhole() {
  const books = await readBooks();
  expect(books.invariants.problems).toEqual([]);
  expect(books.invariants.ok).toBe(true);

  const sentByKey = new Map(requests.map((r) => [keyOf(r.member.uid, r.key), r]));
  const rowByKey = new Map<string, TransferRow>();
  for (const row of books.transfers) {
    const k = keyOf(row.member_id, row.idempotency_key);
    expect(rowByKey.has(k), `two transfers for key ${k}`).toBe(false);
    rowByKey.set(k, row);
    const r = sentByKey.get(k);
    expect(r, `transfer ${row.id} under a key nobody sent`).toBeDefined();
    expect(row).toMatchObject({ direction: r!.direction, amount: r!.amount.toString(), status: 'success' });
  }
  // One journal entry per transfer, of its direction, and none without a transfer.
  const entryCount = new Map<string, number>();
  for (const e of books.entries) entryCount.set(`${e.type}/${e.ref}`, (entryCount.get(`${e.type}/${e.ref}`) ?? 0) + 1);
  expect(books.entries).toHaveLength(books.transfers.length);
  for (const row of books.transfers) expect(entryCount.get(`venue.transfer_${row.direction}/${row.id}`)).toBe(1);

  const keyState = new Map(books.keys.map((k) => [keyOf(k.member_id, k.key), k.state]));
  const inFlight = { noKeyStored: 0, runningWithTransfer: 0, runningWithout: 0, answeredButLost: 0 };
  for (const r of requests) {
    const row = rowByKey.get(keyOf(r.member.uid, r.key));
    if (r.state === 'done') expect(row?.id, `acknowledged transfer ${r.orderNo} is missing`).toBe(r.orderNo);
    if (r.state === 'refused') expect(row, `refused request ${r.key} made a transfer`).toBeUndefined();
    if (r.state === 'unknown') {
      r.madeBeforeKill = row?.id ?? null;
      const state = keyState.get(keyOf(r.member.uid, r.key));
      if (!state) {
        inFlight.noKeyStored += 1;
        expect(row).toBeUndefined();
      } else if (state === 'done') inFlight.answeredButLost += 1;
      else if (row) inFlight.runningWithTransfer += 1;
      else inFlight.runningWithout += 1;
    }
  }

  for (const m of members) {
    const moved = books.transfers
      .filter((t) => t.member_id === m.uid)
      .reduce((sum, t) => sum + (t.direction === 'in' ? BigInt(t.amount) : -BigInt(t.amount)), 0n);
    expect(books.balances.get(m.uid)).toEqual({ central: FUNDING_FEN - moved, house: moved });
  }
  // Where the unanswered requests were when the process died: never reached the key store, key
  // stored and transfer committed (the window a duplicate would come from), key stored without
  // a transfer, or answered but the answer never arrived.
  return { books, stats: { transfers: books.transfers.length, ...inFlight } };
}

/** Resends every unanswered request with its key and body until it gets a definite answer. */
async function replayUnanswered(): Promise<{ replayed: number; waitedForAbandonment: number }> {
  const unanswered = requests.filter((r) => r.state === 'unknown');
  let waited = 0;
  await Promise.all(
    unanswered.map(async (r) => {
      for (let attempt = 0; ; attempt += 1) {
        await send(r);
        if (r.state !== 'unknown') break;
        // 'in progress': its killed process left it running; it is taken over after ABANDONED_MS.
        expect(r.status, `replay of ${r.key}: ${r.status} ${r.error}`).toBe(409);
        expect(attempt).toBeLessThan(40);
        waited += attempt === 0 ? 1 : 0;
        await sleep(ABANDONED_MS / 4);
      }
      if (r.madeBeforeKill) {
        // The transfer made before the kill is the answer: no second one.
        expect(r.state).toBe('done');
        expect(r.orderNo).toBe(r.madeBeforeKill);
      }
      if (r.state === 'refused') expect(r.error).toBe('money.insufficient_balance');
    }),
  );
  return { replayed: unanswered.length, waitedForAbandonment: waited };
}

/** The balances the members see now equal funding plus and minus exactly the acknowledged transfers. */
async function expectBalancesShown(): Promise<void> {
  for (const m of members) {
    const moved = requests
      .filter((r) => r.member === m && r.state === 'done')
      .reduce((sum, r) => sum + (r.direction === 'in' ? r.amount : -r.amount), 0n);
    const wallets = await mustCall(WALLET_API.walletList, undefined, { token: m.token });
    expect(wallets.central).toBe(formatFen(FUNDING_FEN - moved));
    expect(wallets.venues.find((v) => v.code === HOUSE)?.balance).toBe(formatFen(moved));
  }
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  if (onPostgres) pg = await freshPostgresDatabase();
  // The platform's first operator, made before the server runs, as `npm run operator:create` does.
  const database = await openDatabase(dbOptions());
  await createOperator(database.db, OPERATOR);
  await database.close();
  await startServer();
});

afterAll(async () => {
  if (server) {
    server.child.kill('SIGKILL');
    await server.exit;
  }
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`crash safety on ${onPostgres ? 'PostgreSQL' : 'PGlite on disk'}`, () => {
  it('funds members through deposits approved by an operator', async () => {
    const login = await mustCall(OPERATOR_API.login, { username: OPERATOR.username, password: OPERATOR.password });
    const operator = { 'x-operator-token': login.token };
    const channels = await mustCall(DEPOSIT_ADMIN_API.channels, undefined, { headers: operator });
    const fps = channels.list.find((c) => c.code === 'fps')!;
    await mustCall(DEPOSIT_ADMIN_API.saveChannel, fpsChannelBody(fps), { headers: operator });
    for (let i = 0; i < MEMBERS; i += 1) {
      const registered = await mustCall(USER_API.register, newMember());
      members.push({ uid: registered.uid, token: registered.token });
    }
    await Promise.all(members.map((m) => deposit(m, operator, fps.id)));
    await expectBalancesShown();
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    it(
      `round ${round}: SIGKILL mid-load, restart, books whole, replays make no duplicate`,
      { timeout: 60_000 },
      async () => {
        if (!server) await startServer();
        const t0 = Date.now();
        const { sent, killedAtMs } = await loadAndKillMidRequest(randomInt(20, 60));
        const count = (state: Request['state']) => sent.filter((r) => r.state === state).length;
        const load = {
          sent: sent.length,
          done: count('done'),
          refused: count('refused'),
          unanswered: count('unknown'),
        };
        // Only the kill may leave a request without an answer, and refusals are for want of money.
        expect(sent.filter((r) => r.status !== undefined && r.state === 'unknown')).toEqual([]);
        for (const r of sent.filter((s) => s.state === 'refused')) expect(r.error).toBe('money.insufficient_balance');
        expect(load.unanswered).toBeGreaterThan(0);

        const t1 = Date.now();
        const afterKill = (await expectBooksWhole()).stats;
        const t2 = Date.now();
        await startServer();
        const t3 = Date.now();
        const replay = await replayUnanswered();
        await expectBalancesShown();
        console.log(
          `[crash ${onPostgres ? 'postgres' : 'pglite'}] round ${round}: killed after ${killedAtMs} ms`,
          JSON.stringify({ load, afterKill, replay }),
          `times: load ${t1 - t0} ms, books ${t2 - t1} ms, restart ${t3 - t2} ms, replay ${Date.now() - t3} ms`,
        );
      },
    );
  }

  it(
    'after a clean stop every request has one answer and one effect at most, and ledger:check passes',
    { timeout: 60_000 },
    async () => {
      server!.child.kill('SIGTERM');
      expect(await server!.exit).toBe(0);
      server = null;
      expect(requests.filter((r) => r.state !== 'done' && r.state !== 'refused')).toEqual([]);
      const { books } = await expectBooksWhole();
      const done = requests.filter((r) => r.state === 'done');
      expect(books.transfers.map((t) => t.id).sort()).toEqual(done.map((r) => r.orderNo).sort());
      expect(new Set(done.map((r) => r.orderNo)).size).toBe(done.length);

      const check = runTs(LEDGER_CHECK, serverEnv({}));
      const code = await check.exit;
      expect(check.output()).toContain('ledger check: OK');
      expect(code).toBe(0);
    },
  );
});
