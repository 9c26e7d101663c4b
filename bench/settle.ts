// Settling one draw of N bets, as the lottery's tests settle draws (the service's `settleDue`),
// against an INSERT..SELECT of N rows on the same database.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOTTERY_MAX_SELECTIONS, type BetKind } from '@app/contract';
import { lotteryService } from '../apps/server/test/lottery.ts';
import { scratchStore } from './databases.ts';
import { buildInProcess, makeMembers, type Member } from './members.ts';

type Lottery = ReturnType<typeof lotteryService>;
/** `members`: how many members placed the bets (settlement posts once per member and draw). */
export type SettleResult = { bets: number; members: number; placeMs: number; settleMs: number; insertMs: number };

/** Half the picks win whatever the result (big or small, odd or even), the sums mostly lose. */
const selection = (i: number): { kind: BetKind; pick: number | null; amount: string } => {
  const kinds = ['big', 'small', 'odd', 'even'] as const;
  return i % 5 === 4 ? { kind: 'sum', pick: i % 28, amount: '2' } : { kind: kinds[i % 4]!, pick: null, amount: '2' };
};

/** The open PC28 draw with at least `needMs` of betting left (waiting for the next one if need be). */
async function openDraw(lottery: Lottery, needMs: number) {
  for (let tries = 0; tries < 3; tries++) {
    await lottery.scheduleStep(new Date());
    const info = await lottery.gameInfo('pc28', 'en');
    const left = info.current ? new Date(info.current.closesAt).getTime() - Date.now() : 0;
    if (info.current && left >= needMs) return info.current;
    await sleep(Math.max(left, 0) + 500);
  }
  throw new Error('no PC28 draw open long enough');
}

/**
 * Places `n` bets on the draw in orders of the most selections allowed, 8 orders at a time;
 * answers how many were placed before betting closed, if it closed first.
 */
async function placeBets(lottery: Lottery, members: Member[], drawId: string, n: number) {
  const orders = Math.ceil(n / LOTTERY_MAX_SELECTIONS);
  let next = 0;
  let placed = 0;
  const worker = async () => {
    for (let o = next++; o < orders; o = next++) {
      const size = Math.min(LOTTERY_MAX_SELECTIONS, n - o * LOTTERY_MAX_SELECTIONS);
      const bets = Array.from({ length: size }, (_, i) => selection(o + i));
      try {
        await lottery.placeOrder(members[o % members.length]!.uid, { drawId, bets }, randomUUID(), 'en');
        placed += size;
      } catch (error) {
        if ((error as { key?: string }).key !== 'lottery.draw_closed') throw error;
        next = orders;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return placed;
}

export async function insertSelect(app: FastifyInstance, n: number): Promise<number> {
  const db = app.database.db;
  await db.execute(
    sql.raw(`create table bench_insert_select (id bigint primary key, member_id integer not null,
      stake bigint not null, payout bigint not null, settled_at timestamptz not null)`),
  );
  const start = performance.now();
  await db.execute(
    sql`insert into bench_insert_select
      select g, g % 200, 200, (g % 2) * 392, now() from generate_series(1, ${n}::int) g`,
  );
  const ms = performance.now() - start;
  await db.execute(sql.raw('drop table bench_insert_select'));
  return ms;
}

/**
 * Places `n` bets from `memberCount` members on one draw of a fresh database, draws it, and times
 * its settlement (what the scheduler's settlement job runs) and the baseline. Settling updates
 * every bet and writes a payout and a turnover work-off per member (lottery/settle-batch.ts), so
 * the figure grows with the members as well as with the bets.
 */
export async function settleRow(baseUrl: string | undefined, n: number, memberCount = 20): Promise<SettleResult> {
  const store = await scratchStore(baseUrl, 'settle');
  try {
    const app = await buildInProcess(store);
    try {
      const lottery = lotteryService(app.database, app.config);
      const members = await makeMembers(app, memberCount);
      // Time enough to place every bet before betting closes (a PC28 draw takes bets for 3 minutes).
      const draw = await openDraw(lottery, Math.min(150_000, Math.max(20_000, n * 0.6)));
      const placing = performance.now();
      const placed = await placeBets(lottery, members, draw.drawId, n);
      const placeMs = performance.now() - placing;
      const drawAt = new Date(draw.drawAt).getTime();
      await lottery.scheduleStep(new Date(drawAt + 1000));
      const start = performance.now();
      const done = await lottery.settleDue(new Date(drawAt + 2000), { game: 'pc28' });
      const settleMs = performance.now() - start;
      if (done.settled !== placed) throw new Error(`settled ${done.settled} of ${placed} bets`);
      const insertMs = await insertSelect(app, placed);
      return { bets: placed, members: members.length, placeMs, settleMs, insertMs };
    } finally {
      await app.close();
    }
  } finally {
    await store.drop();
  }
}
