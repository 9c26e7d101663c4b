import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { afterFile } from './file-end.ts';
import type {} from './provided.ts';

/** Which database the current test project runs on: set per project in vitest.config.ts. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh PostgreSQL database on the server of DATABASE_URL, migrated (a copy of the run's
 * template, test/postgres-template.ts), dropped by `drop`.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

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
