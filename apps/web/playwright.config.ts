import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OPERATOR } from './e2e/operator';

// The real platform (server + built web app) on its own port with a fresh, empty data directory.
// The values go into process.env so that worker processes, which load this file again, agree.
const port = Number((process.env.E2E_PORT ??= '4319'));
// A second platform whose deposits add no turnover requirement, for the withdrawal that goes through.
const noTurnoverPort = Number((process.env.E2E_NO_TURNOVER_PORT ??= '4320'));
// A third platform whose demo venues are a sandbox venue run beside it, for the venue games (fishing.e2e.ts).
const venuePlatformPort = Number((process.env.E2E_VENUE_PLATFORM_PORT ??= '4321'));
const sandboxVenuePort = Number((process.env.E2E_SANDBOX_VENUE_PORT ??= '4322'));
const sandboxVenueSecret = 'e2e-sandbox-venue-secret-0123456789';
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(tmpdir(), 'h5-e2e-'));
  process.env.E2E_DATA_DIR = created;
  // Only the main process gets here; it exits after the web server has been stopped.
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
const root = path.resolve(import.meta.dirname, '../..');

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: path.join(import.meta.dirname, 'dist'),
  // Every spec signs up and in from the same address; the per-minute credential limit of production
  // would make the suite's speed decide its outcome.
  CREDENTIAL_ATTEMPTS_PER_MINUTE: '1000',
  // Specs withdraw right after binding an account; the cooldown itself is tested on the server.
  PAYOUT_COOLDOWN_MINUTES: '0',
  // The live table's rounds every 20 s (14 s of betting, 6 s of deal) so live.e2e.ts waits little for one.
  LIVE_CYCLE_SECONDS: '20',
  // The operator that approves deposits in the money specs (the CLI reads these as its defaults).
  OPERATOR_USERNAME: E2E_OPERATOR.username,
  OPERATOR_PASSWORD: E2E_OPERATOR.password,
  OPERATOR_ROLE: E2E_OPERATOR.role,
};
// Before the shared database: the venue platform keeps its own (embedded), as the venue addresses it seeds are its alone.
const ownDatabaseEnv = { ...serverEnv };
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

// The operator first (on a database shared with another run it exists already: that is fine), then the server.
const startCommand = 'npm run operator:create -w @app/server --silent; exec npm run start -w @app/server';

export default defineConfig({
  testDir: './e2e',
  // *.e2e.ts, so that Vitest's default *.spec/*.test pattern never picks these up.
  testMatch: '**/*.e2e.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: path.join(root, 'test-results'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}/h5/`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      name: 'platform',
      command: startCommand,
      cwd: root,
      url: `http://127.0.0.1:${port}/h5/`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'platform without deposit turnover',
      command: startCommand,
      cwd: root,
      url: `http://127.0.0.1:${noTurnoverPort}/h5/`,
      env: {
        ...serverEnv,
        PORT: String(noTurnoverPort),
        DATA_DIR: path.join(dataDir, 'no-turnover'),
        DEPOSIT_TURNOVER_MULTIPLIER: '0',
        // A withdrawal of 400.00 or more needs identity verification here (identity.e2e.ts); 300.00 does not.
        IDENTITY_SINGLE_YUAN: '400',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'sandbox venue',
      command: 'exec npx tsx apps/server/src/sandbox/venue/main.ts',
      cwd: root,
      port: sandboxVenuePort,
      env: {
        VENUE_SANDBOX_SECRET: sandboxVenueSecret,
        SANDBOX_VENUE_PORT: String(sandboxVenuePort),
        DATA_DIR: 'memory://',
        // The sportsbook's short schedule (sportsbook.e2e.ts): a 2-minute fixture day, each fixture listed for
        // the 2 minutes before its kick-off and over 12 s after it, so a parlay settles within a minute.
        SANDBOX_SPORTS_DAY_MS: '120000',
        SANDBOX_SPORTS_LEAD_MS: '120000',
        SANDBOX_SPORTS_DURATION_MS: '12000',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'platform with the sandbox venue',
      // Its own embedded database even when the run has DATABASE_URL (a web server inherits the run's
      // environment): the venue addresses it seeds would otherwise reach the other platforms.
      command: `unset DATABASE_URL; ${startCommand}`,
      cwd: root,
      url: `http://127.0.0.1:${venuePlatformPort}/h5/`,
      env: {
        ...ownDatabaseEnv,
        PORT: String(venuePlatformPort),
        DATA_DIR: path.join(dataDir, 'venue'),
        VENUE_SANDBOX_URL: `http://127.0.0.1:${sandboxVenuePort}`,
        VENUE_SANDBOX_SECRET: sandboxVenueSecret,
        // The venue's bets reach the bet records a second after they are settled.
        VENUE_BET_SYNC_INTERVAL_MS: '1000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
