import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { buildTestApp, onPostgres } from '../../test/helper.ts';
import { account, type AccountRef } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { balanceOf, hold, post, settleHold, transfer } from './ledger.ts';

const app = await buildTestApp();
const db = app.database.db;
const spare = await buildTestApp();

const deposit = (memberId: number, amount: bigint, ref: string) =>
  db.transaction((tx) =>
    post(tx, {
      type: 'deposit',
      ref,
      memberId,
      legs: [
        { account: account.house('deposits'), amount: -amount },
        { account: account.central(memberId), amount },
      ],
    }),
  );

describe('ledger', () => {
  it('posts a balanced entry once per (type, ref)', async () => {
    expect((await deposit(101, 10_000n, 'd-1')).replayed).toBe(false);
    expect((await deposit(101, 10_000n, 'd-1')).replayed).toBe(true);
    expect(await balanceOf(db, account.central(101))).toBe(10_000n);
    expect(await balanceOf(db, account.house('deposits'))).toBe(-10_000n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('transfers between two wallets as one two-leg entry, once per (type, ref)', async () => {
    await deposit(106, 1_000n, 'd-6');
    const move = () =>
      db.transaction((tx) =>
        transfer(tx, {
          type: 'venue.transfer_in',
          ref: 't-6',
          memberId: 106,
          from: account.central(106),
          to: account.venue(106, 'house'),
          amount: 400n,
        }),
      );
    expect((await move()).replayed).toBe(false);
    expect((await move()).replayed).toBe(true);
    expect(await balanceOf(db, account.central(106))).toBe(600n);
    expect(await balanceOf(db, account.venue(106, 'house'))).toBe(400n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('refuses an entry that does not balance', async () => {
    await expect(
      db.transaction((tx) =>
        post(tx, {
          type: 'deposit',
          ref: 'x',
          legs: [
            { account: account.central(1), amount: 5n },
            { account: account.house('fees'), amount: -4n },
          ],
        }),
      ),
    ).rejects.toThrow('does not balance');
  });

  it('never lets a member wallet go below zero, and leaves nothing behind', async () => {
    await deposit(102, 500n, 'd-2');
    await expect(
      db.transaction((tx) =>
        post(tx, {
          type: 'venue.transfer_in',
          ref: 't-2',
          memberId: 102,
          legs: [
            { account: account.central(102), amount: -501n },
            { account: account.venue(102, 'house'), amount: 501n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ key: 'money.insufficient_balance' });
    expect(await balanceOf(db, account.central(102))).toBe(500n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where ref = 't-2'`,
    );
    expect(row!.n).toBe(0);
  });

  it('ends a hold exactly once: paid or released, never both', async () => {
    await deposit(103, 1_000n, 'd-3');
    await db.transaction((tx) => hold(tx, { ref: 'w-3', memberId: 103, amount: 600n }));
    expect(await balanceOf(db, account.central(103))).toBe(400n);
    const paid = await db.transaction((tx) =>
      settleHold(tx, 'w-3', {
        status: 'posted',
        to: account.house('withdrawals'),
        fee: { amount: 10n, to: account.house('fees') },
      }),
    );
    const released = await db.transaction((tx) => settleHold(tx, 'w-3', { status: 'released' }));
    expect([paid, released]).toEqual([true, false]);
    expect(await balanceOf(db, account.central(103))).toBe(400n);
    expect(await balanceOf(db, account.house('withdrawals'))).toBe(590n);
    expect(await balanceOf(db, account.house('fees'))).toBe(10n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('releases a hold back to the member', async () => {
    await deposit(104, 1_000n, 'd-4');
    await db.transaction((tx) => hold(tx, { ref: 'w-4', memberId: 104, amount: 1_000n }));
    expect(await db.transaction((tx) => settleHold(tx, 'w-4', { status: 'released' }))).toBe(true);
    expect(await balanceOf(db, account.central(104))).toBe(1_000n);
  });

  it('reports a balance that drifted from its postings', async () => {
    const ldb = spare.database.db;
    await ldb.transaction((tx) =>
      post(tx, {
        type: 'deposit',
        ref: 'd',
        memberId: 1,
        legs: [
          { account: account.house('deposits'), amount: -5n },
          { account: account.central(1), amount: 5n },
        ],
      }),
    );
    await ldb.execute(sql`update ledger_accounts set balance = balance + 1 where key = 'member:1:central'`);
    const report = await checkInvariants(ldb);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toContain('member:1:central holds 6 but its postings sum to 5');
  });

  it.runIf(onPostgres)('serialises concurrent debits of one wallet: never below zero', async () => {
    await deposit(105, 1_000n, 'd-5');
    const tries = Array.from({ length: 30 }, (_, i) =>
      db
        .transaction((tx) =>
          post(tx, {
            type: 'bet.stake',
            ref: `s-5-${i}`,
            memberId: 105,
            legs: [
              { account: account.central(105), amount: -100n },
              { account: account.house('games'), amount: 100n },
            ],
          }),
        )
        .then(
          () => 'ok',
          () => 'refused',
        ),
    );
    const results = await Promise.all(tries);
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(await balanceOf(db, account.central(105))).toBe(0n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

describe('one statement per entry', () => {
  const move = (ref: string, from: AccountRef, to: AccountRef, amount: bigint, memberId: number | null = null) =>
    db.transaction((tx) => transfer(tx, { type: 'venue.transfer_in', ref, memberId, from, to, amount }));

  it('answers every moved balance, and nothing for a replay', async () => {
    await deposit(201, 1_000n, 'd-201');
    const posted = await move('t-201', account.central(201), account.venue(201, 'house'), 300n, 201);
    expect(posted.replayed).toBe(false);
    expect(posted.accounts.get(account.central(201).key)?.balance).toBe(700n);
    expect(posted.accounts.get(account.venue(201, 'house').key)?.balance).toBe(300n);
    expect(await balanceOf(db, account.venue(201, 'house'))).toBe(300n);
    const again = await move('t-201', account.central(201), account.venue(201, 'house'), 300n, 201);
    expect(again).toMatchObject({ replayed: true, entryId: posted.entryId });
    expect(again.accounts.size).toBe(0);
    // A replay is a replay even when the wallet could no longer pay for it.
    expect((await move('t-201', account.central(201), account.venue(201, 'house'), 5_000n, 201)).replayed).toBe(true);
  });

  it('refuses an overdraft without a database error: the transaction goes on and commits', async () => {
    await deposit(202, 100n, 'd-202');
    const outcome = await db.transaction(async (tx) => {
      const refused = await transfer(tx, {
        type: 'bet.stake',
        ref: 's-202-a',
        memberId: 202,
        from: account.central(202),
        to: account.house('games'),
        amount: 101n,
      }).catch((error: unknown) => error);
      const paid = await transfer(tx, {
        type: 'bet.stake',
        ref: 's-202-b',
        memberId: 202,
        from: account.central(202),
        to: account.house('games'),
        amount: 60n,
      });
      return { refused, paid };
    });
    expect(outcome.refused).toMatchObject({ key: 'money.insufficient_balance' });
    expect(outcome.paid.accounts.get(account.central(202).key)?.balance).toBe(40n);
    expect(await balanceOf(db, account.central(202))).toBe(40n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where ref like 's-202-%'`,
    );
    expect(row!.n).toBe(1);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it.runIf(onPostgres)('200 concurrent debits of one wallet: exactly what it holds, never below zero', async () => {
    await deposit(203, 10_000n, 'd-203');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        move(`s-203-${i}`, account.central(203), account.house('games'), 100n, 203).then(
          () => 'ok',
          (error: { key?: string }) => error.key ?? String(error),
        ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(100);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(100).fill('money.insufficient_balance'));
    expect(await balanceOf(db, account.central(203))).toBe(0n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it.runIf(onPostgres)('ring transfers in both directions, two and three legs, never deadlock', async () => {
    const ring = [211, 212, 213, 214, 215, 216];
    for (const m of ring) await deposit(m, 100_000n, `d-${m}`);
    const wallets = ring.map((m) => account.central(m));
    const entries = Array.from({ length: 240 }, (_, i) => {
      const a = wallets[i % 6]!;
      const b = wallets[(i + (i % 2 ? 1 : 5)) % 6]!; // clockwise and back
      const c = wallets[(i + 3) % 6]!;
      const legs =
        i % 3 === 0
          ? [
              { account: a, amount: -30n },
              { account: b, amount: 20n },
              { account: c, amount: 10n },
            ]
          : [
              { account: a, amount: -25n },
              { account: b, amount: 25n },
            ];
      return db.transaction((tx) => post(tx, { type: 'venue.transfer_in', ref: `ring-${i}`, legs }));
    });
    const results = await Promise.allSettled(entries);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const total = await Promise.all(wallets.map((w) => balanceOf(db, w)));
    expect(total.reduce((s, b) => s + b, 0n)).toBe(600_000n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});
