import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Draw, LOTTERY_API, LOTTERY_GAMES, oddsOf, payoutFen, translate } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants, kindBalance } from '../../ledger/index.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { fund } from '../../../test/money.ts';
import { buildLotteryApp, cancelOrder, enterWindow, placeOrder } from '../../../test/lottery.ts';

// The finding "ten accounts can block a lottery draw": ten members fill a PC28 draw's payout cap
// (the default 1,000,000 yuan) with bets they could withdraw for a full refund just before the
// close, so nobody else could bet on it, for free. Bets now stand in the last part of the window
// (LOTTERY_GAMES.pc28.withdrawLockSeconds, docs/decisions.md, Games): room held to the close is
// held by stakes that stand, and room given back before it goes to the others.
const { app, lottery } = await buildLotteryApp({ LOTTERY_DRAW_PAYOUT_CAP_YUAN: '1000000' });
const db = app.database.db;
afterAll(() => {
  vi.useRealTimers();
});

const LOCK_MS = LOTTERY_GAMES.pc28.withdrawLockSeconds * 1000;
const central = (memberId: number) => balanceOf(db, account.central(memberId));
const pc28 = async () => (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' })).body.data.current!;
async function members(n: number, yuan: bigint) {
  const list = [];
  for (let i = 0; i < n; i++) {
    const m = await registerMember(app);
    await fund(db, m.uid, yuan * 100n);
    list.push(m);
  }
  return list;
}
/** What the draw's open bets may win, over its stripes. */
async function exposureOf(drawId: string) {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select coalesce(sum(exposure), 0)::text as n from lottery_draw_stripes where draw_id = ${drawId}`,
  );
  return BigInt(row!.n);
}
/** Each member's lottery entries of one type. */
async function entries(type: string, uids: number[]) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from journal_entries where type = ${type}
        and member_id in (select unnest(${sql.param(uids)}::bigint[]))`,
  );
  return row!.n;
}

let clock = new Date();
async function freshWindow() {
  clock = enterWindow(new Date(Math.max(clock.getTime(), Date.now())), app.config.timeZone);
  await lottery.tick(clock);
  return pc28();
}
/** Moves the clock 1 s into the draw's last part, where its bets stand. */
function intoLock(draw: Draw) {
  clock = new Date(Date.parse(draw.closesAt) - LOCK_MS + 1000);
  vi.setSystemTime(clock);
}

// Sum 0 in PC28 pays 970.00: 103.09 on it could win 99,997.30, a member's whole share (10%), and
// ten such bets 999,973.00 of the 1,000,000 cap. The eleventh member's 100.00 on sum 13 (12.93)
// could win 1,293.00, more than the 27.00 left.
const STAKE = 10_309n;
const fill = (drawId: string) => ({ drawId, bets: [{ kind: 'sum', pick: 0, amount: '103.09' }] });
const eleventhBet = (drawId: string) => ({ drawId, bets: [{ kind: 'sum', pick: 13, amount: '100' }] });

/** Ten accounts fill the draw's cap; the eleventh member is refused, in both languages. */
async function fillDraw(draw: Draw, ten: { token: string }[], eleventh: { uid: number; token: string }) {
  expect(payoutFen(STAKE, oddsOf('pc28', { kind: 'sum', pick: 0 })!)).toBe(9_999_730n);
  const orderNos = [];
  for (const a of ten) {
    const res = await placeOrder(app, a.token, fill(draw.drawId));
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    orderNos.push(res.body.data.bets[0]!.orderNo);
  }
  expect(await exposureOf(draw.drawId)).toBe(99_997_300n);
  for (const lang of ['zh_hans', 'en'] as const) {
    const refused = await placeOrder(app, eleventh.token, eleventhBet(draw.drawId), { lang });
    expect(refused.body).toMatchObject({
      code: 0,
      error: 'lottery.draw_cap_reached',
      msg: translate(lang, 'lottery.draw_cap_reached'),
    });
  }
  expect(await central(eleventh.uid)).toBe(100_000n);
  return orderNos;
}

describe('ten accounts that fill a draw', () => {
  it('hold its room to the close only with stakes that stand: no withdrawal in the last part', async () => {
    const ten = await members(10, 200n);
    const [eleventh] = await members(1, 1_000n);
    const draw = await freshWindow();
    const orderNos = await fillDraw(draw, ten, eleventh!);
    const houseBefore = await kindBalance(db, 'house:games');

    // In the last part of the window the bets stand: every withdrawal is refused, in the member's language.
    intoLock(draw);
    for (const [i, a] of ten.entries()) {
      const lang = i % 2 === 0 ? 'en' : 'zh_hans';
      const res = await cancelOrder(app, a.token, orderNos[i]!, { lang });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 0,
        error: 'lottery.cancel_locked',
        msg: translate(lang, 'lottery.cancel_locked', { seconds: LOTTERY_GAMES.pc28.withdrawLockSeconds }),
      });
      expect(await central(a.uid)).toBe(20_000n - STAKE);
    }
    expect(
      await entries(
        'bet.refund',
        ten.map((a) => a.uid),
      ),
    ).toBe(0);
    expect(await exposureOf(draw.drawId)).toBe(99_997_300n);
    // The block still holds, but now at the price of 1,030.90 of stakes that stand.
    const still = await placeOrder(app, eleventh!.token, eleventhBet(draw.drawId));
    expect(still.body.error).toBe('lottery.draw_cap_reached');

    // The draw settles: each stake is lost to the house, or wins 99,997.30 (1 in 1,000).
    await lottery.tick(new Date(draw.closesAt));
    const report = await lottery.tick(new Date(draw.drawAt));
    expect(report.drawn).toContain(draw.drawId);
    expect(report.settled).toBe(10);
    const bets = await queryRows<{ member_id: string; status: string; payout: string }>(
      db,
      sql`select member_id::text, status, payout::text from lottery_bets where draw_id = ${draw.drawId}`,
    );
    expect(bets).toHaveLength(10);
    let paid = 0n;
    for (const b of bets) {
      expect(b.status).toBe('completed');
      expect(await central(Number(b.member_id))).toBe(20_000n - STAKE + BigInt(b.payout));
      paid += BigInt(b.payout);
    }
    expect(await kindBalance(db, 'house:games')).toBe(houseBefore - paid);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('give room back only before the last part: the others bet there, the ten cannot take it again', async () => {
    const ten = await members(10, 200n);
    const [eleventh] = await members(1, 1_000n);
    const draw = await freshWindow();
    const orderNos = await fillDraw(draw, ten, eleventh!);

    // Before the last part a withdrawal is refunded in full, and its room goes back to the draw...
    for (const [i, a] of ten.entries()) {
      const res = await cancelOrder(app, a.token, orderNos[i]!);
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 1, data: { bet: { status: 'withdrawn' } } });
      expect(await central(a.uid)).toBe(20_000n);
    }
    expect(await exposureOf(draw.drawId)).toBe(0n);
    // ...for the others, not for the ten: their withdrawn bets fill their shares.
    intoLock(draw);
    const placed = await placeOrder(app, eleventh!.token, eleventhBet(draw.drawId));
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(1);
    expect(await central(eleventh!.uid)).toBe(90_000n);
    for (const a of ten) {
      const again = await placeOrder(app, a.token, fill(draw.drawId));
      expect(again.body.error).toBe('lottery.member_cap_reached');
    }
    // A bet placed in the last part stands from the start.
    const late = await cancelOrder(app, eleventh!.token, placed.body.data.bets[0]!.orderNo, { lang: 'en' });
    expect(late.body).toMatchObject({ code: 0, error: 'lottery.cancel_locked' });
    expect(await central(eleventh!.uid)).toBe(90_000n);
    expect(
      await entries(
        'bet.refund',
        ten.map((a) => a.uid),
      ),
    ).toBe(10);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
