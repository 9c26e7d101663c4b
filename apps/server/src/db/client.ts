import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PATHS } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { flatten } from './flatten.ts';
import { isPglite, queryNamed } from './pglite-named.ts';
import { newPool } from './pool.ts';
import { diskPglite, memoryPglite } from './pglite.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services accept both so callers can compose them. */
export type Executor = Db | Tx;

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = PATHS.migrations;
// Any constant shared by all instances: only one of them migrates at a time.
const MIGRATION_LOCK = 7_240_001;

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite: on disk in `dataDir`,
 * or in memory when `dataDir` is 'memory://' (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections kept to PostgreSQL (config DATABASE_POOL_MAX). */
  databasePoolMax?: number;
}): Promise<Database> {
  const inMemory = opts.dataDir === 'memory://';
  // Other state lives in the data directory too (the demo venue's wallets), whatever the database.
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  if (opts.databaseUrl) {
    const pool = newPool({ connectionString: opts.databaseUrl, max: opts.databasePoolMax ?? 10 });
    // An idle connection dropped by the server must not take the process down; the pool reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (inMemory) return openPglite(memoryPglite(), () => {});
  const unlock = lockDataDir(opts.dataDir);
  try {
    return await openPglite(diskPglite(`${opts.dataDir}/pglite`), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(client: PGlite, unlock: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  const close = async () => {
    await client.close();
    unlock();
  };
  return { db: db as unknown as Db, kind: 'pglite', close };
}

/** Rows of a raw SQL query, on either driver. */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Session = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): {
    execute(): Promise<unknown>;
  };
};

/** Each statement text this process prepared, numbered, so one name never stands for two texts. */
const texts = new Map<string, number>();
const nameOf = (name: string, text: string) => `${name}_${texts.get(text) ?? texts.set(text, texts.size).size - 1}`;

/**
 * Rows of a statement on the hot path of every money request, kept prepared on each connection,
 * so it is parsed and planned once per connection instead of per request (PGlite: on the database
 * outside a transaction, db/pglite-named.ts). `name` says what it is; the prepared statement's
 * name also numbers its text, since a statement built from parts (a gate's condition, say) may
 * have more than one.
 */
export async function queryPrepared<T>(ex: Executor, name: string, query: SQL): Promise<T[]> {
  // Drizzle offers named statements only through its session (what its own `.prepare(name)` uses).
  const { session } = ex as unknown as { session: Session & { client: unknown } };
  const built = flatten(query) ?? session.dialect.sqlToQuery(query);
  if (isPglite(session.client)) return queryNamed<T>(session.client, nameOf(name, built.sql), built.sql, built.params);
  const prepared = session.prepareQuery(built, undefined, nameOf(name, built.sql), false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}
