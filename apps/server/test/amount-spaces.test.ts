import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WALLET_API, WITHDRAW_API } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../src/db/client.ts';
import { account, balanceOf, checkInvariants } from '../src/ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from './helper.ts';
import { bindCard, fund, newKey } from './money.ts';

// Issue 8, finding 9: amounts with spaces around them were accepted. The contract's amount rule
// (rules/money.ts) refuses them, whichever money call carries them.
const app = await buildTestApp();
const db = app.database.db;
/** Journal entries and withdrawal orders of the member: what a money call that went through leaves. */
const traces = async (memberId: number) =>
  (
    await queryRows<{ entries: number; orders: number }>(
      db,
      sql`select (select count(*)::int from journal_entries where member_id = ${memberId}) as entries,
                 (select count(*)::int from withdraw_orders where member_id = ${memberId}) as orders`,
    )
  )[0]!;

describe('an amount with spaces around it', () => {
  it('fundslog/transfer and withdraw/submit refuse it with the amount message; nothing moves', async () => {
    const m = await registerMember(app);
    await bindCard(app, m.token);
    await fund(db, m.uid, 100_000n);
    const before = await traces(m.uid);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      for (const amount of [' 100.00 ', '100 ', '\t100']) {
        const transfer = await callEndpoint(
          app,
          WALLET_API.transfer,
          { from: 'central', to: 'house', amount },
          { token: m.token, lang, headers: { 'idempotency-key': newKey() } },
        );
        expect(transfer.status).toBe(400);
        expect(transfer.body).toEqual({ code: 0, msg: catalogue['rules.amount'], error: 'rules.amount', data: null });
        const withdraw = await callEndpoint(
          app,
          WITHDRAW_API.submit,
          { method: 'bank', amount, withdrawPassword: '123456' },
          { token: m.token, lang, headers: { 'idempotency-key': newKey() } },
        );
        expect(withdraw.status).toBe(400);
        expect(withdraw.body).toEqual({ code: 0, msg: catalogue['rules.amount'], error: 'rules.amount', data: null });
      }
    }
    expect(await balanceOf(db, account.central(m.uid))).toBe(100_000n);
    expect(await traces(m.uid)).toEqual(before);
    expect((await checkInvariants(db)).ok).toBe(true);
    // The same amount without the spaces goes through.
    const ok = await callEndpoint(
      app,
      WALLET_API.transfer,
      { from: 'central', to: 'house', amount: '100.00' },
      { token: m.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(ok.body).toMatchObject({ code: 1 });
  });
});
