import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prizeFromBytes, type Spin, spinMessage, WHEEL_API, type WheelSave } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { confirmedDeposit, newKey, operatorHeaders } from '../../../test/money.ts';
import { spinOutcome } from './wheel-seeds.ts';

const app = await buildTestApp();
const db = app.database.db;
const yuan = (n: number) => BigInt(n) * 100n;
const central = (uid: number) => balanceOf(db, account.central(uid));
const draw = (token: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, WHEEL_API.draw, {}, { token, lang, headers: { 'idempotency-key': newKey() } });
const spins = async (token: string) => (await callEndpoint(app, WHEEL_API.spins, undefined, { token })).body.data.list;

/** What a member's browser does: the spin recomputed from the revealed seed with the contract's rule. */
function recompute(s: Spin): number | null {
  const key = Buffer.from(s.seed!, 'hex');
  const blocks = [0, 1, 2, 3].map((b) =>
    createHmac('sha256', key)
      .update(spinMessage(s.clientSeed, s.nonce, b))
      .digest(),
  );
  return prizeFromBytes(s.weights, blocks);
}

describe('the lucky wheel', () => {
  it('shows 8-12 prizes with their chances; a visitor has no seed', async () => {
    const wheel = (await callEndpoint(app, WHEEL_API.prizes)).body.data;
    expect(wheel.list.length).toBeGreaterThanOrEqual(8);
    expect(wheel.list.length).toBeLessThanOrEqual(12);
    expect(wheel.fairness).toBeNull();
    const sum = wheel.list.reduce((a, p) => a + Number(p.chance), 0);
    expect(sum).toBeGreaterThan(99.9);
    expect(sum).toBeLessThan(100.1);
  });

  it('refuses a spin without chances, in the member’s language, and changes nothing', async () => {
    const m = await registerMember(app);
    const chances = await callEndpoint(app, WHEEL_API.chances, undefined, { token: m.token });
    expect(chances.body.data.chances).toBe(0);
    const res = await draw(m.token, 'en');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(en['wheel.no_chances']);
    expect(await spins(m.token)).toEqual([]);
  });

  it('spins as many times as earned, pays cash prizes, and every spin recomputes from the revealed seed', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(300)); // one spin per 100.00 deposited
    const wheel = (await callEndpoint(app, WHEEL_API.prizes, undefined, { token: m.token })).body.data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(m.token)));
    const won = answers.filter((a) => a.status === 200).map((a) => a.body.data);
    expect(won).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.msg === zh_hans['wheel.no_chances'])).toBe(true);
    expect(won.map((w) => w.nonce).sort()).toEqual([0, 1, 2]);
    expect(won.every((w) => w.commitment === wheel.fairness!.commitment)).toBe(true);
    const cash = won.filter((w) => w.kind === 'cash').reduce((a, w) => a + BigInt(w.amount.replace('.', '')), 0n);
    expect(await central(m.uid)).toBe(yuan(300) + cash);

    const rotated = await callEndpoint(app, WHEEL_API.rotate, { clientSeed: 'my-own-seed' }, { token: m.token });
    const revealed = rotated.body.data.revealed!;
    expect(createHash('sha256').update(Buffer.from(revealed.seed, 'hex')).digest('hex')).toBe(revealed.commitment);
    expect(revealed.spins).toBe(3);
    for (const s of await spins(m.token)) {
      expect(s.seed).toBe(revealed.seed);
      expect(recompute(s)).toBe(s.index);
    }
    const next = (await callEndpoint(app, WHEEL_API.prizes, undefined, { token: m.token })).body.data.fairness!;
    expect(next).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(next.commitment).not.toBe(revealed.commitment);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('draws 10,000 spins in the proportions of the weights (chi-square, fixed seed)', () => {
    const weights = [10, 20, 30, 40, 50, 60, 70, 80];
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map(() => 0);
    const seed = createHash('sha256').update('a fixed test seed').digest('hex');
    for (let nonce = 0; nonce < 10_000; nonce++) counts[spinOutcome(seed, 'client', nonce, weights)]! += 1;
    const chi2 = weights.reduce((sum, w, i) => {
      const expected = (10_000 * w) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 7 degrees of freedom: 24.32 is exceeded by chance once in a thousand.
    expect(chi2).toBeLessThan(24.32);
  });
});

describe('operating the wheel', () => {
  const prizes = (kind: 'item' | 'cash') =>
    Array.from({ length: 8 }, (_, i) => ({
      nameZhHans: `奖品${i}`,
      nameEn: `Prize ${i}`,
      kind,
      amount: kind === 'cash' ? '1' : '0',
      weight: 1 + i,
    }));
  const body = (kind: 'item' | 'cash'): WheelSave => ({
    prizes: prizes(kind),
    depositPerSpin: '100',
    turnoverPerSpin: '1000',
    turnoverMultiple: 1,
  });

  it('a new wheel applies from the next seed; item prizes wait for an operator to send them', async () => {
    const marketing = { headers: await operatorHeaders(app, 'marketing') };
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const before = (await callEndpoint(app, WHEEL_API.prizes, undefined, { token: m.token })).body.data;
    expect((await callEndpoint(app, WHEEL_API.adminSaveWheel, body('item'), marketing)).body.code).toBe(1);
    // The member's seed keeps the wheel it was made with until it is rotated.
    expect((await callEndpoint(app, WHEEL_API.prizes, undefined, { token: m.token })).body.data.list).toEqual(
      before.list,
    );
    await callEndpoint(app, WHEEL_API.rotate, {}, { token: m.token });
    expect((await callEndpoint(app, WHEEL_API.prizes, undefined, { token: m.token })).body.data.list[0]!.name).toBe(
      '奖品0',
    );

    const won = (await draw(m.token)).body.data;
    expect(won.kind).toBe('item');
    expect(await central(m.uid)).toBe(yuan(100));
    const awards = await callEndpoint(app, WHEEL_API.awards, undefined, { token: m.token });
    expect(awards.body.data.list).toEqual([expect.objectContaining({ orderNo: won.orderNo, state: 'pending' })]);
    const sent = await callEndpoint(app, WHEEL_API.adminFulfil, { orderNo: won.orderNo }, marketing);
    expect(sent.body).toMatchObject({ code: 1, data: { state: 'fulfilled' } });
    const twice = await callEndpoint(
      app,
      WHEEL_API.adminFulfil,
      { orderNo: won.orderNo },
      { ...marketing, lang: 'en' },
    );
    expect(twice.body.msg).toBe(en['wheel.award_done']);
    await callEndpoint(app, WHEEL_API.adminSaveWheel, body('cash'), marketing);
  });

  it('refuses a wheel of the wrong size or a cash prize without money', async () => {
    const marketing = { headers: await operatorHeaders(app, 'marketing') };
    const small = await callEndpoint(
      app,
      WHEEL_API.adminSaveWheel,
      { ...body('cash'), prizes: prizes('cash').slice(1) },
      { ...marketing, lang: 'en' },
    );
    expect(small.body.msg).toBe(en['wheel.prize_count_rule']);
    const free = prizes('cash').map((p) => ({ ...p, amount: '0' }));
    const noMoney = await callEndpoint(
      app,
      WHEEL_API.adminSaveWheel,
      { ...body('cash'), prizes: free },
      { ...marketing, lang: 'en' },
    );
    expect(noMoney.body.msg).toBe(en['wheel.cash_amount_rule']);
  });
});
