import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';

const config = loadConfig();
// The embedded database shares this process: its heap then grows less before it is collected
// (docs/decisions.md, the embedded database). On PostgreSQL the server keeps V8's defaults.
if (!config.databaseUrl) setFlagsFromString('--optimize-for-size');
const app = await buildApp(config).catch((error: unknown) => {
  // Another process holds the embedded database: one line saying so, as the command-line tools do.
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(2);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`Platform ready: http://${shown}:${port}/h5/ (API http://${shown}:${port}/api/, docs /api/docs)`);
console.log(`\n  Platform ready: http://${shown}:${port}/h5/\n`);
