import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { queryPrepared, queryRows, type Db } from './client.ts';
import { memoryPglite } from './pglite.ts';
import * as schema from './schema.ts';

const pg = memoryPglite();
const db: Db = drizzle(pg, { schema });
afterAll(() => pg.close());
await pg.exec(`create table t (id bigint primary key, at timestamptz not null, doc jsonb, tags text[])`);

const insert = (id: bigint) => sql`
  insert into t (id, at, doc, tags) values (${id}::bigint, '2026-11-26 18:00:08.123456+00', ${'{"a":[1,"x"]}'}::jsonb,
                                            ${sql.param(['p', 'q'])}::text[])
  returning id, at, doc, tags, ${'text'} as label, 7::int as n`;

describe('named statements on the embedded database', () => {
  it('answer the rows the unnamed path answers, types alike, and are planned once', async () => {
    const named = await queryPrepared<Record<string, unknown>>(db, 'named_insert', insert(1n));
    const plain = await queryRows<Record<string, unknown>>(db, insert(2n));
    expect(named).toEqual([{ ...plain[0], id: named[0]!.id }]);
    expect(named[0]).toMatchObject({ at: '2026-11-26 18:00:08.123456+00', doc: { a: [1, 'x'] }, tags: ['p', 'q'] });
    await queryPrepared(db, 'named_insert', insert(3n));
    const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`);
    expect(rows[0]!.n).toBe(1);
  });

  it('fail as PostgreSQL fails, and leave the database usable for the next', async () => {
    const clash = queryPrepared(db, 'named_insert', insert(1n));
    await expect(clash).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    const [row] = await queryPrepared<{ id: string }>(db, 'named_insert', insert(4n));
    expect(BigInt(row!.id)).toBe(4n);
  });

  it('keep two texts given one name apart (a statement built from parts)', async () => {
    const [a] = await queryPrepared<{ v: string }>(db, 'named_parts', sql`select ${'a'}::text as v`);
    const [b] = await queryPrepared<{ v: string }>(db, 'named_parts', sql`select ${'b'}::text || ${'c'}::text as v`);
    const [again] = await queryPrepared<{ v: string }>(db, 'named_parts', sql`select ${'d'}::text as v`);
    expect([a!.v, b!.v, again!.v]).toEqual(['a', 'bc', 'd']);
    const { rows } = await pg.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'named_parts%'`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('are not used inside a transaction, which runs its statements itself', async () => {
    const ids = await db.transaction(async (tx) => queryPrepared<{ id: string }>(tx, 'named_insert', insert(5n)));
    expect(ids.map((r) => BigInt(r.id))).toEqual([5n]);
  });
});
