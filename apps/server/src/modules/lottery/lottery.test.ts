import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type Bet,
  betOptions,
  betWins,
  drawMessage,
  formatFen,
  LOTTERY_API,
  type LotteryGameCode,
  type LotteryGameInfo,
  type MessageKey,
  pathOf,
  payoutFen,
  resultFromBytes,
  translate,
} from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { startTurnover } from '../turnover/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { fund, newKey, operatorHeaders } from '../../../test/money.ts';
import { buildLotteryApp, cancelOrder, enterWindow, placeOrder } from '../../../test/lottery.ts';
import { admissionOf } from '../../lib/gates.ts';
import { capsOf, checkWager, openShare } from './draw-exposure.ts';
import { placeBets } from './place-statement.ts';
import { drawMemberRef } from './settle-batch.ts';

const turnover = startTurnover({ clock: systemClock });
const { app, lottery } = await buildLotteryApp();
const db = app.database.db;
const tz = app.config.timeZone;
afterAll(() => {
  vi.useRealTimers();
});

const info = async (game: LotteryGameCode) => (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game })).body.data;
const fen = (money: string) => BigInt(money.replace('.', ''));
const central = (memberId: number) => balanceOf(db, account.central(memberId));
const entries = async (type: string, refs: string[]) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from journal_entries where type = ${type} and ref in ${refs.length > 0 ? refs : ['-']}`,
  );
  return row!.n;
};
const betRefs = async (orderNos: string[]) =>
  (await queryRows<{ id: number }>(db, sql`select id::int as id from lottery_bets where order_no in ${orderNos}`)).map(
    (r) => `bet:${r.id}`,
  );

/** Recomputes a draw from its revealed seed as any member could: SHA-256 commitment, HMAC blocks, resultFromBytes. */
function recompute(game: LotteryGameCode, drawId: string, seedHex: string) {
  const key = Buffer.from(seedHex, 'hex');
  const blocks: Uint8Array[] = [];
  let result: number[] | null = null;
  for (let n = 0; result === null && n < 16; n += 1) {
    blocks.push(createHmac('sha256', key).update(drawMessage(drawId, n)).digest());
    result = resultFromBytes(game, blocks);
  }
  return { commitment: createHash('sha256').update(key).digest('hex'), result };
}

/** The clock of the next test: a fresh window after everything the previous ones ticked. */
let clock = new Date();
function nextWindow() {
  clock = enterWindow(new Date(Math.max(clock.getTime(), Date.now())), tz);
  return clock;
}
async function tickTo(at: Date | string) {
  const now = new Date(at);
  if (now > clock) clock = now;
  return lottery.tick(now);
}

async function richMember(yuan = 20_000n) {
  const m = await registerMember(app);
  await fund(db, m.uid, yuan * 100n);
  return m;
}

describe('draw schedule', () => {
  it('creates the open and the next draw of each game with a public commitment and a secret seed', async () => {
    const now = nextWindow();
    const report = await lottery.tick(now);
    expect(report.created).toHaveLength(4);
    expect((await lottery.tick(now)).created).toHaveLength(0);
    for (const game of ['fast3', 'pc28'] as const) {
      const { current, next } = await info(game);
      expect(current!.drawId).toMatch(new RegExp(`^${game}-\\d{8}-\\d{4}$`));
      expect(new Date(current!.opensAt) <= now && now < new Date(current!.closesAt)).toBe(true);
      expect(next!.opensAt).toBe(current!.closesAt);
      for (const d of [current!, next!]) {
        expect(d.status).toBe('open');
        expect(d.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(d.seed).toBeNull();
        expect(d.result).toBeNull();
      }
    }
    const fast3 = (await info('fast3')).current!;
    expect(new Date(fast3.drawAt).getTime() - new Date(fast3.closesAt).getTime()).toBe(10_000);
    const verify = await callEndpoint(app, LOTTERY_API.verifyDraw, { drawId: fast3.drawId });
    expect(verify.body.data).toMatchObject({ verified: null, draw: { seed: null } });
    const schedule = await callEndpoint(app, LOTTERY_API.caipiaoList);
    expect(schedule.body.data.list.map((d) => d.seed)).toEqual([null, null]);
  });

  it('answers odds from the shared rules, in hundredths as "1.99"', async () => {
    const res = await callEndpoint(app, LOTTERY_API.getLotteryPeilv, { game: 'fast3' }, { lang: 'en' });
    expect(res.body.data.list).toHaveLength(betOptions('fast3').length);
    expect(res.body.data.list.find((o) => o.kind === 'big')).toMatchObject({
      odds: '1.99',
      label: 'Big',
      minStake: '2.00',
    });
    expect(res.body.data.list.find((o) => o.kind === 'sum' && o.pick === 10)).toMatchObject({
      odds: '7.76',
      label: 'Sum 10',
    });
    const pc28 = await callEndpoint(app, LOTTERY_API.caipiaoOption);
    expect(pc28.body.data.list).toHaveLength(betOptions('pc28').length);
    const unknown = await callEndpoint(app, LOTTERY_API.getLotteryPeilv, unchecked({ game: 'keno' }), { lang: 'en' });
    expect(unknown.body).toMatchObject({ code: 0, error: 'lottery.game_unknown', msg: en['lottery.game_unknown'] });
  });
});

describe('settlement', () => {
  it('pays every winning bet stake x odds and losers nothing, for every bet type of both games', async () => {
    const now = nextWindow();
    await lottery.tick(now);
    const games = { fast3: (await info('fast3')).current!, pc28: (await info('pc28')).current! };
    const a = await richMember();
    const b = await richMember();
    await db.transaction((tx) => turnover.require(tx, a.uid, `test-req:${a.uid}`, 1_000_000n));

    // Every option of each game, at a stake that makes the rounding of stake x odds matter.
    const placed: Bet[] = [];
    for (const [game, member] of [
      ['fast3', a],
      ['pc28', b],
    ] as const) {
      const bets = betOptions(game).map((o, i) => ({
        kind: o.kind,
        pick: o.pick,
        amount: `${3 + (i % 5)}.${String(17 + i).slice(-2)}`,
      }));
      const res = await placeOrder(app, member.token, { drawId: games[game].drawId, bets });
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      expect(res.body.data.bets).toHaveLength(bets.length);
      placed.push(...res.body.data.bets);
    }
    const staked = (uid: number) =>
      placed
        .filter((p) => (uid === a.uid ? p.drawId === games.fast3.drawId : p.drawId === games.pc28.drawId))
        .reduce((s, p) => s + fen(p.stake), 0n);
    expect(await central(a.uid)).toBe(2_000_000n - staked(a.uid));
    expect(await central(b.uid)).toBe(2_000_000n - staked(b.uid));
    expect((await checkInvariants(db)).ok).toBe(true);

    // Betting closes, then each game draws at its own time.
    const closed = await tickTo(games.fast3.closesAt);
    expect(closed.closed).toEqual([games.fast3.drawId]);
    const fast3 = await tickTo(games.fast3.drawAt);
    expect(fast3.drawn).toEqual([games.fast3.drawId]);
    expect(fast3.settled).toBe(betOptions('fast3').length);
    await tickTo(games.pc28.closesAt);
    const pc28 = await tickTo(games.pc28.drawAt);
    // (Fast 3 drew its next draw too meanwhile, without bets.)
    expect(pc28.drawn).toContain(games.pc28.drawId);
    expect(pc28.settled).toBe(betOptions('pc28').length);

    for (const [game, member] of [
      ['fast3', a],
      ['pc28', b],
    ] as const) {
      const res = await callEndpoint(app, LOTTERY_API.getUserGameList, { game, limit: '100' }, { token: member.token });
      expect(res.body.data.total).toBe(betOptions(game).length);
      let payouts = 0n;
      let winners = 0;
      for (const bet of res.body.data.list) {
        const result = bet.result!;
        const stake = fen(bet.stake);
        const expected = betWins(game, { kind: bet.kind as never, pick: bet.pick }, result)
          ? payoutFen(stake, Math.round(Number(bet.odds) * 100))
          : 0n;
        expect(bet.status).toBe('completed');
        expect(fen(bet.payout!), `${bet.kind} ${bet.pick} on ${result.join(',')}`).toBe(expected);
        expect(bet.winLose).toBe(formatFen(expected - stake));
        payouts += expected;
        if (expected > 0n) winners += 1;
      }
      // At least the sum bet on the result's sum wins.
      expect(winners).toBeGreaterThan(0);
      expect(await central(member.uid)).toBe(2_000_000n - staked(member.uid) + payouts);
      const refs = await betRefs(res.body.data.list.map((x) => x.orderNo));
      // A stake per bet; one payout for all the member's winning bets on the draw (settle-batch.ts).
      expect(await entries('bet.payout', [drawMemberRef(games[game].drawId, member.uid)])).toBe(1);
      expect(await entries('bet.stake', refs)).toBe(refs.length);
    }
    expect(await turnover.remaining(db, a.uid)).toBe(1_000_000n - staked(a.uid));
    expect((await checkInvariants(db)).ok).toBe(true);

    // Ticking again changes nothing.
    const again = await tickTo(games.pc28.drawAt);
    expect([again.drawn, again.settled]).toEqual([[], 0]);

    // The bet records see the same bets.
    const records = await lottery.betsOf(
      a.uid,
      { from: new Date(now.getTime() - 3_600_000), to: new Date(now.getTime() + 3_600_000) },
      { page: 1, limit: 100 },
      'zh_hans',
    );
    expect(records.total).toBe(betOptions('fast3').length);
    expect(records.rows[0]).toMatchObject({
      platform: 'house',
      gameType: 'lottery',
      gameName: '快3',
      status: 'completed',
    });
    const totals = await lottery.totalsOf(a.uid, {
      from: new Date(now.getTime() - 86_400_000),
      to: new Date(now.getTime() + 86_400_000),
    });
    expect(totals.reduce((s, t) => s + t.stake, 0n)).toBe(staked(a.uid));
    expect(totals.reduce((s, t) => s + t.winLose, 0n)).toBe(records.rows.reduce((s, r) => s + r.winLose!, 0n));
  });
});

describe('placing bets', () => {
  it('refuses a bet after betting closed, with a clear message in both languages, and changes nothing', async () => {
    const now = nextWindow();
    await lottery.tick(now);
    const m = await richMember();
    const { current, next } = await info('fast3');
    const bet = { kind: 'big', pick: null, amount: '10' };
    const key = newKey();
    const placed = await placeOrder(app, m.token, { drawId: current!.drawId, bets: [bet] }, { key });
    expect(placed.body.code).toBe(1);
    const before = await central(m.uid);

    // Past closesAt, even before the scheduler marked the draw closed.
    vi.setSystemTime(new Date(current!.closesAt));
    // A retry of the order placed in time still answers it, from its key or (the key swept) its bets.
    expect((await placeOrder(app, m.token, { drawId: current!.drawId, bets: [bet] }, { key })).body).toEqual(
      placed.body,
    );
    await db.execute(sql`delete from idempotency_keys where member_id = ${m.uid} and key = ${key}`);
    const swept = await placeOrder(app, m.token, { drawId: current!.drawId, bets: [bet] }, { key });
    expect(swept.body.data?.batchNo).toBe(placed.body.data.batchNo);
    for (const lang of ['zh_hans', 'en'] as const) {
      const res = await placeOrder(app, m.token, { drawId: current!.drawId, bets: [bet] }, { lang });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 0,
        error: 'lottery.draw_closed',
        msg: (lang === 'en' ? en : zh_hans)['lottery.draw_closed'],
      });
    }
    expect(en['lottery.draw_closed']).toBe('Betting for this draw has closed, please bet on the next draw');
    await tickTo(current!.closesAt);
    const closed = await placeOrder(app, m.token, { drawId: current!.drawId, bets: [bet] }, { lang: 'en' });
    expect(closed.body).toMatchObject({ code: 0, error: 'lottery.draw_closed' });
    expect(await central(m.uid)).toBe(before);
    // The next draw is open now.
    expect((await placeOrder(app, m.token, { drawId: next!.drawId, bets: [bet] })).body.code).toBe(1);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('refuses bad selections, stakes and draws with code 0 and writes nothing', async () => {
    const m = await richMember(50n);
    const { current, next } = await info('pc28');
    const drawId = current!.drawId;
    const cases: [unknown, string][] = [
      [{ drawId, bets: [{ kind: 'triple', pick: 3, amount: '10' }] }, 'lottery.option_unknown'], // pc28 has no triple of a face
      [{ drawId, bets: [{ kind: 'sum', pick: 28, amount: '10' }] }, 'lottery.option_unknown'],
      [{ drawId, bets: [{ kind: 'pair', amount: '10' }] }, 'common.ok'],
      [{ drawId, bets: [{ kind: 'big', amount: '1.99' }] }, 'lottery.stake_range'],
      [{ drawId, bets: [{ kind: 'big', amount: '10000.01' }] }, 'lottery.stake_range'],
      [{ drawId, bets: [{ kind: 'big', amount: '2.001' }] }, 'rules.amount'],
      [{ drawId, bets: [] }, 'lottery.bets_required'],
      [{ drawId, bets: Array.from({ length: 51 }, () => ({ kind: 'big', amount: '2' })) }, 'lottery.bets_too_many'],
      [{ drawId, bets: [{ kind: 'big', amount: '2', extra: 1 }] }, 'common.unknown_field'],
      [{ drawId: 'pc28-2026', bets: [{ kind: 'big', amount: '2' }] }, 'lottery.draw_id'],
      [{ drawId: 'pc28-19990101-0001', bets: [{ kind: 'big', amount: '2' }] }, 'lottery.draw_not_found'],
      [{ drawId: next!.drawId, bets: [{ kind: 'big', amount: '2' }] }, 'lottery.draw_not_open'],
      [
        {
          drawId,
          bets: [
            { kind: 'big', amount: '30' },
            { kind: 'small', amount: '30' },
          ],
        },
        'money.insufficient_balance',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await placeOrder(app, m.token, body as never, { lang: 'en' });
      if (error === 'common.ok') expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      else {
        const msg = translate('en', error as MessageKey, { min: '2.00', max: '10000.00' });
        expect(res.body, JSON.stringify(body)).toMatchObject({ code: 0, error, msg });
      }
    }
    expect(await central(m.uid)).toBe(4_000n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where member_id = ${m.uid}`,
    );
    expect(row!.n).toBe(1);
    expect(
      (await placeOrder(app, m.token, { drawId, bets: [{ kind: 'big', amount: '2' }] }, { key: 'x' })).body.error,
    ).toBe('money.idempotency_key_required');
    expect((await callEndpoint(app, LOTTERY_API.placeOrder, { drawId, bets: [] })).status).toBe(401);
  });

  it('places an order once per Idempotency-Key', async () => {
    const m = await richMember(100n);
    const { current } = await info('pc28');
    const body = {
      drawId: current!.drawId,
      bets: [
        { kind: 'odd', amount: '5' },
        { kind: 'sum', pick: 13, amount: '5.50' },
      ],
    };
    const key = newKey();
    const first = await placeOrder(app, m.token, body, { key });
    const second = await placeOrder(app, m.token, body, { key });
    expect(first.body.code).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(first.body.data).toMatchObject({ totalStake: '10.50', balance: '89.50' });
    // Stored by the order's own statement, the balance filled in there: the answer as it was sent.
    const stored = await queryRows(
      db,
      sql`select state, status_code, response from idempotency_keys where member_id = ${m.uid} and key = ${key}`,
    );
    expect(stored).toEqual([{ state: 'done', status_code: 200, response: first.body }]);
    // The service finds the bets by the key even when the plugin's stored answer is gone (a retry after a crash).
    const again = await lottery.placeOrder(
      m.uid,
      { drawId: current!.drawId, bets: [{ kind: 'odd', pick: null, amount: '5' }] },
      key,
      'zh_hans',
    );
    expect(again.batchNo).toBe(first.body.data.batchNo);
    expect(again.bets).toHaveLength(2);
    const other = await placeOrder(app, m.token, { ...body, bets: [{ kind: 'even', amount: '5' }] }, { key });
    expect(other.status).toBe(422);
    expect(await central(m.uid)).toBe(8_950n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where member_id = ${m.uid}`,
    );
    expect(row!.n).toBe(2);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('answers an order whose answer died with its process from its bets, never placing it twice', async () => {
    const m = await richMember(100n);
    const { current } = await info('pc28');
    const body = { drawId: current!.drawId, bets: [{ kind: 'odd', amount: '5' }] };
    const key = newKey();
    const first = await placeOrder(app, m.token, body, { key });
    expect(first.body.code).toBe(1);
    // The window of a crash: the bets and the key committed together, the answer never stored.
    await db.execute(sql`update idempotency_keys set state = 'running', status_code = null, response = null,
                         updated_at = now() - interval '1 hour' where member_id = ${m.uid} and key = ${key}`);
    const retry = await placeOrder(app, m.token, body, { key });
    expect(retry.body.data?.batchNo).toBe(first.body.data.batchNo);
    expect(await central(m.uid)).toBe(9_500n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where member_id = ${m.uid}`,
    );
    expect(row!.n).toBe(1);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('writes no bet and no stake for an order that reaches a draw closed since its checks', async () => {
    const m = await richMember(100n);
    const { current } = await info('pc28');
    const order = {
      memberId: m.uid,
      game: 'pc28' as const,
      drawId: current!.drawId,
      selections: [{ kind: 'odd' as const, pick: null, stake: 500n, odds: 199, potential: 995n }],
      key: newKey(),
      now: new Date(current!.closesAt),
      timeZone: tz,
    };
    const wager = { drawId: order.drawId, memberId: m.uid, potential: 995n, now: order.now };
    await openShare(db, wager);
    const admit = admissionOf([], {});
    const limits = { caps: capsOf(app.config), admit, way: { checked: false, wide: false } };
    await expect(placeBets(db, order, 'L20260101000000000001', limits, null)).rejects.toMatchObject({
      why: { has_share: true, reserved: false },
    });
    await expect(checkWager(db, wager, limits.caps)).rejects.toMatchObject({ key: 'lottery.draw_closed', status: 409 });
    expect(await central(m.uid)).toBe(10_000n);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where member_id = ${m.uid}`,
    );
    expect(row!.n).toBe(0);
  });

  it('caps what one draw may pay out in total; a withdrawn bet frees its room for other members', async () => {
    const { current } = await info('pc28');
    const drawId = current!.drawId;
    const triple = (amount: string) => ({ drawId, bets: [{ kind: 'triple_any', amount }] });
    // Any triple pays 97.00. The cap is 200 000 yuan for all open bets of the draw and 20 000 (10%)
    // for one member's (draw-cap.test.ts): ten members who may win 19 400 each fill 194 000 of it.
    const members = [];
    for (let i = 0; i < 11; i += 1) members.push(await richMember(1_000n));
    const placed = [];
    for (const m of members.slice(0, 10)) {
      const res = await placeOrder(app, m.token, triple('200'));
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      placed.push(res.body.data.bets[0]!);
    }
    const late = members[10]!;
    const big = await placeOrder(app, late.token, triple('100'), { lang: 'en' });
    expect(big.body).toMatchObject({ code: 0, error: 'lottery.draw_cap_reached', msg: en['lottery.draw_cap_reached'] });
    expect(await central(late.uid)).toBe(100_000n);
    expect((await cancelOrder(app, members[0]!.token, placed[0]!.orderNo)).body.code).toBe(1);
    expect((await placeOrder(app, late.token, triple('100'))).body.code).toBe(1);
    expect(await central(late.uid)).toBe(90_000n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

describe('withdrawing a bet', () => {
  it('refunds a bet withdrawn before the close, once; refuses after the close', async () => {
    const now = nextWindow();
    await lottery.tick(now);
    const m = await richMember(100n);
    const { current } = await info('fast3');
    const res = await placeOrder(app, m.token, {
      drawId: current!.drawId,
      bets: [
        { kind: 'small', amount: '20' },
        { kind: 'sum', pick: 9, amount: '10' },
      ],
    });
    const [keep, withdraw] = res.body.data.bets as [Bet, Bet];
    expect(await central(m.uid)).toBe(7_000n);

    const first = await cancelOrder(app, m.token, withdraw.orderNo, { lang: 'en' });
    expect(first.body).toMatchObject({
      code: 1,
      msg: en['lottery.withdrawn'],
      data: { bet: { status: 'withdrawn', winLose: '0.00' }, balance: '80.00' },
    });
    const second = await cancelOrder(app, m.token, withdraw.orderNo);
    expect(second.body.data.bet.status).toBe('withdrawn');
    expect(await central(m.uid)).toBe(8_000n);
    expect(await entries('bet.refund', await betRefs([withdraw.orderNo]))).toBe(1);

    const stranger = await richMember(10n);
    expect((await cancelOrder(app, stranger.token, keep.orderNo)).body).toMatchObject({
      code: 0,
      error: 'lottery.bet_not_found',
    });

    await tickTo(current!.closesAt);
    for (const lang of ['zh_hans', 'en'] as const) {
      const late = await cancelOrder(app, m.token, keep.orderNo, { lang });
      expect(late.body).toMatchObject({
        code: 0,
        error: 'lottery.cancel_closed',
        msg: (lang === 'en' ? en : zh_hans)['lottery.cancel_closed'],
      });
    }
    const drawn = await tickTo(current!.drawAt);
    expect(drawn.settled).toBeGreaterThanOrEqual(1);
    const list = await callEndpoint(app, LOTTERY_API.getUserGameList, { drawId: current!.drawId }, { token: m.token });
    const byNo = new Map(list.body.data.list.map((b) => [b.orderNo, b]));
    expect(byNo.get(withdraw.orderNo)!.status).toBe('withdrawn');
    expect(byNo.get(keep.orderNo)!.status).toBe('completed');
    expect((await cancelOrder(app, m.token, keep.orderNo)).body.error).toBe('lottery.bet_settled');
    expect(await central(m.uid)).toBe(8_000n + fen(byNo.get(keep.orderNo)!.payout!));
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

describe('void draws', () => {
  it('lets an operator void an undrawn draw: every bet cancelled and refunded, the seed shown after the draw time', async () => {
    const now = nextWindow();
    await lottery.tick(now);
    const m = await richMember(100n);
    const { current } = await info('pc28');
    await placeOrder(app, m.token, {
      drawId: current!.drawId,
      bets: [
        { kind: 'big', amount: '10' },
        { kind: 'straight', amount: '5' },
      ],
    });
    expect(await central(m.uid)).toBe(8_500n);

    const headers = await operatorHeaders(app, 'admin');
    const voided = await callEndpoint(
      app,
      LOTTERY_API.adminVoidDraw,
      { drawId: current!.drawId, reason: 'operator test' },
      { headers },
    );
    expect(voided.body).toMatchObject({ code: 1, data: { refunded: 2, draw: { status: 'void', seed: null } } });
    expect(await central(m.uid)).toBe(10_000n);
    const bets = await callEndpoint(app, LOTTERY_API.getUserGameList, { status: 'cancelled' }, { token: m.token });
    expect(bets.body.data.list.map((b) => [b.status, b.winLose])).toEqual([
      ['cancelled', '0.00'],
      ['cancelled', '0.00'],
    ]);
    const again = await callEndpoint(
      app,
      LOTTERY_API.adminVoidDraw,
      { drawId: current!.drawId, reason: 'again' },
      { headers },
    );
    expect(again.body).toMatchObject({ code: 0, error: 'lottery.void_not_allowed' });
    const member = await callEndpoint(
      app,
      LOTTERY_API.adminVoidDraw,
      { drawId: current!.drawId, reason: 'x' },
      { token: m.token },
    );
    expect(member.status).toBe(401);

    // The scheduler never draws it; after its draw time the seed is public and matches.
    const tick = await tickTo(current!.drawAt);
    expect(tick.drawn).not.toContain(current!.drawId);
    vi.setSystemTime(new Date(current!.drawAt));
    const verify = await callEndpoint(app, LOTTERY_API.verifyDraw, { drawId: current!.drawId });
    expect(verify.body.data.draw.status).toBe('void');
    expect(recompute('pc28', current!.drawId, verify.body.data.draw.seed!).commitment).toBe(current!.commitment);
    expect(verify.body.data.verified).toBe(true);
    // One refund for both of the member's bets on the void draw.
    expect(await entries('bet.refund', [drawMemberRef(current!.drawId, m.uid)])).toBe(1);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

describe('results', () => {
  it('pushes each result to open pages over Server-Sent Events', async () => {
    const now = nextWindow();
    await lottery.tick(now);
    const { current } = await info('fast3');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${address.port}/api/${pathOf(LOTTERY_API.stream)}?game=fast3`, {
      signal: abort.signal,
      headers: { lang: 'en' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: draw') && data) return JSON.parse(data.slice(6)) as LotteryGameInfo;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextEvent();
    expect(first).toMatchObject({ name: 'Fast 3', current: { drawId: current!.drawId } });
    await tickTo(current!.closesAt);
    await tickTo(current!.drawAt);
    const pushed = await nextEvent();
    expect(pushed.last!.drawId).toBe(current!.drawId);
    expect(pushed.last!.result).toHaveLength(3);
    expect(pushed.last!.seed).toMatch(/^[0-9a-f]{64}$/);
    abort.abort();
  });

  it('reveals every seed after its draw: it hashes to the commitment and reproduces the result', async () => {
    let checked = 0;
    for (const game of ['fast3', 'pc28'] as const) {
      const history = await callEndpoint(app, LOTTERY_API.getLotteryOneList, { game, limit: '100' });
      for (const d of history.body.data.list.filter((x) => x.status === 'drawn')) {
        const again = recompute(game, d.drawId, d.seed!);
        expect(again.commitment, d.drawId).toBe(d.commitment);
        expect(again.result, d.drawId).toEqual(d.result);
        const verify = await callEndpoint(app, LOTTERY_API.verifyDraw, { drawId: d.drawId });
        expect(verify.body.data.verified).toBe(true);
        checked += 1;
      }
    }
    // Every draw the tests drew, and nothing still secret among them.
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_draws where status = 'drawn'`,
    );
    expect(checked).toBe(row!.n);
    expect(checked).toBeGreaterThanOrEqual(4);
    const pc28 = await callEndpoint(app, LOTTERY_API.caipiaoHistory);
    expect(pc28.body.data.list.every((d) => d.game === 'pc28')).toBe(true);
    const last = await callEndpoint(app, LOTTERY_API.locsgwinLastGameInfo);
    expect(last.body.data!.game).toBe('fast3');
    expect(last.body.data!.seed).not.toBeNull();
  });
});
