import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { checkInvariants } from '../../ledger/index.ts';
import { registerMember } from '../../../test/helper.ts';
import { books, buildWalletApp, fund, newKey, transfer } from '../../../test/wallet.ts';

const app = await buildWalletApp(null);
const db = app.database.db;

describe('house transfers of many members at once', () => {
  it('move each once, in statements shared by several members, with every answer stored as sent', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => registerMember(app)));
    for (const m of members) {
      await fund(app, m.uid, 1_000n);
      // The first move opens the house wallet, the single way: the statement of many only moves money.
      await transfer(app, m.token, { from: 'central', to: 'house', amount: '1.00' });
    }
    // Five requests of 3.00 each against 9.00: three move, two are refused, whatever the order.
    const calls = members.flatMap((m) => Array.from({ length: 5 }, () => ({ m, key: newKey() })));
    const body = { from: 'central', to: 'house', amount: '3.00' };
    const answers = await Promise.all(calls.map((c) => transfer(app, c.m.token, body, { key: c.key })));

    const refused = answers.filter((a) => a.body.code !== 1);
    expect(refused.map((a) => [a.status, a.body.error])).toEqual(
      refused.map(() => [400, 'money.insufficient_balance']),
    );
    expect(refused).toHaveLength(80);
    for (const m of members) {
      const b = await books(app, null, m.uid);
      expect([b.central, b.house]).toEqual([0n, 1_000n]);
    }
    const moved = calls.filter((_, i) => answers[i]!.body.code === 1);
    for (const [i, c] of moved.entries()) {
      const [stored] = await queryRows<{ response: unknown }>(
        db,
        sql`select response from idempotency_keys where member_id = ${c.m.uid} and key = ${c.key}`,
      );
      const sent = answers[calls.indexOf(c)]!;
      expect(stored!.response).toEqual(sent.body);
      if (i % 10 === 0) expect(await transfer(app, c.m.token, body, { key: c.key })).toEqual(sent);
    }
    // Entries written by one statement share its transaction's time. The embedded database runs
    // one statement at a time, so there requests rarely meet one another's in flight.
    const [shared] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            select created_at from journal_entries where type = 'venue.transfer_in'
            group by created_at having count(distinct member_id) > 1) s`,
    );
    if (app.database.kind === 'postgres') expect(shared!.n).toBeGreaterThan(0);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
