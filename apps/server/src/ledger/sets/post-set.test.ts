import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { account } from '../accounts.ts';
import { checkInvariants } from '../invariants.ts';
import { openAccounts } from '../accounts.ts';
import { balanceOf, post } from '../ledger.ts';
import { postSet, type SetMove, type SetParts } from './post-set.ts';

const app = await buildTestApp();
const db = app.database.db;

const deposit = (memberId: number, amount: bigint) =>
  post(db, {
    type: 'deposit',
    ref: `set-d-${memberId}`,
    memberId,
    legs: [
      { account: account.house('deposits'), amount: -amount },
      { account: account.central(memberId), amount },
    ],
  });

/** Parts that write nothing besides the entries: the alongside row is only the entry's ref. */
const bare: SetParts = {
  name: 'test',
  ctes: sql``,
  holds: sql`true`,
  alongside: sql`select m.ref from m`,
  after: sql`select 1`,
};

const toHouse = (memberId: number, amount: bigint, holds = sql`true`): SetMove => ({
  type: 'venue.transfer_in',
  ref: `set-t-${memberId}-${amount}`,
  memberId,
  memo: 'house',
  from: account.central(memberId),
  to: account.venue(memberId, 'house'),
  amount,
  holds,
  extra: {},
});

const entriesOf = async (ref: string) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from journal_entries where ref = ${ref}`))[0]!.n;

describe('a set of entries in one statement', () => {
  it('writes the moves that can be made and only those, each balance right after its own', async () => {
    // 701 and 702 can move; 703 is short; 704 has no wallets yet; 705's own condition fails.
    for (const [id, fen] of [
      [701, 500n],
      [702, 900n],
      [703, 100n],
      [705, 800n],
    ] as const)
      await deposit(id, fen);
    await openAccounts(
      db,
      [701, 702, 703, 705].map((id) => account.venue(id, 'house')),
    );
    const moves = [
      toHouse(701, 150n),
      toHouse(702, 900n),
      toHouse(703, 101n),
      toHouse(704, 1n),
      toHouse(705, 1n, sql`false`),
    ];
    const out = await postSet(db, moves, bare);
    expect(out.map((o) => o && [o.fromAfter, o.toAfter])).toEqual([[350n, 150n], [0n, 900n], null, null, null]);
    expect(out[0]!.row).toEqual({ ref: 'set-t-701-150' });
    expect(await balanceOf(db, account.central(703))).toBe(100n);
    expect(await balanceOf(db, account.central(705))).toBe(800n);
    expect(await balanceOf(db, account.venue(702, 'house'))).toBe(900n);
    expect(await Promise.all(moves.map((m) => entriesOf(m.ref)))).toEqual([1, 1, 0, 0, 0]);
    const postings = await queryRows<{ balance_after: string }>(
      db,
      sql`select p.balance_after::text from postings p join journal_entries e on e.id = p.entry_id
          where e.ref = 'set-t-701-150' order by p.id`,
    );
    expect(postings.map((p) => p.balance_after)).toEqual(['350', '150']);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('writes an entry already in the books nowhere again', async () => {
    await deposit(711, 1_000n);
    await openAccounts(db, [account.venue(711, 'house')]);
    expect((await postSet(db, [toHouse(711, 10n)], bare))[0]).not.toBeNull();
    expect(await postSet(db, [toHouse(711, 10n)], bare)).toEqual([null]);
    expect(await balanceOf(db, account.central(711))).toBe(990n);
    expect(await entriesOf('set-t-711-10')).toBe(1);
  });

  it('refuses two moves on one account, before writing anything', async () => {
    await expect(postSet(db, [toHouse(721, 1n), toHouse(721, 2n)], bare)).rejects.toThrow(/share an account/);
  });
});
