// Vitest's global setup for the server's tests on PostgreSQL: a database migrated once for the
// whole run, which each test's new database is copied from (test/helper.ts freshPostgresDatabase)
// instead of being migrated anew (docs/decisions.md, Server tests share their modules).
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type {} from './provided.ts';
import { PATHS } from '../src/paths.ts';

async function onServer(run: (client: pg.Client) => Promise<unknown>, database?: string) {
  const url = new URL(process.env.DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${name}`));
  await onServer((c) => migrate(drizzle(c), { migrationsFolder: PATHS.migrations }), name);
  project.provide('postgresTemplate', name);
  return () => onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
