// `npm run bench`: the figures of issue 8's table, each against a baseline measured in the same run
// on the same machine, printed and written to docs/performance.md (Benchmarks).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../apps/server/src/db/client.ts';
import { scratchStore, serverVersion, type Store } from './databases.ts';
import { bets, reads, transfers } from './http-rows.ts';
import { inProcessRows } from './in-process.ts';
import type { LoadResult } from './load.ts';
import { prepare, type Member } from './members.ts';
import { pgbenchTpcB } from './pgbench.ts';
import { startHelloWorld, startPlatform, type Served } from './processes.ts';
import { printTable, writeDoc, type RunInfo } from './report.ts';
import { tableRows, type Measured } from './rows.ts';
import { SETTINGS } from './settings.ts';
import { liveSettleRow } from './live-settle.ts';
import { settleRow } from './settle.ts';
import { sportsSettleRow } from './sports-settle.ts';
import { lighthouseRows } from './lighthouse.ts';

const started = Date.now();
const say = (s: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${s}`);
const seconds = SETTINGS.loadSeconds;

async function databaseName(app: FastifyInstance): Promise<string> {
  const [row] = await queryRows<{ v: string }>(app.database.db, sql`select current_setting('server_version') as v`);
  const version = row!.v.split(' ')[0];
  return app.database.kind === 'postgres' ? `PostgreSQL ${version}` : `PGlite (PostgreSQL ${version})`;
}

/** Runs `fn` with the platform started on `store`, then stops it and drops the store. */
async function withPlatform<T>(store: Store, fn: (server: Served) => Promise<T>): Promise<T> {
  const server = await startPlatform(store.env);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

/** Prepares members on a fresh store and runs `fn` against the platform on it. */
async function onFreshPlatform<T>(
  baseUrl: string | undefined,
  label: string,
  fn: (s: Served, m: Member[]) => Promise<T>,
) {
  const store = await scratchStore(baseUrl, label);
  try {
    say(`${label}: ${SETTINGS.members + 1} members on ${store.kind}`);
    const prepared = await prepare(store, SETTINGS.members + 1, async (app, members) => ({
      name: await databaseName(app),
      inProcess: await inProcessRows(app, members[0]!, SETTINGS.rounds),
    }));
    return { ...prepared.extra, result: await withPlatform(store, (s) => fn(s, prepared.members)) };
  } finally {
    await store.drop();
  }
}

async function embeddedTransfers(): Promise<{ transfers: LoadResult; rssMb: number }> {
  const run = await onFreshPlatform(undefined, 'embedded', async (server, members) => {
    const result = await transfers(server, members.slice(0, SETTINGS.members), seconds);
    return { transfers: result, rssMb: server.rssMb() };
  });
  return run.result;
}

/** What the loads that got answers other than 2xx were told, for the reader to follow up. */
function printFailures(m: Measured) {
  const loads = {
    transfers: m.transfers,
    hot: m.hot,
    bets8: m.bets.at8,
    bets32: m.bets.at32,
    embedded: m.embedded.transfers,
  };
  for (const [name, r] of Object.entries(loads)) for (const s of r.samples) say(`${name}: ${s}`);
}

async function main() {
  const base = SETTINGS.databaseUrl;
  const pgbench = SETTINGS.pgbenchUrl ? await pgbenchTpcB(SETTINGS.pgbenchUrl, seconds, SETTINGS.warmupSeconds) : null;
  say(pgbench ? `pgbench: ${pgbench.tps.toFixed(0)} TPS` : 'pgbench: skipped (no PostgreSQL)');
  const pgbenchOn = !base && SETTINGS.pgbenchUrl ? await serverVersion(SETTINGS.pgbenchUrl) : null;
  const hello = await startHelloWorld();
  try {
    const main = await onFreshPlatform(base, 'main', async (server, members) => {
      const hot = members.at(-1)!;
      const crowd = members.slice(0, SETTINGS.members);
      say('reads');
      const r = await reads(server, hello, hot, seconds);
      say('transfers');
      const t = await transfers(server, crowd, seconds);
      const rssMb = server.rssMb();
      say('one hot wallet');
      const h = await transfers(server, [hot], seconds);
      say('bets');
      return { reads: r, transfers: t, hot: h, bets: await bets(server, crowd, seconds), rssMb };
    });
    const embedded = base ? await embeddedTransfers() : { transfers: main.result.transfers, rssMb: main.result.rssMb };
    say(`settlement of ${SETTINGS.settleBets} bets`);
    const settle = await settleRow(base, SETTINGS.settleBets);
    say(
      `settlement: ${settle.bets} bets placed in ${(settle.placeMs / 1000).toFixed(1)} s, settled in ${(settle.settleMs / 1000).toFixed(1)} s`,
    );
    say(`live table round of ${SETTINGS.liveBets} bets`);
    const liveSettle = await liveSettleRow(base, SETTINGS.liveBets);
    say(`sportsbook fixture of ${SETTINGS.sportsBets} bets`);
    const sportsSettle = await sportsSettleRow(base, SETTINGS.sportsBets);
    const measured: Measured = {
      members: SETTINGS.members,
      pgbench,
      ...main.result,
      embedded,
      settle,
      liveSettle,
      sportsSettle,
      inProcess: main.inProcess,
    };
    const kind = base ? 'postgres' : 'pglite';
    const info: RunInfo = {
      kind,
      database: main.name,
      pgbenchOn,
      cores: SETTINGS.cores,
      seconds,
      warmupSeconds: SETTINGS.warmupSeconds,
    };
    say('Lighthouse on the login and home pages');
    const rows = [...tableRows(measured), ...(await lighthouseRows(base))];
    printTable(rows, info);
    printFailures(measured);
    if (SETTINGS.write) writeDoc(rows, info);
    say(SETTINGS.write ? 'written to docs/performance.md' : 'done (BENCH_WRITE=false: docs not written)');
  } finally {
    await hello.stop();
  }
}

await main();
