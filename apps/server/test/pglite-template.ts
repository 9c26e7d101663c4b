// Vitest's global setup for the server's tests: a database migrated once for the whole run, which
// every test's new database starts from (test/each-file.ts) instead of being made and migrated
// anew; on PGlite that is most of a test file's setup (docs/decisions.md, Server tests share their modules).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import type {} from './provided.ts';
import { PATHS } from '../src/paths.ts';
import { memoryPglite } from '../src/db/pglite.ts';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const client = memoryPglite();
  try {
    await migrate(drizzle(client), { migrationsFolder: PATHS.migrations });
    const file = join(dir, 'pgdata.tar.gz');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } catch (error) {
    removeDir();
    throw error;
  } finally {
    await client.close();
  }
  return removeDir;
}
