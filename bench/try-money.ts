// A quick look at the money loads alone (transfers, one hot wallet, bets), for trying a change;
// `npm run bench` is the measurement of record. DATABASE_URL picks PostgreSQL, else PGlite.
import { scratchStore } from './databases.ts';
import { bets, transfers } from './http-rows.ts';
import type { LoadResult } from './load.ts';
import { prepare } from './members.ts';
import { startPlatform } from './processes.ts';
import { SETTINGS } from './settings.ts';

const show = (name: string, r: LoadResult) =>
  console.log(
    `${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx} (${r.serverCores.toFixed(1)} cores)`,
  );

const store = await scratchStore(SETTINGS.databaseUrl, 'try');
try {
  const { members } = await prepare(store, SETTINGS.members + 1, async () => null);
  const server = await startPlatform(store.env);
  try {
    const crowd = members.slice(0, SETTINGS.members);
    // TRY_ONLY=transfers or TRY_ONLY=bets: one kind of load alone (to profile it).
    const only = process.env.TRY_ONLY;
    if (only !== 'bets') show('transfers', await transfers(server, crowd, SETTINGS.loadSeconds));
    if (!only) show('hot wallet', await transfers(server, [members.at(-1)!], SETTINGS.loadSeconds));
    if (only !== 'transfers') {
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
