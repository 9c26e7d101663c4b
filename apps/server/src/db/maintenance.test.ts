import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, onPostgres } from '../../test/helper.ts';
import { queryRows } from './client.ts';
import { maintain } from './maintenance.ts';

// PGlite only: a file whose tests are all skipped runs no afterAll, so its app would never be closed.
const db = onPostgres ? (null as never) : (await buildTestApp()).database.db;

const plan = async () =>
  (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (costs off) execute probe('{member:77:central}')`))
    .map((r) => r['QUERY PLAN'])
    .join('\n');

describe.skipIf(onPostgres)('embedded database maintenance', () => {
  it('vacuums and analyses a grown table, so a statement prepared while it was small is planned again', async () => {
    await maintain(db);
    expect(await maintain(db)).toEqual([]);
    // One session (PGlite's only connection) holds the prepared statement, as queryPrepared's do.
    // The shape of the ledger's own statement (ledger/post.ts): the wallets of an entry, locked.
    await db.execute(sql`prepare probe(text[]) as
      with w as (select * from unnest($1) as w(key))
      select a.id from ledger_accounts a join w on w.key = a.key order by a.id for update of a`);
    for (let i = 0; i < 6; i++) await db.execute(sql`execute probe('{member:77:central}')`);
    expect(await plan()).toContain('Seq Scan on ledger_accounts');
    await db.execute(sql`insert into ledger_accounts (key, member_id, kind)
      select 'member:' || g || ':central', g, 'central' from generate_series(1000, 31000) g`);
    expect(await plan()).toContain('Seq Scan on ledger_accounts');

    expect(await maintain(db)).toEqual(['public.ledger_accounts']);
    expect(await plan()).not.toContain('Seq Scan on ledger_accounts');
    expect(await plan()).toContain('ledger_accounts_key_idx');
    const [stats] = await queryRows<{ reltuples: number }>(
      db,
      sql`select reltuples from pg_class where relname = 'ledger_accounts'`,
    );
    expect(Number(stats!.reltuples)).toBeGreaterThanOrEqual(30_000);
    expect(await maintain(db)).toEqual([]);
    await db.execute(sql`deallocate probe`);
  });
});
