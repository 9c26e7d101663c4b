import { afterAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  betOptions,
  betWins,
  LOTTERY_API,
  memberDrawCapFen,
  payoutFen,
  WALLET_API,
  WITHDRAW_API,
  type Bet,
  type Draw,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { account, balanceOf, checkInvariants } from '../src/ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from './helper.ts';
import { bindCard, fund, newKey, operatorHeaders } from './money.ts';
import { enterWindow, lotteryService, placeOrder } from './lottery.ts';

// Random sequences of the money operations a member and an operator can perform, checked
// against a model of the member's wallets after every step, with the books' invariants.
type Op =
  | { kind: 'deposit'; yuan: number }
  | { kind: 'toVenue' | 'fromVenue'; yuan: number }
  | { kind: 'withdraw'; yuan: number }
  | { kind: 'pay' | 'reject'; pick: number }
  | { kind: 'bet'; option: number; yuan: number }
  | { kind: 'draw' };

const FAST3 = betOptions('fast3');

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), yuan: fc.integer({ min: 1, max: 2_000 }) }),
    weight: 2,
  },
  fc.record({
    kind: fc.constantFrom('toVenue' as const, 'fromVenue' as const),
    yuan: fc.integer({ min: 1, max: 1_500 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), yuan: fc.integer({ min: 100, max: 1_500 }) }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'reject' as const), pick: fc.nat() }),
  {
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      option: fc.nat({ max: FAST3.length - 1 }),
      yuan: fc.integer({ min: 2, max: 800 }),
    }),
    weight: 3,
  },
  fc.constant({ kind: 'draw' as const }),
);

type Lottery = ReturnType<typeof lotteryService>;

/** The open Fast 3 draw, after ticking the scheduler at the (faked) current time. */
async function openDraw(app: FastifyInstance, lottery: Lottery): Promise<Draw> {
  await lottery.tick(new Date());
  const info = await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'fast3' });
  return info.body.data.current!;
}

async function run(app: FastifyInstance, lottery: Lottery, finance: Record<string, string>, ops: Op[]) {
  const db = app.database.db;
  const m = await registerMember(app);
  await bindCard(app, m.token);
  const model = { central: 0n, venue: 0n, paidOut: 0n };
  const pending: { orderNo: string; fen: bigint }[] = [];
  const shares = new Map<string, bigint>();
  const money = (yuan: number) => `${yuan}.00`;
  const withKey = { 'idempotency-key': '' };
  let open: Bet[] = [];

  for (const op of ops) {
    withKey['idempotency-key'] = newKey();
    if (op.kind === 'deposit') {
      await fund(db, m.uid, BigInt(op.yuan) * 100n);
      model.central += BigInt(op.yuan) * 100n;
    } else if (op.kind === 'toVenue' || op.kind === 'fromVenue') {
      const fen = BigInt(op.yuan) * 100n;
      const into = op.kind === 'toVenue';
      const res = await callEndpoint(
        app,
        WALLET_API.transfer,
        { from: into ? 'central' : 'house', to: into ? 'house' : 'central', amount: money(op.yuan) },
        { token: m.token, headers: withKey },
      );
      const source = into ? model.central : model.venue;
      expect(res.body.code).toBe(fen <= source ? 1 : 0);
      if (res.body.code === 1) {
        model.central += into ? -fen : fen;
        model.venue += into ? fen : -fen;
      }
    } else if (op.kind === 'withdraw') {
      const fen = BigInt(op.yuan) * 100n;
      const res = await callEndpoint(
        app,
        WITHDRAW_API.submit,
        { method: 'bank', amount: money(op.yuan), withdrawPassword: '123456' },
        { token: m.token, headers: withKey },
      );
      expect(res.body.code).toBe(fen <= model.central ? 1 : 0);
      if (res.body.code === 1) {
        model.central -= fen;
        pending.push({ orderNo: res.body.data.orderNo, fen });
      }
    } else if (op.kind === 'bet') {
      const draw = await openDraw(app, lottery);
      const option = FAST3[op.option]!;
      const fen = BigInt(op.yuan) * 100n;
      const res = await placeOrder(app, m.token, {
        drawId: draw.drawId,
        bets: [{ kind: option.kind, ...(option.pick === null ? {} : { pick: option.pick }), amount: money(op.yuan) }],
      });
      // A member's bets on one draw may win at most their share of its payout cap (withdrawn ones included).
      const share = (shares.get(draw.drawId) ?? 0n) + payoutFen(fen, option.oddsHundredths);
      const withinShare = share <= memberDrawCapFen(app.config.lottery.drawPayoutCapFen);
      expect(res.body.code).toBe(fen <= model.central && withinShare ? 1 : 0);
      if (res.body.code === 1) {
        model.central -= fen;
        shares.set(draw.drawId, share);
        open.push(...res.body.data.bets);
      }
    } else if (op.kind === 'draw') {
      // Jump past the open draw: the scheduler draws it and settles its bets, then opens the next.
      const draw = await openDraw(app, lottery);
      vi.setSystemTime(new Date(Date.parse(draw.drawAt) + 1000));
      await lottery.tick(new Date());
      const drawn = await callEndpoint(app, LOTTERY_API.verifyDraw, { drawId: draw.drawId });
      expect(drawn.body.data).toMatchObject({ verified: true, draw: { status: 'drawn' } });
      const result = drawn.body.data.draw.result!;
      for (const bet of open.filter((b) => b.drawId === draw.drawId)) {
        const option = { kind: bet.kind as (typeof FAST3)[number]['kind'], pick: bet.pick };
        const stake = BigInt(bet.stake.replace('.', ''));
        if (betWins('fast3', option, result)) model.central += payoutFen(stake, Math.round(Number(bet.odds) * 100));
      }
      open = open.filter((b) => b.drawId !== draw.drawId);
    } else if (pending.length > 0 && (op.kind === 'pay' || op.kind === 'reject')) {
      const [order] = pending.splice(op.pick % pending.length, 1);
      const { orderNo } = order!;
      const res =
        op.kind === 'pay'
          ? await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo }, { headers: finance })
          : await callEndpoint(app, WITHDRAW_API.adminReject, { orderNo, reason: 'test' }, { headers: finance });
      expect(res.body.code).toBe(1);
      if (op.kind === 'reject') model.central += order!.fen;
      else model.paidOut += order!.fen;
    }
    expect(await balanceOf(db, account.central(m.uid))).toBe(model.central);
    expect(await balanceOf(db, account.venue(m.uid, 'house'))).toBe(model.venue);
    const report = await checkInvariants(db);
    expect(report.problems).toEqual([]);
  }
}

describe('money under random sequences of operations', async () => {
  const app = await buildTestApp({ WITHDRAW_FEE_BANK_FIXED_YUAN: '0', WITHDRAW_FEE_BANK_PERCENT: '0' });
  const lottery = lotteryService(app.database, app.config);
  const finance = await operatorHeaders(app);
  enterWindow(new Date(), app.config.timeZone);
  afterAll(() => {
    vi.useRealTimers();
  });
  it('keeps every wallet equal to the model and the books balanced after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), (ops) =>
        // Every sequence ends with a draw, so the bets it placed are settled and checked.
        run(app, lottery, finance, [...ops, { kind: 'draw' }]),
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
