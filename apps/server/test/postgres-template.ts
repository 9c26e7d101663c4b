// Vitest's global setup for the server's tests on PostgreSQL: a database migrated once for the
// whole run, which each test's new database is copied from (test/helper.ts freshPostgresDatabase)
// instead of being migrated anew (docs/decisions.md, Server tests share their modules).
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { TestProject } from 'vitest/node';
import { PATHS } from '../src/paths.ts';
import { newDatabase, onServer } from './postgres-databases.ts';
import type {} from './provided.ts';

export default async function setup(project: TestProject) {
  const template = await newDatabase(process.env.DATABASE_URL!, 't_template');
  await onServer(template.url, (c) => migrate(drizzle(c), { migrationsFolder: PATHS.migrations }));
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
