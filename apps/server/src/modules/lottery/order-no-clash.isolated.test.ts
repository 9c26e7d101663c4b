import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOTTERY_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import type * as OrderNo from '../../lib/order-no.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { fund } from '../../../test/money.ts';
import { buildLotteryApp, enterWindow, placeOrder } from '../../../test/lottery.ts';

// Two instances can draw the same order number in the same second (lib/order-no.ts): a bet
// meeting a number already taken draws another and goes through, never an HTTP 500.
const clashes = vi.hoisted(() => ({ left: 0 }));
vi.mock('../../lib/order-no.ts', async (importOriginal) => {
  const real = await importOriginal<typeof OrderNo>();
  return {
    ...real,
    newOrderNo: (prefix: string, timeZone: string, now?: Date) => {
      if (prefix === 'L' && clashes.left > 0) {
        clashes.left -= 1;
        return 'L20300101000000424242';
      }
      return real.newOrderNo(prefix, timeZone, now);
    },
  };
});

const { app, lottery } = await buildLotteryApp();
const db = app.database.db;
afterAll(() => {
  vi.useRealTimers();
});

describe('a bet whose order number is already taken', () => {
  it('draws another number and is placed once', async () => {
    await lottery.tick(enterWindow(new Date(), app.config.timeZone));
    const drawId = (await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' })).body.data.current!.drawId;
    const m = await registerMember(app);
    await fund(db, m.uid, 10_000n);
    // The first order gets the number; the second is given the same one first.
    clashes.left = 2;
    const first = await placeOrder(app, m.token, { drawId, bets: [{ kind: 'big', amount: '10' }] });
    const second = await placeOrder(app, m.token, {
      drawId,
      bets: [
        { kind: 'small', amount: '10' },
        { kind: 'odd', amount: '5' },
      ],
    });
    expect(clashes.left).toBe(0);
    expect(first.body.code, JSON.stringify(first.body)).toBe(1);
    expect(second.body.code, JSON.stringify(second.body)).toBe(1);
    expect(first.body.data.batchNo).toBe('L20300101000000424242');
    expect(second.body.data.batchNo).not.toBe(first.body.data.batchNo);
    const [bets] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where member_id = ${m.uid}`,
    );
    expect(bets!.n).toBe(3);
    expect(await balanceOf(db, account.central(m.uid))).toBe(7_500n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
