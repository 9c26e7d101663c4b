// Concurrency is proven on PostgreSQL only: PGlite runs one session at a time.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { type BetKind, betWins, LOTTERY_API, type LotteryGameCode } from '@app/contract';
import { type Db, queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants, kindBalance } from '../../ledger/index.ts';
import { callEndpoint, freshPostgresDatabase, onPostgres, registerMember } from '../../../test/helper.ts';
import type { TickReport } from './tick.ts';
import { fund, newKey } from '../../../test/money.ts';
import { buildInstance, buildLotteryApp, enterWindow, placeOrder } from '../../../test/lottery.ts';

afterAll(() => {
  vi.useRealTimers();
});

type BetRow = {
  id: number;
  member_id: number;
  draw_id: string;
  game: LotteryGameCode;
  kind: BetKind;
  pick: number | null;
  stake: string;
  payout: string | null;
  status: string;
  result: number[] | null;
};

const betRows = (db: Db) =>
  queryRows<BetRow>(
    db,
    sql`select b.id::int as id, b.member_id::int as member_id, b.draw_id, b.game, b.kind, b.pick, b.stake::text as stake,
               b.payout::text as payout, b.status, d.result
        from lottery_bets b join lottery_draws d on d.id = b.draw_id order by b.id`,
  );

const countOf = async (db: Db, query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;

/** Every bet completed once with stake x odds or nothing as its draw's result says; money and turnover entries once each. */
async function expectSettledOnce(db: Db, funded: Map<number, bigint>) {
  const bets = await betRows(db);
  const expected = new Map(funded);
  let house = 0n;
  for (const b of bets) {
    expect(b.status, `bet ${b.id}`).toBe('completed');
    const [stake, payout] = [BigInt(b.stake), BigInt(b.payout!)];
    const [row] = await queryRows<{ potential: string }>(
      db,
      sql`select potential_payout::text as potential from lottery_bets where id = ${b.id}`,
    );
    expect(payout).toBe(betWins(b.game, { kind: b.kind, pick: b.pick }, b.result!) ? BigInt(row!.potential) : 0n);
    expected.set(b.member_id, expected.get(b.member_id)! - stake + payout);
    house += stake - payout;
  }
  for (const [memberId, fen] of expected)
    expect(await balanceOf(db, account.central(memberId)), `member ${memberId}`).toBe(fen);
  expect(await kindBalance(db, 'house:games')).toBe(house);
  // A stake per bet; a payout per member and draw with a winning bet, a work-off per member and
  // draw (settle-batch.ts).
  const pairs = (list: BetRow[]) => new Set(list.map((b) => `${b.draw_id}:${b.member_id}`)).size;
  expect(await countOf(db, sql`select count(*)::int as n from journal_entries where type = 'bet.stake'`)).toBe(
    bets.length,
  );
  expect(await countOf(db, sql`select count(*)::int as n from journal_entries where type = 'bet.payout'`)).toBe(
    pairs(bets.filter((b) => BigInt(b.payout!) > 0n)),
  );
  expect(await countOf(db, sql`select count(*)::int as n from turnover_log where ref like 'draw:%'`)).toBe(pairs(bets));
  expect((await checkInvariants(db)).ok).toBe(true);
  return bets;
}

describe.runIf(onPostgres)('100 members betting at once into one draw', async () => {
  const { app, lottery } = onPostgres ? await buildLotteryApp() : ({} as never);

  it('takes every bet, refuses one after the close, and settles each bet exactly once', async () => {
    const db = app.database.db;
    const now = enterWindow(new Date(), app.config.timeZone);
    await lottery.tick(now);
    const members = [];
    for (let i = 0; i < 100; i += 10)
      members.push(...(await Promise.all(Array.from({ length: 10 }, () => registerMember(app)))));
    const funded = new Map<number, bigint>();
    for (const m of members) {
      await fund(db, m.uid, 10_000n);
      funded.set(m.uid, 10_000n);
    }
    const draw = (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' })).body.data.current!;
    const order = (i: number) => ({
      drawId: draw.drawId,
      bets: [
        { kind: i % 2 ? 'big' : 'small', amount: `${2 + (i % 7)}.${String(i).padStart(2, '0')}` },
        { kind: 'sum', pick: i % 28, amount: '3.33' },
        { kind: 'pair', amount: '2.50' },
      ],
    });

    // Everyone at once; the first ten also send each request twice with the same key at the same moment.
    const keys = members.map(() => newKey());
    const answers = await Promise.all([
      ...members.map((m, i) => placeOrder(app, m.token, order(i), { key: keys[i]! })),
      ...members.slice(0, 10).map((m, i) => placeOrder(app, m.token, order(i), { key: keys[i]! })),
    ]);
    for (const [i, a] of answers.slice(0, 100).entries()) {
      // A twin with the same key: one of the two places the bets, the other replays them or is told it is running (409).
      const twin = answers[100 + i];
      const pair = twin ? [a, twin] : [a];
      expect(
        pair.some((x) => x.body.code === 1),
        JSON.stringify(pair.map((x) => x.body)),
      ).toBe(true);
      for (const x of pair) expect(x.body.code === 1 || x.status === 409, JSON.stringify(x.body)).toBe(true);
    }
    expect(await countOf(db, sql`select count(*)::int as n from lottery_bets`)).toBe(300);

    await lottery.tick(new Date(draw.closesAt));
    const late = await placeOrder(app, members[0]!.token, order(0), { lang: 'en' });
    expect(late.body).toMatchObject({
      code: 0,
      error: 'lottery.draw_closed',
      msg: 'Betting for this draw has closed, please bet on the next draw',
    });

    // Several ticks at once, with and without the leader lock: one of them draws, every bet settles once.
    const at = new Date(draw.drawAt);
    const reports = await Promise.all([
      lottery.tick(at),
      lottery.tick(at),
      lottery.tick(at, { lock: false }),
      lottery.tick(at, { lock: false }),
    ]);
    expect(reports.flatMap((r) => r.drawn).filter((id) => id === draw.drawId)).toHaveLength(1);
    expect(reports.reduce((s, r) => s + r.settled, 0)).toBe(300);
    await expectSettledOnce(db, funded);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', async () => {
  const shared = onPostgres ? await freshPostgresDatabase() : null;
  afterAll(() => shared?.drop());
  // Registered after the drop, so closed before it.
  const a = onPostgres ? await buildInstance(shared!.url) : ({} as never);
  const b = onPostgres ? await buildInstance(shared!.url) : ({} as never);

  it('both ticking every second through several draws: each draw is drawn and settled exactly once', async () => {
    const db = a.app.database.db;
    const tz = a.app.config.timeZone;
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember(a.app)));
    const funded = new Map<number, bigint>();
    for (const m of members) {
      await fund(db, m.uid, 50_000n);
      funded.set(m.uid, 50_000n);
    }

    const start = enterWindow(new Date(), tz);
    const reports: TickReport[] = [];
    const betOn = new Set<string>();
    let placed = 0;
    // Seven minutes of draws, a tick a second on each instance; the last two minutes without the lock.
    for (let s = 0; s <= 7 * 60; s += 1) {
      const now = new Date(start.getTime() + s * 1000);
      vi.setSystemTime(now);
      const noLock = s > 5 * 60;
      reports.push(
        ...(await Promise.all([a.lottery.tick(now, { lock: !noLock }), b.lottery.tick(now, { lock: !noLock })])),
      );
      if (s > 4 * 60) continue;
      // Members bet on each open draw once, through either instance.
      for (const game of ['fast3', 'pc28'] as const) {
        const info = (await callEndpoint(a.app, LOTTERY_API.getLotteryInfo, { game })).body.data;
        const draw = info.current;
        if (!draw || betOn.has(draw.drawId) || new Date(draw.closesAt).getTime() - now.getTime() < 3000) continue;
        betOn.add(draw.drawId);
        const results = await Promise.all(
          members.map((m, i) =>
            placeOrder(i % 2 ? a.app : b.app, m.token, {
              drawId: draw.drawId,
              bets: [
                { kind: i % 2 ? 'odd' : 'even', amount: '10' },
                { kind: 'sum', pick: 10 + i, amount: '5' },
              ],
            }),
          ),
        );
        for (const r of results) expect(r.body.code, JSON.stringify(r.body)).toBe(1);
        placed += results.length * 2;
      }
    }

    // The leader lock kept one instance out of many ticks (both ask at the same moment each second).
    expect(reports.filter((r) => r.skipped).length).toBeGreaterThan(0);
    const drawn = reports.flatMap((r) => r.drawn);
    const drawnInDb = await queryRows<{ id: string }>(
      db,
      sql`select id from lottery_draws where status = 'drawn' order by id`,
    );
    expect(drawn.length).toBeGreaterThanOrEqual(8);
    expect([...drawn].sort()).toEqual(drawnInDb.map((d) => d.id));
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const id of betOn) expect(drawn).toContain(id);
    const closed = reports.flatMap((r) => r.closed);
    expect(new Set(closed).size).toBe(closed.length);
    const created = reports.flatMap((r) => r.created);
    expect(new Set(created).size).toBe(created.length);
    expect(reports.reduce((s, r) => s + r.settled, 0)).toBe(placed);
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from lottery_draws where status = 'drawn' and settled_at is null`,
      ),
    ).toBe(0);
    const bets = await expectSettledOnce(db, funded);
    expect(bets).toHaveLength(placed);
  });
});
