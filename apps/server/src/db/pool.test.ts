import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildTestApp, onPostgres } from '../../test/helper.ts';
import { newPool } from './pool.ts';

const pidOf = async (pool: pg.Pool) => (await pool.query('select pg_backend_pid() as pid')).rows[0].pid as number;

describe.runIf(onPostgres)('the PostgreSQL pool', async () => {
  const url = onPostgres ? (await buildTestApp()).config.databaseUrl! : '';

  it('keeps a connection whose statement the database refused, and replaces one that was lost', async () => {
    const pool = newPool({ connectionString: url, max: 1 });
    pool.on('error', () => {});
    try {
      const pid = await pidOf(pool);
      await expect(pool.query({ name: 'divide', text: 'select 1 / $1::int as v', values: [0] })).rejects.toMatchObject({
        code: '22012',
      });
      await expect(pool.query({ name: 'divide', text: 'select 1 / $1::int as v', values: [1] })).resolves.toMatchObject(
        {
          rows: [{ v: 1 }],
        },
      );
      expect(await pidOf(pool)).toBe(pid);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The idle connection hears of its end on its own; the pool then drops it.
      for (let i = 0; i < 100 && pool.totalCount > 0; i++) await new Promise((r) => setTimeout(r, 10));
      const next = await pidOf(pool);
      expect(next).not.toBe(pid);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it("hands on a refusal only once the refused statement's locks are gone", async () => {
    const pool = newPool({ connectionString: url, max: 1 });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // Thousands of locks make the rollback that frees them long enough to be seen.
      const many = 'select count(pg_advisory_xact_lock(i)) / $1::int from generate_series(8001, 13000) i';
      const seen: boolean[] = [];
      for (let i = 0; i < 20; i++) {
        const free = await pool.query(many, [0]).then(
          () => null,
          () => other.query('select pg_try_advisory_xact_lock(8001) as got'),
        );
        seen.push(free!.rows[0].got as boolean);
      }
      expect(seen).not.toContain(false);
    } finally {
      await other.end();
      await pool.end();
    }
  });
});
