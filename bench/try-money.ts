// A quick look at the money loads alone (transfers, one hot wallet, bets), or the reads, for trying a change;
// `npm run bench` is the measurement of record. DATABASE_URL picks PostgreSQL, else PGlite.
import { scratchStore } from './databases.ts';
import { bets, reads, transfers } from './http-rows.ts';
import type { LoadResult } from './load.ts';
import { prepare, type Member } from './members.ts';
import { startHelloWorld, startPlatform, type Served } from './processes.ts';
import { SETTINGS } from './settings.ts';

const show = (name: string, r: LoadResult) =>
  console.log(
    `${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx} (${r.serverCores.toFixed(1)} cores)`,
  );

/** The reads of `npm run bench` beside a Fastify hello world, as that run measures them. */
async function tryReads(server: Served, member: Member) {
  const hello = await startHelloWorld();
  try {
    const r = await reads(server, hello, member, SETTINGS.loadSeconds);
    for (const [name, result] of Object.entries(r)) show(name, result);
  } finally {
    await hello.stop();
  }
}

const store = await scratchStore(SETTINGS.databaseUrl, 'try');
try {
  const { members } = await prepare(store, SETTINGS.members + 1, async () => null);
  const server = await startPlatform(store.env);
  try {
    const crowd = members.slice(0, SETTINGS.members);
    // TRY_ONLY=transfers, bets or reads: one kind of load alone (to profile it).
    const only = process.env.TRY_ONLY;
    if (only === 'reads') await tryReads(server, members.at(-1)!);
    if (only !== 'bets' && only !== 'reads') show('transfers', await transfers(server, crowd, SETTINGS.loadSeconds));
    if (!only) show('hot wallet', await transfers(server, [members.at(-1)!], SETTINGS.loadSeconds));
    if (only !== 'transfers' && only !== 'reads') {
      const b = await bets(server, crowd, SETTINGS.loadSeconds);
      show('bets at 8', b.at8);
      show('bets at 32', b.at32);
    }
    console.log(`server RSS ${Math.round(server.rssMb())} MB`);
  } finally {
    await server.stop();
  }
} finally {
  await store.drop();
}
