import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOTTERY_API, type LotteryGameCode, oddsOf, payoutFen, translate } from '@app/contract';
import { en } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, onPostgres, registerMember } from '../../../test/helper.ts';
import { fund } from '../../../test/money.ts';
import { buildLotteryApp, cancelOrder, enterWindow, placeOrder } from '../../../test/lottery.ts';
import { STRIPES } from './draw-exposure.ts';

// The payout cap of a draw and each member's share of it (docs/decisions.md, Games), at the
// default cap of 1,000,000 yuan: one member's bets on a draw may win at most 100,000 in total.
const { app, lottery } = await buildLotteryApp({ LOTTERY_DRAW_PAYOUT_CAP_YUAN: '1000000' });
const db = app.database.db;
afterAll(() => {
  vi.useRealTimers();
});

const central = (memberId: number) => balanceOf(db, account.central(memberId));
const current = async (game: LotteryGameCode) =>
  (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game })).body.data.current!;
async function member(yuan: bigint) {
  const m = await registerMember(app);
  await fund(db, m.uid, yuan * 100n);
  return m;
}
/**
 * The draw's running total over its stripes, each equal to what its members' open bets would
 * really pay, their rooms adding up to the draw's cap.
 */
async function exposureOf(drawId: string) {
  const rows = await queryRows<{ exposure: string; open: string; room: string }>(
    db,
    sql`select s.exposure::text as exposure, s.room::text as room,
               (select coalesce(sum(potential_payout), 0) from lottery_bets
                where draw_id = s.draw_id and member_id % ${STRIPES} = s.stripe and status = 'unfinished')::text as open
        from lottery_draw_stripes s where s.draw_id = ${drawId}`,
  );
  expect(rows.length).toBe(STRIPES);
  for (const r of rows) expect(r.exposure).toBe(r.open);
  // No room before the first bet, the whole cap from then on.
  expect([0n, app.config.lottery.drawPayoutCapFen]).toContain(rows.reduce((sum, r) => sum + BigInt(r.room), 0n));
  return rows.reduce((sum, r) => sum + BigInt(r.exposure), 0n);
}
const shareRefusal = (lang: 'zh_hans' | 'en') => ({
  code: 0,
  error: 'lottery.member_cap_reached',
  msg: translate(lang, 'lottery.member_cap_reached', { max: '100000.00' }),
});

let clock = new Date();
async function freshWindow() {
  clock = enterWindow(new Date(Math.max(clock.getTime(), Date.now())), app.config.timeZone);
  await lottery.tick(clock);
}

describe("a member's share of a draw's payout cap", () => {
  it('stops one member filling a Fast 3 draw with a bet withdrawn before the close; others bet, refunds work', async () => {
    // Members first: the withdrawal below must come before the draw's last part, where bets stand.
    const attacker = await member(10_000n);
    const [b, c] = [await member(1_000n), await member(1_000n)];
    await freshWindow();
    const drawId = (await current('fast3')).drawId;
    const sum = (pick: number, amount: string) => ({ drawId, bets: [{ kind: 'sum', pick, amount }] });

    // The bet of the finding: sum 3 for 4,772.52 could win 999,938.39, the whole cap of the draw.
    expect(payoutFen(477_252n, oddsOf('fast3', { kind: 'sum', pick: 3 })!)).toBe(99_993_839n);
    for (const lang of ['zh_hans', 'en'] as const) {
      const res = await placeOrder(app, attacker.token, sum(3, '4772.52'), { lang });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject(shareRefusal(lang));
    }
    expect(en['lottery.member_cap_reached']).toContain('{{max}}');
    expect(await central(attacker.uid)).toBe(1_000_000n);
    expect(await exposureOf(drawId)).toBe(0n);

    // The most one member may: 477.27 on sum 3 could win 99,997.61. Everyone else still bets.
    const held = await placeOrder(app, attacker.token, sum(3, '477.27'));
    expect(held.body.code, JSON.stringify(held.body)).toBe(1);
    for (const o of [b, c]) expect((await placeOrder(app, o.token, sum(18, '477.27'))).body.code).toBe(1);
    expect(await exposureOf(drawId)).toBe(3n * 9_999_761n);

    // Withdrawn before the close: refunded in full, once; the draw's room comes back for others...
    const withdrawn = await cancelOrder(app, attacker.token, held.body.data.bets[0]!.orderNo, { lang: 'en' });
    expect(withdrawn.body).toMatchObject({ code: 1, data: { bet: { status: 'withdrawn' }, balance: '10000.00' } });
    expect(await central(attacker.uid)).toBe(1_000_000n);
    expect(await exposureOf(drawId)).toBe(2n * 9_999_761n);
    // ...but not for the member who withdrew it: not the same bet again, not even 2.00 on big.
    for (const [body, lang] of [
      [sum(3, '477.27'), 'en'],
      [{ drawId, bets: [{ kind: 'big', amount: '2' }] }, 'zh_hans'],
    ] as const) {
      const again = await placeOrder(app, attacker.token, body, { lang });
      expect(again.body).toMatchObject(shareRefusal(lang));
    }
    expect(await central(attacker.uid)).toBe(1_000_000n);
    const d = await member(1_000n);
    expect((await placeOrder(app, d.token, sum(3, '477.27'))).body.code).toBe(1);

    // The draw settles as usual; the attacker's wallet ends where it began and the books balance.
    const draw = await current('fast3');
    const shares = () =>
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from lottery_draw_shares where draw_id = ${drawId}`);
    expect((await shares())[0]!.n).toBe(4);
    await lottery.tick(new Date(draw.closesAt));
    // Closed: the shares are no longer needed and are gone.
    expect((await shares())[0]!.n).toBe(0);
    const report = await lottery.tick(new Date(draw.drawAt));
    expect(report.drawn).toContain(drawId);
    expect(report.settled).toBe(3);
    expect(await central(attacker.uid)).toBe(1_000_000n);
    const [entries] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where member_id = ${attacker.uid} and type like 'bet.%'`,
    );
    expect(entries!.n).toBe(2);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});

describe('a bet that does not go in', () => {
  it("gives its room in the draw and in the member's share back", async () => {
    await freshWindow();
    const drawId = (await current('fast3')).drawId;
    const poor = await member(100n);
    const shareOf = async () => {
      const [row] = await queryRows<{ placed: string }>(
        db,
        sql`select placed::text as placed from lottery_draw_shares where draw_id = ${drawId} and member_id = ${poor.uid}`,
      );
      return row?.placed ?? '0';
    };
    const refused = await placeOrder(app, poor.token, { drawId, bets: [{ kind: 'sum', pick: 3, amount: '200' }] });
    expect(refused.body).toMatchObject({ code: 0, error: 'money.insufficient_balance' });
    expect(await exposureOf(drawId)).toBe(0n);
    expect(await shareOf()).toBe('0');
    // Its whole share is still there: 477.27 on sum 3 is the most one member may hold.
    await fund(db, poor.uid, 50_000n);
    const held = await placeOrder(app, poor.token, { drawId, bets: [{ kind: 'sum', pick: 3, amount: '477.27' }] });
    expect(held.body.code, JSON.stringify(held.body)).toBe(1);
    expect(await shareOf()).toBe('9999761');
    expect(await central(poor.uid)).toBe(10_000n + 50_000n - 47_727n);
  });
});

describe.runIf(onPostgres)('the caps under 200 bets at once', () => {
  /** `perMember` orders of one sum bet from each member at the same moment: what came back, by member. */
  async function burst(drawId: string, members: { uid: number; token: string }[], perMember: number, bet: object) {
    const answers = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: perMember }, async () => ({
          uid: m.uid,
          res: await placeOrder(app, m.token, { drawId, bets: [bet] } as never),
        })),
      ),
    );
    for (const { res } of answers) expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
    return answers;
  }

  it('never lets a member past their share, nor the draw past its cap, and refuses the rest cleanly', async () => {
    await freshWindow();
    // Sum 10 in Fast 3 for 1,159.79 could win 8,999.97: a member's share holds 11 of them.
    const fast3 = (await current('fast3')).drawId;
    const ten = await Promise.all(Array.from({ length: 10 }, () => member(30_000n)));
    const shares = await burst(fast3, ten, 20, { kind: 'sum', pick: 10, amount: '1159.79' });
    for (const m of ten) {
      const mine = shares.filter((a) => a.uid === m.uid);
      expect(
        mine.filter((a) => a.res.body.code === 1),
        JSON.stringify(mine.map((a) => a.res.body.error)),
      ).toHaveLength(11);
      for (const a of mine.filter((x) => x.res.body.code !== 1))
        expect(a.res.body.error).toBe('lottery.member_cap_reached');
      expect(await central(m.uid)).toBe(3_000_000n - 11n * 115_979n);
    }
    expect(await exposureOf(fast3)).toBe(110n * 899_997n);

    // Sum 13 in PC28 for 695.99 could win 8,999.15: 111 of them fit under the draw's cap, not 112.
    const pc28 = (await current('pc28')).drawId;
    const twenty = [...ten, ...(await Promise.all(Array.from({ length: 10 }, () => member(10_000n))))];
    const caps = await burst(pc28, twenty, 10, { kind: 'sum', pick: 13, amount: '695.99' });
    const taken = caps.filter((a) => a.res.body.code === 1);
    expect(taken).toHaveLength(111);
    for (const a of caps.filter((x) => x.res.body.code !== 1))
      expect(a.res.body.error).toBe('lottery.draw_cap_reached');
    expect(await exposureOf(pc28)).toBe(111n * 899_915n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
