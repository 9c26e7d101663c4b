import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { startTurnover } from './index.ts';
import { systemClock } from '../../lib/clock.ts';

const turnover = startTurnover({ clock: systemClock });
const app = await buildTestApp();
const db = app.database.db;

const logOf = (refs: string[]) =>
  queryRows<{ ref: string; delta: string; after: string }>(
    db,
    sql`select ref, delta::text as delta, remaining_after::text as after from turnover_log
        where ref = any(${sql.param(refs)}::text[]) order by id`,
  );

describe('working off many settled bets at once', () => {
  it('gives what working them off one by one gives: each ref once, never below zero, the log in order', async () => {
    const [a, b, c, d] = [701, 702, 703, 704];
    await db.transaction(async (tx) => {
      await turnover.require(tx, a, 'req-a', 1_000n);
      await turnover.require(tx, c, 'req-c', 300n);
      await turnover.require(tx, d, 'req-d', 1_000n);
    });
    const items = [
      { memberId: a, ref: 'w-1', amount: 400n },
      { memberId: c, ref: 'w-2', amount: 200n },
      { memberId: a, ref: 'w-3', amount: 500n },
      { memberId: c, ref: 'w-4', amount: 200n },
      { memberId: b, ref: 'w-5', amount: 100n },
      { memberId: a, ref: 'w-6', amount: 300n },
      { memberId: d, ref: 'w-7', amount: 250n },
    ];
    expect(await db.transaction((tx) => turnover.workOffMany(tx, items))).toBe(7);
    expect(await logOf(items.map((i) => i.ref))).toEqual([
      { ref: 'w-1', delta: '-400', after: '600' },
      { ref: 'w-2', delta: '-200', after: '100' },
      { ref: 'w-3', delta: '-500', after: '100' },
      { ref: 'w-4', delta: '-200', after: '0' },
      { ref: 'w-5', delta: '-100', after: '0' },
      { ref: 'w-6', delta: '-300', after: '0' },
      { ref: 'w-7', delta: '-250', after: '750' },
    ]);
    const remaining = async () => Promise.all([a, b, c, d].map((m) => turnover.remaining(db, m)));
    expect(await remaining()).toEqual([0n, 0n, 0n, 750n]);

    // Applied again, with one new ref among them: only the new one counts.
    const again = [...items, { memberId: d, ref: 'w-8', amount: 50n }];
    expect(await db.transaction((tx) => turnover.workOffMany(tx, again))).toBe(1);
    expect(await remaining()).toEqual([0n, 0n, 0n, 700n]);
    expect(await logOf(['w-8'])).toEqual([{ ref: 'w-8', delta: '-50', after: '700' }]);
    // One by one, the same refs change nothing either.
    await db.transaction((tx) => turnover.workOff(tx, d, 'w-7', 250n));
    expect(await turnover.remaining(db, d)).toBe(700n);
  });
});
