import { formatFen } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { queryRows } from '../db/client.ts';
import { fenText, isoText, param } from './sql-parts.ts';

const app = await buildTestApp();
const db = app.database.db;

describe('texts a statement writes into an answer it stores', () => {
  it('writes fen as formatFen does, signs, single fen and the largest bigint included', async () => {
    const values = [0n, 1n, 9n, 10n, 99n, 100n, 101n, 123_456n, -1n, -99n, -100n, -123_456n];
    values.push(9_223_372_036_854_775_807n, -9_223_372_036_854_775_807n);
    const rows = await queryRows<{ v: string; text: string }>(
      db,
      sql`select v::text, ${fenText(sql`v`)} as text from unnest(${param(values.map(String))}::bigint[]) as v`,
    );
    expect(rows.map((r) => r.text)).toEqual(values.map((v) => formatFen(v)));
  });

  it('writes a timestamp as toISOString writes the Date the driver reads from it', async () => {
    const stamps = ['2026-11-26 18:00:08.123456+00', '2026-01-01 00:00:00+08', '2026-03-05 23:59:59.999999+00'];
    stamps.push('2026-07-04 12:00:00.0005+00', '1999-12-31 23:59:59.1+00');
    const rows = await queryRows<{ at: Date | string; text: string }>(
      db,
      sql`select at, ${isoText(sql`at`)} as text from unnest(${param(stamps)}::timestamptz[]) as at`,
    );
    expect(rows.map((r) => r.text)).toEqual(rows.map((r) => new Date(r.at).toISOString()));
    expect(rows[0]!.text).toBe('2026-11-26T18:00:08.123Z');
  });
});
