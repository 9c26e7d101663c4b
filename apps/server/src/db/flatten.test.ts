import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { journalEntries } from '../ledger/schema.ts';
import { flatten } from './flatten.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

describe('flatten', () => {
  it('builds what drizzle builds for text, nested sql, parameters and identifiers', () => {
    const guard = sql`kl as (select pg_try_advisory_xact_lock(hashtextextended(${'m:1'} || ':' || ${'key-1'}, 7240002)) as got),`;
    const shapes: SQL[] = [
      sql`select 1`,
      sql`select ${1}, ${'two'}, ${3n}, ${true}, ${null}, ${new Date('2026-01-02T03:04:05Z')}`,
      sql`with ${guard} w as (select * from unnest(${sql.param(['a', 'b'])}::text[], ${sql.param(['1', '-1'])}::bigint[]))
          select ${sql.identifier('balance')} from w where ${sql`x = ${5}`} and ${sql``} ${undefined}`,
      sql`${sql.identifier('we"ird')} ${sql.raw('raw text')} ${sql.join([sql`${1}`, sql`${2}`], sql`, `)}`,
      sql.param(null).getSQL(),
    ];
    for (const shape of shapes) {
      const want = dialect.sqlToQuery(shape);
      expect(flatten(shape)).toEqual({ sql: want.sql, params: want.params });
    }
  });

  it('leaves to drizzle what it does not build itself', () => {
    expect(flatten(sql`select ${journalEntries.id} from ${journalEntries}`)).toBeNull();
    expect(flatten(sql`select * from t where id in ${[1, 2]}`)).toBeNull();
    expect(flatten(sql.placeholder('id').getSQL())).toBeNull();
    expect(flatten(sql`select ${1}`.inlineParams())).toBeNull();
    expect(flatten(sql`select ${sql.param({ a: 1 })}`)).toBeNull();
  });
});
