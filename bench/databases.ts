// Scratch databases: each part of a run gets its own, made fresh and dropped after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newDatabase, onServer } from '../apps/server/test/postgres-databases.ts';

/** A new database on the server of `baseUrl`, named for the run; `drop` removes it whatever holds it. */
export const scratchPostgres = (baseUrl: string, label: string) => newDatabase(baseUrl, `bench_${label}`);

export type Store = {
  kind: 'postgres' | 'pglite';
  /** What the platform is started with to use it. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop: () => Promise<void>;
};

/** Where a platform keeps its data: a fresh database on `baseUrl`'s PostgreSQL server, else a temp PGlite dir. */
export async function scratchStore(baseUrl: string | undefined, label: string): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (!baseUrl) return { kind: 'pglite', env: { DATA_DIR: dir }, drop: async () => removeDir() };
  const db = await scratchPostgres(baseUrl, label);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: db.url },
    drop: async () => {
      await db.drop();
      removeDir();
    },
  };
}

/** The server's version line, for the report. */
export function serverVersion(url: string): Promise<string> {
  return onServer(url, async (c) => {
    const { rows } = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return `PostgreSQL ${rows[0]!.v.split(' ')[0]}`;
  });
}
