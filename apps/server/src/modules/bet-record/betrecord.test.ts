import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  BETRECORD_API,
  type BetListQuery,
  drawMessage,
  formatFen,
  resultFromBytes,
  startOfDayIn,
  todayIn,
} from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { cancelOrder, enterWindow, lotteryService, placeOrder } from '../../../test/lottery.ts';
import { venueBetsOf } from '../../../test/bet-record.ts';
import { playerOf } from '../venue/index.ts';
import { LIVE, SLOTS, buildWalletApp, fund, startTestSandbox, transfer } from '../../../test/wallet.ts';

// Bet records across the house lottery and the venues, on a clock moved through the platform's
// calendar (Asia/Shanghai): bets yesterday, today, 5 and 40 days ago.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox, { VENUE_BET_SYNC_INTERVAL_MS: '0', LOTTERY_DRAW_PAYOUT_CAP_YUAN: '200000' });
const db = app.database.db;
const tz = app.config.timeZone;
const lottery = lotteryService(app.database, app.config);
const venueBets = venueBetsOf(app);
afterAll(() => {
  vi.useRealTimers();
});

const fen = (money: string) => BigInt(money.replace('.', ''));

// The day the clock ends on, and a time of it late enough for a bet at 00:30 to be in its past.
const hour = 3_600_000;
const probe = enterWindow(new Date(Math.max(Date.now(), startOfDayIn(todayIn(tz), tz).getTime() + hour)), tz);
const today = todayIn(tz, probe);
const dayAt = (offset: number, ms: number) => new Date(startOfDayIn(addDays(today, offset), tz).getTime() + ms);
const nowToday = probe >= dayAt(0, hour) ? probe : enterWindow(dayAt(0, hour), tz);

// Yesterday noon: two Fast 3 bets, drawn and settled.
enterWindow(dayAt(-1, 12 * hour), tz);
const m = await registerMember(app);
const other = await registerMember(app);
await fund(app, m.uid, 100_000n);
await lottery.tick(new Date());
const fast3Yesterday = (await lottery.gameInfo('fast3', 'en')).current!;
const yesterdayOrder = await placeOrder(app, m.token, {
  drawId: fast3Yesterday.drawId,
  bets: [
    { kind: 'big', amount: '10' },
    { kind: 'small', amount: '10' },
  ],
});
await lottery.tick(new Date(fast3Yesterday.closesAt));
await lottery.tick(new Date(fast3Yesterday.drawAt));

// Today: a PC28 bet left open, a Fast 3 bet withdrawn; money to both venues.
enterWindow(nowToday, tz);
await lottery.tick(new Date());
const pc28Today = (await lottery.gameInfo('pc28', 'en')).current!;
const openOrder = await placeOrder(app, m.token, { drawId: pc28Today.drawId, bets: [{ kind: 'odd', amount: '5' }] });
const fast3Today = (await lottery.gameInfo('fast3', 'en')).current!;
const withdrawnOrder = await placeOrder(app, m.token, {
  drawId: fast3Today.drawId,
  bets: [{ kind: 'big', amount: '2' }],
});
await cancelOrder(app, m.token, withdrawnOrder.body.data.bets[0]!.orderNo);
expect((await transfer(app, m.token, { from: 'central', to: SLOTS.code, amount: '300' })).body.data.status).toBe(
  'success',
);
expect((await transfer(app, m.token, { from: 'central', to: LIVE.code, amount: '100' })).body.data.status).toBe(
  'success',
);

// Venue bets at chosen times: 23:30 yesterday and 00:30 today are one hour apart but on two platform days.
const player = playerOf(m.uid);
const venueBet = (merchant: string, at: Date, stake: bigint, outcome: { payout: bigint } | 'void' | null) => {
  const id = sandbox.placeBet(merchant, player, { game: 'lantern_reels', stake, at });
  if (outcome) sandbox.settleBet(merchant, id, outcome, new Date(at.getTime() + 60_000));
  return id;
};
const v = {
  lateYesterday: venueBet(SLOTS.merchant, dayAt(0, -30 * 60_000), 2_000n, { payout: 5_000n }),
  earlyToday: venueBet(SLOTS.merchant, dayAt(0, 30 * 60_000), 3_000n, { payout: 0n }),
  fiveDaysAgo: venueBet(SLOTS.merchant, dayAt(-5, 12 * hour), 1_000n, { payout: 1_500n }),
  open: venueBet(SLOTS.merchant, new Date(Date.now() - 60_000), 500n, null),
  voided: venueBet(LIVE.merchant, dayAt(0, 45 * 60_000), 4_000n, 'void'),
  fortyDaysAgo: venueBet(SLOTS.merchant, dayAt(-40, 12 * hour), 100n, { payout: 0n }),
};
await venueBets.sync();

const lotteryYesterday = yesterdayOrder.body.data.bets.map((b) => b.orderNo);
const lotteryOpen = openOrder.body.data.bets[0]!.orderNo;
const lotteryWithdrawn = withdrawnOrder.body.data.bets[0]!.orderNo;

const list = (query: BetListQuery, lang: 'en' | 'zh_hans' = 'en', token = m.token) =>
  callEndpoint(app, BETRECORD_API.getBetList, query, { token, lang });
const orderNos = async (query: BetListQuery) => {
  const res = await list({ limit: '100', ...query });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  expect(res.body.data.total).toBe(res.body.data.list.length);
  return res.body.data.list.map((b) => b.orderNo).sort();
};
const sorted = (...ids: string[]) => [...ids].sort();

describe('bet records', () => {
  it('finds lottery and venue bets by the days of the platform time zone', async () => {
    expect(await orderNos({ range: 'today' })).toEqual(
      sorted(lotteryOpen, lotteryWithdrawn, v.earlyToday, v.open, v.voided),
    );
    expect(await orderNos({ range: 'yesterday' })).toEqual(sorted(...lotteryYesterday, v.lateYesterday));
    const week = sorted(
      lotteryOpen,
      lotteryWithdrawn,
      v.earlyToday,
      v.open,
      v.voided,
      ...lotteryYesterday,
      v.lateYesterday,
      v.fiveDaysAgo,
    );
    expect(await orderNos({ range: 'last7' })).toEqual(week);
    expect(await orderNos({ range: 'last30' })).toEqual(week);
    expect(await orderNos({ range: 'custom', from: addDays(today, -5), to: addDays(today, -1) })).toEqual(
      sorted(...lotteryYesterday, v.lateYesterday, v.fiveDaysAgo),
    );
    // Today is the default.
    expect((await list({})).body.data.total).toBe(5);
  });

  it('filters by platform and by status, and pages the merged list newest first', async () => {
    const week = { range: 'last7' } as const;
    expect(await orderNos({ ...week, platform: 'house' })).toEqual(
      sorted(...lotteryYesterday, lotteryOpen, lotteryWithdrawn),
    );
    expect(await orderNos({ ...week, platform: SLOTS.code })).toEqual(
      sorted(v.lateYesterday, v.earlyToday, v.fiveDaysAgo, v.open),
    );
    expect(await orderNos({ ...week, platform: LIVE.code })).toEqual([v.voided]);
    expect(await orderNos({ ...week, platform: 'nowhere' })).toEqual([]);
    expect(await orderNos({ ...week, status: 'completed' })).toEqual(
      sorted(...lotteryYesterday, v.lateYesterday, v.earlyToday, v.fiveDaysAgo),
    );
    expect(await orderNos({ ...week, status: 'unfinished' })).toEqual(sorted(lotteryOpen, v.open));
    expect(await orderNos({ ...week, status: 'withdrawn' })).toEqual([lotteryWithdrawn]);
    expect(await orderNos({ ...week, status: 'cancelled' })).toEqual([v.voided]);
    expect(await orderNos({ ...week, status: 'completed', platform: 'house' })).toEqual(sorted(...lotteryYesterday));

    const all = (await list({ ...week, limit: '100' })).body.data.list;
    const times = all.map((b) => b.placedAt);
    expect(times).toEqual([...times].sort().reverse());
    const pages = [];
    for (const page of ['1', '2', '3']) {
      const res = (await list({ ...week, limit: '4', page })).body.data;
      expect(res).toMatchObject({ total: 9, limit: 4, page: Number(page) });
      pages.push(...res.list.map((b) => b.orderNo));
    }
    expect(pages).toEqual(all.map((b) => b.orderNo));
    expect((await list({ ...week, limit: '100', page: '1000000000' })).body.data).toMatchObject({ list: [], total: 9 });
  });

  it('answers each bet with its game, platform, type, amounts and status in the member language', async () => {
    const all = (await list({ range: 'last7', limit: '100' })).body.data.list;
    const byNo = new Map(all.map((b) => [b.orderNo, b]));
    expect(byNo.get(v.lateYesterday)).toMatchObject({
      platform: SLOTS.code,
      platformName: 'Sandbox Slots (demo)',
      game: 'lantern_reels',
      stake: '20.00',
      validStake: '20.00',
      payout: '50.00',
      winLose: '30.00',
      status: 'completed',
      statusLabel: 'Completed',
      content: null,
      drawId: null,
    });
    expect(byNo.get(v.open)).toMatchObject({ status: 'unfinished', winLose: null, payout: null, validStake: '0.00' });
    expect(byNo.get(v.voided)).toMatchObject({
      platform: LIVE.code,
      status: 'cancelled',
      winLose: '0.00',
      statusLabel: 'Cancelled',
    });
    expect(byNo.get(lotteryOpen)).toMatchObject({
      platform: 'house',
      platformName: 'Platform games',
      gameType: 'lottery',
      gameTypeLabel: 'Lottery',
      game: 'pc28',
      gameName: 'PC28',
      content: 'Odd',
      drawId: pc28Today.drawId,
      stake: '5.00',
      status: 'unfinished',
      statusLabel: 'Unfinished',
    });
    expect(byNo.get(lotteryWithdrawn)).toMatchObject({
      status: 'withdrawn',
      winLose: '0.00',
      statusLabel: 'Withdrawn',
    });
    for (const no of lotteryYesterday) {
      const b = byNo.get(no)!;
      expect(b.status).toBe('completed');
      expect(fen(b.winLose!)).toBe(fen(b.payout!) - fen(b.stake));
    }
    const zh = (await list({ range: 'today', status: 'withdrawn' }, 'zh_hans')).body.data.list[0]!;
    expect(zh).toMatchObject({ statusLabel: '已撤单', gameTypeLabel: '彩票', platformName: '平台游戏' });
  });

  it('totals the bets per platform day and per platform', async () => {
    const res = await callEndpoint(app, BETRECORD_API.getTotalList, { range: 'last7' }, { token: m.token, lang: 'en' });
    expect(res.body.code).toBe(1);
    const t = res.body.data;
    const lotteryWinLose = (await list({ range: 'yesterday', platform: 'house' })).body.data.list.reduce(
      (s, b) => s + fen(b.winLose!),
      0n,
    );
    expect([t.fromDate, t.toDate]).toEqual([addDays(today, -6), today]);
    expect(t.list.map((d) => d.date)).toEqual([today, addDays(today, -1), addDays(today, -5)]);
    const day = (date: string) => t.list.find((d) => d.date === date)!;
    expect(day(today)).toMatchObject({ bets: 5, stake: '82.00', validStake: '30.00', winLose: '-30.00' });
    expect(day(today).platforms).toEqual([
      {
        platform: 'house',
        platformName: 'Platform games',
        bets: 2,
        stake: '7.00',
        validStake: '0.00',
        winLose: '0.00',
      },
      {
        platform: SLOTS.code,
        platformName: 'Sandbox Slots (demo)',
        bets: 2,
        stake: '35.00',
        validStake: '30.00',
        winLose: '-30.00',
      },
      {
        platform: LIVE.code,
        platformName: 'Sandbox Live (demo)',
        bets: 1,
        stake: '40.00',
        validStake: '0.00',
        winLose: '0.00',
      },
    ]);
    expect(day(addDays(today, -1)).platforms).toEqual([
      {
        platform: 'house',
        platformName: 'Platform games',
        bets: 2,
        stake: '20.00',
        validStake: '20.00',
        winLose: formatFen(lotteryWinLose),
      },
      {
        platform: SLOTS.code,
        platformName: 'Sandbox Slots (demo)',
        bets: 1,
        stake: '20.00',
        validStake: '20.00',
        winLose: '30.00',
      },
    ]);
    expect(day(addDays(today, -5))).toMatchObject({ bets: 1, stake: '10.00', winLose: '5.00' });
    expect(t.platforms.map((p) => [p.platform, p.bets, p.stake])).toEqual([
      ['house', 4, '27.00'],
      [SLOTS.code, 4, '65.00'],
      [LIVE.code, 1, '40.00'],
    ]);
    expect(t.total).toEqual({
      bets: 9,
      stake: '132.00',
      validStake: '80.00',
      winLose: formatFen(lotteryWinLose + 500n),
    });

    const slotsOnly = await callEndpoint(
      app,
      BETRECORD_API.getTotalList,
      { range: 'last7', platform: SLOTS.code },
      { token: m.token },
    );
    expect(slotsOnly.body.data.total).toEqual({ bets: 4, stake: '65.00', validStake: '60.00', winLose: '5.00' });
  });

  it('shows a lottery bet with everything needed to verify its draw in the browser', async () => {
    const detail = (orderNo: string) =>
      callEndpoint(app, BETRECORD_API.getBetDetail, { orderNo }, { token: m.token, lang: 'en' });
    const settled = (await detail(lotteryYesterday[0]!)).body.data;
    expect(settled).toMatchObject({
      orderNo: lotteryYesterday[0],
      content: 'Big',
      status: 'completed',
      drawId: fast3Yesterday.drawId,
    });
    expect(fen(settled.potentialPayout!)).toBe((fen(settled.stake) * fen(settled.odds!)) / 100n);
    const { draw, verified, scheme } = settled.verification!;
    expect([draw.drawId, draw.status, scheme, verified]).toEqual([
      fast3Yesterday.drawId,
      'drawn',
      'hmac-sha256-v1',
      true,
    ]);
    // What the page does: SHA-256 of the seed is the commitment; HMAC-SHA256 blocks give the result.
    const key = Buffer.from(draw.seed!, 'hex');
    expect(createHash('sha256').update(key).digest('hex')).toBe(draw.commitment);
    const blocks: Uint8Array[] = [];
    let result: number[] | null = null;
    for (let n = 0; result === null && n < 16; n += 1) {
      blocks.push(createHmac('sha256', key).update(drawMessage(draw.drawId, n)).digest());
      result = resultFromBytes(draw.game, blocks);
    }
    expect(result).toEqual(draw.result);

    const open = (await detail(lotteryOpen)).body.data;
    expect(open).toMatchObject({ status: 'unfinished', odds: expect.any(String) });
    expect(open.verification!.draw).toMatchObject({ drawId: pc28Today.drawId, seed: null, result: null });
    expect(open.verification!.draw.commitment).toMatch(/^[0-9a-f]{64}$/);

    const venue = (await detail(v.lateYesterday)).body.data;
    expect(venue).toMatchObject({ platform: SLOTS.code, winLose: '30.00', odds: null, verification: null });
  });

  it('answers someone else’s bet, an unknown one and a malformed number as not found, in both languages', async () => {
    for (const [lang, texts] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      for (const [token, orderNo] of [
        [other.token, lotteryYesterday[0]!],
        [other.token, v.lateYesterday],
        [m.token, 'L2099010100000000000000'],
        [m.token, '../etc'],
      ] as const) {
        const res = await callEndpoint(app, BETRECORD_API.getBetDetail, { orderNo }, { token, lang });
        expect(res.body).toMatchObject({ code: 0, error: 'gamebet.not_found', msg: texts['gamebet.not_found'] });
      }
    }
    expect((await list({ range: 'last7' }, 'en', other.token)).body.data.total).toBe(0);
    expect((await callEndpoint(app, BETRECORD_API.getBetList)).body.code).toBe(401);
  });

  it('refuses more than the last 30 days with the records message in both languages', async () => {
    for (const [lang, texts] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      for (const e of [BETRECORD_API.getBetList, BETRECORD_API.getTotalList]) {
        const res = await callEndpoint(
          app,
          e,
          { range: 'custom', from: addDays(today, -30), to: today },
          { token: m.token, lang },
        );
        expect(res.body).toMatchObject({
          code: 0,
          error: 'records.range_too_old',
          msg: texts['records.range_too_old'],
        });
        const bad = await callEndpoint(app, e, { range: 'custom' }, { token: m.token, lang });
        expect(bad.body).toMatchObject({
          code: 0,
          error: 'records.range_invalid',
          msg: texts['records.range_invalid'],
        });
      }
    }
    const oldest = await list({ range: 'custom', from: addDays(today, -29), to: today });
    expect(oldest.body.data.total).toBe(9);
    expect((await list(unchecked({ range: 'last30', status: 'done' }))).body).toMatchObject({
      code: 0,
      error: 'common.invalid_request',
    });
    expect((await list(unchecked({ range: 'last30', extra: '1' }))).body).toMatchObject({
      code: 0,
      error: 'common.unknown_field',
    });
  });

  it('lists the platforms and statuses to filter by', async () => {
    const res = await callEndpoint(app, BETRECORD_API.getBetFilters, undefined, { token: m.token, lang: 'en' });
    expect(res.body.data.platforms).toEqual([
      { code: 'house', label: 'Platform games' },
      { code: SLOTS.code, label: 'Sandbox Slots (demo)' },
      { code: LIVE.code, label: 'Sandbox Live (demo)' },
      { code: 'sandbox_fishing', label: 'Sandbox Fishing (demo)' },
      { code: 'sandbox_sports', label: 'Sandbox Sports (demo)' },
    ]);
    expect(res.body.data.statuses.map((s) => s.label)).toEqual(['Unfinished', 'Completed', 'Cancelled', 'Withdrawn']);
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});
