import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { startSandboxVenue } from './server.ts';

// Runs the sandbox venue on its own, for a platform started with VENUE_SANDBOX_URL pointing here:
//   VENUE_SANDBOX_SECRET=<16+ chars> SANDBOX_VENUE_PORT=4100 npx tsx apps/server/src/sandbox/venue/main.ts
const config = loadConfig();
const secret = config.venues.sandboxSecret;
if (!secret) throw new Error('VENUE_SANDBOX_SECRET is required (the platform must use the same one)');
const stateFile = config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'sandbox-venue.json');
const sandbox = await startSandboxVenue({
  secret,
  port: config.venues.sandboxPort,
  sports: config.venues.sandboxSports,
  ...(stateFile ? { stateFile } : {}),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
console.log(`Sandbox venue listening on ${sandbox.url} (VENUE_SANDBOX_URL=${sandbox.url})`);
