import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, onPostgres } from '../../../test/helper.ts';
import { account } from '../accounts.ts';
import { postMany, type BulkEntry } from './bulk.ts';
import { checkInvariants } from '../invariants.ts';
import { balanceOf, transfer } from '../ledger.ts';

const app = await buildTestApp();
const db = app.database.db;

const move = (type: BulkEntry['type'], ref: string, from: number | null, to: number | null, amount: bigint) => ({
  type,
  ref,
  memberId: from ?? to,
  legs: [
    { account: from === null ? account.house('games') : account.central(from), amount: -amount },
    { account: to === null ? account.house('games') : account.central(to), amount },
  ],
});
const deposit = (memberId: number, amount: bigint, ref: string): BulkEntry => ({
  type: 'deposit',
  ref,
  memberId,
  legs: [
    { account: account.house('deposits'), amount: -amount },
    { account: account.central(memberId), amount },
  ],
});

describe('posting many entries at once', () => {
  it('moves each wallet by its legs, with each posting carrying the running balance, once per (type, ref)', async () => {
    // Wallets that never moved before are opened on the way.
    const first = await db.transaction((tx) =>
      postMany(tx, [deposit(201, 10_000n, 'b-d1'), deposit(202, 5_000n, 'b-d2'), deposit(201, 1_000n, 'b-d3')]),
    );
    expect(first.posted).toBe(3);
    expect(first.balances.get(account.central(201).key)).toBe(11_000n);
    const stakes = [move('bet.stake', 'b-s1', 201, null, 700n), move('bet.stake', 'b-s2', 202, null, 300n)];
    const payouts = [move('bet.payout', 'b-p1', null, 201, 2_000n), move('bet.payout', 'b-p2', null, 202, 100n)];
    await db.transaction((tx) => postMany(tx, stakes));
    // A batch holding one entry already in the books posts the others only.
    const again = await db.transaction((tx) => postMany(tx, [stakes[0]!, ...payouts]));
    expect(again.posted).toBe(2);
    expect(await balanceOf(db, account.central(201))).toBe(11_000n - 700n + 2_000n);
    expect(await balanceOf(db, account.central(202))).toBe(5_000n - 300n + 100n);
    expect(await balanceOf(db, account.house('games'))).toBe(700n + 300n - 2_000n - 100n);

    // Member 201's postings, in entry order, each with the balance right after it.
    const rows = await queryRows<{ amount: string; after: string }>(
      db,
      sql`select p.amount::text as amount, p.balance_after::text as after
          from postings p join ledger_accounts a on a.id = p.account_id
          where a.key = ${account.central(201).key} order by p.entry_id`,
    );
    expect(rows).toEqual([
      { amount: '10000', after: '10000' },
      { amount: '1000', after: '11000' },
      { amount: '-700', after: '10300' },
      { amount: '2000', after: '12300' },
    ]);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('refuses the whole batch when a member wallet would go below zero', async () => {
    await db.transaction((tx) => postMany(tx, [deposit(203, 500n, 'b-d4')]));
    const batch = [move('bet.stake', 'b-s3', 203, null, 400n), move('bet.stake', 'b-s4', 203, null, 200n)];
    await expect(db.transaction((tx) => postMany(tx, batch))).rejects.toMatchObject({
      key: 'money.insufficient_balance',
    });
    expect(await balanceOf(db, account.central(203))).toBe(500n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where ref in ('b-s3', 'b-s4')`,
    );
    expect(row!.n).toBe(0);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it.runIf(onPostgres)('never deadlocks with single postings on the same wallets in any order', async () => {
    const members = Array.from({ length: 20 }, (_, i) => 300 + i);
    await db.transaction((tx) =>
      postMany(
        tx,
        members.map((m) => deposit(m, 100_000n, `b-dl-${m}`)),
      ),
    );
    const bulk = (round: number) =>
      db.transaction((tx) =>
        postMany(
          tx,
          [...members].reverse().map((m) => move('bet.payout', `b-dl-p-${round}-${m}`, null, m, 10n)),
        ),
      );
    const single = (round: number, m: number) =>
      db.transaction((tx) =>
        transfer(tx, {
          type: 'bet.stake',
          ref: `b-dl-s-${round}-${m}`,
          memberId: m,
          from: account.central(m),
          to: account.house('games'),
          amount: 7n,
        }),
      );
    await Promise.all(Array.from({ length: 10 }, (_, r) => [bulk(r), ...members.map((m) => single(r, m))]).flat());
    for (const m of members) expect(await balanceOf(db, account.central(m))).toBe(100_000n + 100n - 70n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
