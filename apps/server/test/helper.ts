import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { afterFile } from './file-end.ts';
import { newDatabase } from './postgres-databases.ts';
import type {} from './provided.ts';

/** Which database the current test project runs on: set per project in vitest.config.ts. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh PostgreSQL database on the server of DATABASE_URL, migrated (a copy of the run's
 * template, test/postgres-template.ts), dropped by `drop`.
 */
export const freshPostgresDatabase = () => newDatabase(process.env.DATABASE_URL!, 't', inject('postgresTemplate'));

/**
 * The whole platform on a fresh database (in-memory PGlite, or a new PostgreSQL database),
 * closed after the test file.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const pgDb = onPostgres ? await freshPostgresDatabase() : null;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CREDENTIAL_ATTEMPTS_PER_MINUTE: '10000',
    // Tests that need draws drive the lottery by hand.
    LOTTERY_SCHEDULER: 'false',
    LIVE_SCHEDULER: 'false',
    // New payout accounts usable at once; the cooldown's own test sets it (payout/cooldown.test.ts).
    PAYOUT_COOLDOWN_MINUTES: '0',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const app = await buildApp(config);
  afterFile(async () => {
    await app.close();
    await pgDb?.drop();
  });
  return app;
}

export { afterFile } from './file-end.ts';
export * from './requests.ts';
