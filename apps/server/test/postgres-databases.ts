// Databases made and dropped on a PostgreSQL server, for the tests and the bench.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `fn` on a connection of its own to `url`, closed after it. */
export async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `baseUrl`, named `prefix` and a random suffix, a copy of
 * `template` when given; `drop` removes it whatever holds it.
 */
export async function newDatabase(baseUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await onServer(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
