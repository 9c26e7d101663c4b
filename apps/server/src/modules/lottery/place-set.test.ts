import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOTTERY_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { fund, newKey } from '../../../test/money.ts';
import { buildLotteryApp, enterWindow, placeOrder } from '../../../test/lottery.ts';
import { STRIPES } from './draw-exposure.ts';

const { app, lottery } = await buildLotteryApp();
const db = app.database.db;
afterAll(() => {
  vi.useRealTimers();
});

describe('orders of many members at once', () => {
  it('place each once, in statements shared by several members, with every answer stored as sent', async () => {
    await lottery.tick(enterWindow(new Date(), app.config.timeZone));
    const draw = (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' })).body.data.current!;
    const order = {
      drawId: draw.drawId,
      bets: [
        { kind: 'big', amount: '3.00' },
        { kind: 'sum', pick: 5, amount: '2.00' },
      ],
    };
    const members = await Promise.all(Array.from({ length: 40 }, () => registerMember(app)));
    for (const m of members) {
      await fund(db, m.uid, 2_000n);
      // The first order opens the member's share of the draw, the single way: a set only places.
      expect((await placeOrder(app, m.token, order)).body.code).toBe(1);
    }
    // Five orders of 5.00 each against 15.00: three go in, two are refused, whatever the order.
    const calls = members.flatMap((m) => Array.from({ length: 5 }, () => ({ m, key: newKey() })));
    const answers = await Promise.all(calls.map((c) => placeOrder(app, c.m.token, order, { key: c.key })));

    const refused = answers.filter((a) => a.body.code !== 1);
    expect(refused.map((a) => [a.status, a.body.error])).toEqual(
      refused.map(() => [400, 'money.insufficient_balance']),
    );
    expect(refused).toHaveLength(80);
    for (const m of members) expect(await balanceOf(db, account.central(m.uid))).toBe(0n);
    const placed = calls.filter((_, i) => answers[i]!.body.code === 1);
    for (const [i, c] of placed.entries()) {
      const sent = answers[calls.indexOf(c)]!;
      const [stored] = await queryRows<{ response: unknown }>(
        db,
        sql`select response from idempotency_keys where member_id = ${c.m.uid} and key = ${c.key}`,
      );
      expect(stored!.response).toEqual(sent.body);
      const bets = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from lottery_bets where member_id = ${c.m.uid} and idempotency_key = ${c.key}`,
      );
      expect(bets[0]!.n).toBe(2);
      if (i % 10 === 0) expect(await placeOrder(app, c.m.token, order, { key: c.key })).toEqual(sent);
    }

    // The draw's running totals are what its open bets may win: per stripe, and per member.
    const off = await queryRows<{ what: string }>(
      db,
      sql`select 'stripe ' || s.stripe as what from lottery_draw_stripes s
          where s.draw_id = ${draw.drawId} and s.exposure <> (select coalesce(sum(potential_payout), 0) from lottery_bets
            where draw_id = s.draw_id and member_id % ${STRIPES} = s.stripe and status = 'unfinished')
          union all
          select 'member ' || h.member_id from lottery_draw_shares h
          where h.draw_id = ${draw.drawId} and h.placed <> (select coalesce(sum(potential_payout), 0) from lottery_bets
            where draw_id = h.draw_id and member_id = h.member_id)`,
    );
    expect(off).toEqual([]);
    // Entries written by one statement share its transaction's time. The embedded database runs
    // one statement at a time, so there orders rarely meet one another's in flight.
    const [shared] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            select created_at from journal_entries where type = 'bet.stake'
            group by created_at having count(distinct member_id) > 1) s`,
    );
    if (app.database.kind === 'postgres') expect(shared!.n).toBeGreaterThan(0);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});

describe('a set the stripes refuse', () => {
  it("falls back whole to the single way, which places its orders once (the CHECK is the cap's last word)", async () => {
    await lottery.tick(enterWindow(new Date(), app.config.timeZone));
    const draw = (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' })).body.data.current!;
    const order = { drawId: draw.drawId, bets: [{ kind: 'big', amount: '3.00' }] };
    const m = await registerMember(app);
    await fund(db, m.uid, 2_000n);
    expect((await placeOrder(app, m.token, order)).body.code).toBe(1);
    // The next raise of a stripe goes past its room, once: a sequence counts, as a failed statement keeps no row.
    await db.execute(sql`create sequence stripe_refusals`);
    await db.execute(sql`create function refuse_once() returns trigger language plpgsql as $$
      begin
        if nextval('stripe_refusals') = 1 then new.exposure := new.room + 1; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_once before update on lottery_draw_stripes
      for each row execute function refuse_once()`);
    try {
      const placed = await placeOrder(app, m.token, order);
      expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ code: 1 });
      const [used] = await queryRows<{ n: string }>(db, sql`select last_value::text as n from stripe_refusals`);
      expect(Number(used!.n)).toBeGreaterThanOrEqual(2);
    } finally {
      await db.execute(sql`drop trigger refuse_once on lottery_draw_stripes`);
      await db.execute(sql`drop function refuse_once`);
      await db.execute(sql`drop sequence stripe_refusals`);
    }
    const [bets] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where member_id = ${m.uid} and draw_id = ${draw.drawId}`,
    );
    expect(bets!.n).toBe(2);
    expect(await balanceOf(db, account.central(m.uid))).toBe(1_400n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
