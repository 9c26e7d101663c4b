// The scheduler as it runs (a step a second, settlement on its own), on PostgreSQL: a settlement
// held up by a lock must not hold up the draws after it. PGlite runs one session at a time.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { betOptions, betWins, type Draw, LOTTERY_API, payoutFen } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, onPostgres } from '../../../test/helper.ts';
import { enterWindow, fundMany, LOTTERY_TEST_ENV, seedBets } from '../../../test/lottery.ts';

afterAll(() => {
  vi.useRealTimers();
});

/** Polls `check` every 200 ms until it answers true, failing after `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(onPostgres)('the draw schedule while a settlement is held up', async () => {
  const app = onPostgres ? await buildTestApp({ ...LOTTERY_TEST_ENV, LOTTERY_SCHEDULER: 'true' }) : ({} as never);

  it('opens and draws the next draws on time; the held-up settlement finishes once released', async () => {
    const db = app.database.db;
    const fast3 = async () =>
      (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'fast3' })).body.data.current;
    const drawStatus = async (drawId: string) =>
      (await callEndpoint(app, LOTTERY_API.verifyDraw, { drawId })).body.data.draw.status;
    const unfinished = async (drawId: string) =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from lottery_bets where draw_id = ${drawId} and status = 'unfinished'`,
        )
      )[0]!.n;

    await app.ready();
    enterWindow(new Date(), app.config.timeZone);
    let first: Draw | null = null;
    await until('the scheduler to open a Fast 3 draw', async () => {
      first = await fast3();
      return first !== null && new Date(first.opensAt) <= new Date();
    });
    const d1 = first!;
    // One member on every sum: exactly one bet wins, so settling needs the house games wallet.
    const member = 9_000_001;
    const sums = betOptions('fast3').filter((o) => o.kind === 'sum');
    await fundMany(db, new Map([[member, 100_000n]]));
    const bets = sums.map((o) => ({
      memberId: member,
      kind: o.kind,
      pick: o.pick,
      stake: 1_000n,
      odds: o.oddsHundredths,
    }));
    await seedBets(db, { id: d1.drawId, game: 'fast3' }, bets, new Date());

    const blocker = new pg.Client({ connectionString: app.config.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(`select 1 from ledger_accounts where key = 'house:games' for update`);
      vi.setSystemTime(new Date(Date.parse(d1.drawAt) + 1000));
      await until('the first draw to be drawn', async () => (await drawStatus(d1.drawId)) === 'drawn');
      await until('its settlement to wait on the locked wallet', async () => {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return row!.n > 0;
      });
      expect(await unfinished(d1.drawId)).toBe(sums.length);

      // A minute later the next draw closes and is drawn, and the one after it is open.
      const d2 = (await fast3())!;
      expect(d2.drawId).not.toBe(d1.drawId);
      vi.setSystemTime(new Date(Date.parse(d2.drawAt) + 1000));
      await until('the second draw to be drawn', async () => (await drawStatus(d2.drawId)) === 'drawn');
      await until('a third draw to be open', async () => {
        const d3 = await fast3();
        return d3 !== null && d3.drawId !== d2.drawId && d3.status === 'open';
      });
      expect(await unfinished(d1.drawId)).toBe(sums.length);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }

    await until('the first draw to be settled', async () => (await unfinished(d1.drawId)) === 0);
    const result = (await callEndpoint(app, LOTTERY_API.verifyDraw, { drawId: d1.drawId })).body.data.draw.result!;
    const won = bets.reduce((s, b) => s + (betWins('fast3', b, result) ? payoutFen(b.stake, b.odds) : 0n), 0n);
    expect(won).toBeGreaterThan(0n);
    const [wallet] = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text as balance from ledger_accounts where key = ${`member:${member}:central`}`,
    );
    expect(BigInt(wallet!.balance)).toBe(100_000n - 1_000n * BigInt(sums.length) + won);
    expect((await checkInvariants(db)).problems).toEqual([]);
  }, 60_000);
});
