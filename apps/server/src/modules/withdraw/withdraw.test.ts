import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import { PAYOUT_API, WITHDRAW_API, type EndpointInput } from '@app/contract';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, onPostgres, registerMember, unchecked } from '../../../test/helper.ts';
import {
  TRC20,
  bindCard,
  fund,
  newKey,
  operatorHeaders,
  requireTurnover,
  workOffTurnover,
} from '../../../test/money.ts';

// Fees: bank 1.5% + 2.00, USDT 10.00 fixed; USDT at 7.25 CNY.
const app = await buildTestApp({
  WITHDRAW_FEE_BANK_PERCENT: '1.5',
  WITHDRAW_FEE_BANK_FIXED_YUAN: '2',
  WITHDRAW_FEE_USDT_PERCENT: '0',
  WITHDRAW_FEE_USDT_FIXED_YUAN: '10',
  WITHDRAW_USDT_RATE: '7.25',
});
const db = app.database.db;
const finance = await operatorHeaders(app);

const central = (memberId: number) => balanceOf(db, account.central(memberId));
const house = (name: 'holds' | 'withdrawals' | 'fees') => balanceOf(db, account.house(name));
const orderCount = async (memberId: number) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from withdraw_orders where member_id = ${memberId}`,
    )
  )[0]!.n;
const invariantsHold = async () => expect((await checkInvariants(db)).ok).toBe(true);

type SubmitInput = EndpointInput<typeof WITHDRAW_API.submit>;
function submit(
  token: string,
  body: Partial<SubmitInput> & Pick<SubmitInput, 'amount'>,
  opts: { key?: string; lang?: 'zh_hans' | 'en' } = {},
) {
  return callEndpoint(
    app,
    WITHDRAW_API.submit,
    { method: 'bank', withdrawPassword: '123456', ...body },
    { token, lang: opts.lang ?? 'zh_hans', headers: { 'idempotency-key': opts.key ?? newKey() } },
  );
}

/** A member with a bound card, `yuan` in the central wallet and no turnover left. */
async function readyMember(yuan: bigint) {
  const m = await registerMember(app);
  const cardId = await bindCard(app, m.token);
  await fund(db, m.uid, yuan * 100n);
  return { ...m, cardId };
}

/** Refused with the message of `key` in both languages; balance and orders untouched. */
async function expectRefusal(
  m: { uid: number; token: string },
  body: Parameters<typeof submit>[1],
  key: keyof typeof zh_hans,
  texts?: [string, string],
) {
  const [balance, orders] = [await central(m.uid), await orderCount(m.uid)];
  for (const [lang, catalogue, text] of [
    ['zh_hans', zh_hans, texts?.[0]],
    ['en', en, texts?.[1]],
  ] as const) {
    const res = await submit(m.token, body, { lang });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: 0, error: key, data: null });
    expect(res.body.msg).toBe(text ?? catalogue[key]);
  }
  expect(await central(m.uid)).toBe(balance);
  expect(await orderCount(m.uid)).toBe(orders);
  await invariantsHold();
}

describe('withdrawal refusals, in the product’s order and texts', () => {
  it('wants the withdrawal password set first', async () => {
    const m = await registerMember(app);
    await fund(db, m.uid, 100_000n);
    // Members registered before the withdrawal password became part of registration have none.
    await db.execute(sql`update members set withdraw_password_hash = null where id = ${m.uid}`);
    await expectRefusal(m, { amount: '100' }, 'user.withdraw_password_missing', [
      '请先设置取款密码',
      'Please set the withdrawal password first',
    ]);
  });

  it('then a bound account of that method', async () => {
    const m = await registerMember(app);
    await fund(db, m.uid, 100_000n);
    await expectRefusal(m, { amount: '100' }, 'withdraw.bind_first', ['请先绑定', 'Please bind first']);
    await bindCard(app, m.token);
    // A card does not serve USDT withdrawals.
    await expectRefusal(m, { method: 'usdt', amount: '100' }, 'withdraw.bind_first');
  });

  it('then the turnover requirement, before the password is even checked', async () => {
    const m = await readyMember(1_000n);
    await requireTurnover(db, m.uid, 30_000n);
    await expectRefusal(m, { amount: '100', withdrawPassword: '000000' }, 'withdraw.turnover_insufficient', [
      '打码量不足',
      'Insufficient coding amount',
    ]);
    await workOffTurnover(db, m.uid, 29_999n);
    await expectRefusal(m, { amount: '100' }, 'withdraw.turnover_insufficient');
    await workOffTurnover(db, m.uid, 1n);
    expect((await submit(m.token, { amount: '100' })).body.code).toBe(1);
  });

  it('then the password, then the amount', async () => {
    const m = await readyMember(1_000n);
    await expectRefusal(m, { amount: '1', withdrawPassword: '654321' }, 'user.withdraw_password_wrong');
    const range: [string, string] = ['请输入100.00-50000.00元的金额', 'Please enter an amount of 100.00-50000.00 yuan'];
    await expectRefusal(m, { amount: '99.99' }, 'withdraw.amount_range', range);
    await expectRefusal(m, { amount: '50000.01' }, 'withdraw.amount_range', range);
    await expectRefusal(m, { amount: '100.001' }, 'rules.amount');
    await expectRefusal(m, { amount: 'abc' }, 'rules.amount');
    await expectRefusal(m, { amount: -200 }, 'rules.amount');
    await expectRefusal(m, { amount: '1000.01' }, 'money.insufficient_balance');
  });

  it('wants an account of the member’s own', async () => {
    const m = await readyMember(1_000n);
    const other = await readyMember(1_000n);
    await bindCard(app, m.token); // two cards now: the page must say which
    await expectRefusal(m, { amount: '100' }, 'withdraw.account_required');
    await expectRefusal(m, { amount: '100', accountId: other.cardId }, 'withdraw.account_required');
    await expectRefusal(m, unchecked({ amount: '100', accountId: m.cardId, extra: true }), 'common.unknown_field');
  });

  it('locks the withdrawal password after repeated failures', async () => {
    const m = await readyMember(1_000n);
    for (let i = 0; i < 4; i += 1)
      expect((await submit(m.token, { amount: '100', withdrawPassword: '000000' })).body.error).toBe(
        'user.withdraw_password_wrong',
      );
    const locked = await submit(m.token, { amount: '100', withdrawPassword: '000000' }, { lang: 'en' });
    expect(locked.body).toMatchObject({ code: 0, error: 'user.withdraw_password_locked' });
    expect((await submit(m.token, { amount: '100' })).body.error).toBe('user.withdraw_password_locked');
    expect(await central(m.uid)).toBe(100_000n);
  });

  it('needs an Idempotency-Key and a session', async () => {
    const m = await readyMember(1_000n);
    const noKey = await callEndpoint(
      app,
      WITHDRAW_API.submit,
      { method: 'bank', amount: '100', withdrawPassword: '123456' },
      { token: m.token },
    );
    expect(noKey.body).toMatchObject({ code: 0, error: 'money.idempotency_key_required' });
    const noSession = await callEndpoint(
      app,
      WITHDRAW_API.submit,
      { method: 'bank', amount: '100', withdrawPassword: '123456' },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(noSession.status).toBe(401);
    expect(await orderCount(m.uid)).toBe(0);
  });
});

describe('fee preview', () => {
  it('shows fee, actual amount and the USDT amount before submitting', async () => {
    const m = await registerMember(app);
    const bank = await callEndpoint(app, WITHDRAW_API.preview, { method: 'bank', amount: '1000' }, { token: m.token });
    expect(bank.body.data).toEqual({
      method: 'bank',
      amount: '1000.00',
      fee: '17.00',
      actualAmount: '983.00',
      usdt: null,
      min: '100.00',
      max: '50000.00',
    });
    // The percent part is rounded down to the fen: 1.5% of 333.33 is 4.99995.
    const odd = await callEndpoint(app, WITHDRAW_API.preview, { method: 'bank', amount: '333.33' }, { token: m.token });
    expect(odd.body.data).toMatchObject({ fee: '6.99', actualAmount: '326.34' });
    const usdt = await callEndpoint(app, WITHDRAW_API.preview, { method: 'usdt', amount: '1000' }, { token: m.token });
    // 990.00 / 7.25 = 136.5517... USDT, rounded down.
    expect(usdt.body.data).toMatchObject({
      fee: '10.00',
      actualAmount: '990.00',
      usdt: { coin: 'USDT', rate: '7.25', amount: '136.55' },
    });
    const low = await callEndpoint(
      app,
      WITHDRAW_API.preview,
      { method: 'bank', amount: '50' },
      { token: m.token, lang: 'en' },
    );
    expect(low.body).toMatchObject({
      code: 0,
      error: 'withdraw.amount_range',
      msg: 'Please enter an amount of 100.00-50000.00 yuan',
    });
  });
});

describe('a withdrawal from submit to pay or reject', () => {
  it('holds the amount on submit, then pays it with the fee split off', async () => {
    const m = await readyMember(1_000n);
    const [holds, paid, fees] = [await house('holds'), await house('withdrawals'), await house('fees')];
    const key = newKey();
    const res = await submit(m.token, { amount: '300.50' }, { key });
    expect(res.body).toMatchObject({
      code: 1,
      msg: zh_hans['withdraw.submitted'],
      data: {
        method: 'bank',
        amount: '300.50',
        fee: '6.50',
        actualAmount: '294.00',
        status: 'pending',
        statusLabel: '审核中',
        account: expect.stringMatching(/^中国工商银行 \*\*\*\* \d{4}$/),
      },
    });
    const { orderNo } = res.body.data;
    expect(await central(m.uid)).toBe(100_000n - 30_050n);
    expect(await house('holds')).toBe(holds + 30_050n);

    // A retry with the same key answers the same order and holds nothing more.
    const again = await submit(m.token, { amount: '300.50' }, { key });
    expect(again.body.data.orderNo).toBe(orderNo);
    expect(await central(m.uid)).toBe(100_000n - 30_050n);
    expect(await orderCount(m.uid)).toBe(1);

    const list = await callEndpoint(app, WITHDRAW_API.getWithdrawList, undefined, { token: m.token, lang: 'en' });
    expect(list.body.data).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      list: [{ orderNo, status: 'pending', statusLabel: 'Under review', methodLabel: 'Quick transfer to card' }],
    });

    const pay = await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo }, { headers: finance });
    expect(pay.body).toMatchObject({
      code: 1,
      msg: zh_hans['withdraw.paid'],
      data: { orderNo, status: 'paid', memberId: m.uid, username: m.username },
    });
    expect(pay.body.data.payee.number).toMatch(/^62\d{14}$/);
    expect(await central(m.uid)).toBe(100_000n - 30_050n);
    expect(await house('holds')).toBe(holds);
    expect(await house('withdrawals')).toBe(paid + 29_400n);
    expect(await house('fees')).toBe(fees + 650n);
    const audit = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where target = ${`withdraw:${orderNo}`}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['withdraw.pay']);

    // Paying twice, or rejecting after paying, is refused and moves nothing.
    for (const again of [
      () => callEndpoint(app, WITHDRAW_API.adminPay, { orderNo }, { headers: finance, lang: 'en' }),
      () => callEndpoint(app, WITHDRAW_API.adminReject, { orderNo, reason: 'late' }, { headers: finance, lang: 'en' }),
    ]) {
      const res2 = await again();
      expect(res2.status).toBe(409);
      expect(res2.body).toMatchObject({
        code: 0,
        error: 'withdraw.not_pending',
        msg: 'This withdrawal has already been processed',
      });
    }
    expect(await house('withdrawals')).toBe(paid + 29_400n);
    expect(await central(m.uid)).toBe(100_000n - 30_050n);
    await invariantsHold();
  });

  it('returns the amount to the member on reject, with the reason shown', async () => {
    const m = await readyMember(500n);
    const res = await submit(m.token, { amount: '500' });
    expect(await central(m.uid)).toBe(0n);
    const { orderNo } = res.body.data;
    const reject = await callEndpoint(
      app,
      WITHDRAW_API.adminReject,
      { orderNo, reason: '银行卡信息有误' },
      { headers: finance },
    );
    expect(reject.body).toMatchObject({ code: 1, data: { status: 'rejected', remark: '银行卡信息有误' } });
    expect(await central(m.uid)).toBe(50_000n);
    const again = await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo }, { headers: finance });
    expect(again.body).toMatchObject({ code: 0, error: 'withdraw.not_pending' });
    expect(await central(m.uid)).toBe(50_000n);
    const list = await callEndpoint(app, WITHDRAW_API.getWithdrawList, undefined, { token: m.token });
    expect(list.body.data.list[0]).toMatchObject({
      orderNo,
      status: 'rejected',
      statusLabel: '已拒绝',
      remark: '银行卡信息有误',
    });
    await invariantsHold();
  });

  it('withdraws USDT at the configured rate, recorded on the order', async () => {
    const m = await registerMember(app);
    await fund(db, m.uid, 200_000n);
    const bound = await callEndpoint(
      app,
      PAYOUT_API.addCrypt,
      { alias: 'main', protocol: 'TRC20', address: TRC20, password: m.password },
      { token: m.token },
    );
    const res = await submit(m.token, { method: 'usdt', amount: 1000, accountId: bound.body.data.id });
    expect(res.body.data).toMatchObject({
      method: 'usdt',
      fee: '10.00',
      actualAmount: '990.00',
      usdt: { rate: '7.25', amount: '136.55' },
      account: 'USDT-TRC20 TR7NHq…gjLj6t',
    });
    expect(await central(m.uid)).toBe(100_000n);
  });

  it('keeps an account with a pending withdrawal from being deleted', async () => {
    const m = await readyMember(1_000n);
    const { orderNo } = (await submit(m.token, { amount: '100' })).body.data;
    const del = await callEndpoint(app, PAYOUT_API.delAddress, { id: m.cardId }, { token: m.token, lang: 'en' });
    expect(del.body).toMatchObject({ code: 0, error: 'payout.in_use', msg: en['payout.in_use'] });
    await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo }, { headers: finance });
    expect((await callEndpoint(app, PAYOUT_API.delAddress, { id: m.cardId }, { token: m.token })).body.code).toBe(1);
    // The paid order still shows where it went.
    const list = await callEndpoint(app, WITHDRAW_API.getWithdrawList, undefined, { token: m.token });
    expect(list.body.data.list[0]?.account).toMatch(/^中国工商银行 \*\*\*\* \d{4}$/);
  });
});

describe('back office', () => {
  it('lists withdrawals with filters, for operators only', async () => {
    const m = await readyMember(1_000n);
    const first = (await submit(m.token, { amount: '100' })).body.data.orderNo;
    const second = (await submit(m.token, { amount: '200' })).body.data.orderNo;
    await callEndpoint(app, WITHDRAW_API.adminReject, { orderNo: first, reason: 'test' }, { headers: finance });
    const pending = await callEndpoint(
      app,
      WITHDRAW_API.adminList,
      { memberId: String(m.uid), status: 'pending' },
      { headers: finance },
    );
    expect(pending.body.data.list.map((o) => o.orderNo)).toEqual([second]);
    const byNo = await callEndpoint(app, WITHDRAW_API.adminList, { orderNo: first }, { headers: finance });
    expect(byNo.body.data.list).toMatchObject([{ orderNo: first, status: 'rejected', remark: 'test' }]);
    const all = await callEndpoint(
      app,
      WITHDRAW_API.adminList,
      { memberId: String(m.uid), limit: '1' },
      { headers: finance },
    );
    expect(all.body.data).toMatchObject({ total: 2, limit: 1 });

    expect((await callEndpoint(app, WITHDRAW_API.adminList)).status).toBe(401);
    expect((await callEndpoint(app, WITHDRAW_API.adminList, undefined, { token: m.token })).status).toBe(401);
    expect((await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo: second }, { token: m.token })).status).toBe(401);
    const missing = await callEndpoint(app, WITHDRAW_API.adminPay, { orderNo: 'W0' }, { headers: finance });
    expect(missing.body).toMatchObject({ code: 0, error: 'withdraw.not_found' });
    const noReason = await callEndpoint(
      app,
      WITHDRAW_API.adminReject,
      { orderNo: second, reason: ' ' },
      { headers: finance },
    );
    expect(noReason.body).toMatchObject({ code: 0, error: 'withdraw.reject_reason' });
    expect(await central(m.uid)).toBe(100_000n - 20_000n);
  });
});

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('200 simultaneous withdrawals of X from a wallet holding 10X: exactly 10 succeed, balance 0', async () => {
    const m = await readyMember(1_000n);
    const answers = await Promise.all(Array.from({ length: 200 }, () => submit(m.token, { amount: '100' })));
    const ok = answers.filter((a) => a.body.code === 1);
    expect(ok).toHaveLength(10);
    expect(new Set(ok.map((a) => a.body.data.orderNo)).size).toBe(10);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.body.error).toBe('money.insufficient_balance');
    expect(await central(m.uid)).toBe(0n);
    expect(await orderCount(m.uid)).toBe(10);
    await invariantsHold();
  });

  it('a withdrawal raced by pay and reject ends in exactly one of them', async () => {
    const m = await readyMember(1_000n);
    const orders = [];
    for (let i = 0; i < 8; i += 1) orders.push((await submit(m.token, { amount: '100' })).body.data.orderNo);
    const [paidBefore, feesBefore] = [await house('withdrawals'), await house('fees')];
    const results = await Promise.all(
      orders.map(async (orderNo) => {
        const [pay, reject] = await Promise.all([
          callEndpoint(app, WITHDRAW_API.adminPay, { orderNo }, { headers: finance }),
          callEndpoint(app, WITHDRAW_API.adminReject, { orderNo, reason: 'race' }, { headers: finance }),
        ]);
        expect([pay.body.code, reject.body.code].sort()).toEqual([0, 1]);
        expect([pay.status, reject.status].sort()).toEqual([200, 409]);
        return pay.body.code === 1 ? 'paid' : 'rejected';
      }),
    );
    const paid = BigInt(results.filter((r) => r === 'paid').length);
    const rejected = BigInt(results.length) - paid;
    // 100.00 each: 1.5% + 2.00 = 3.50 fee, 96.50 paid out.
    expect(await central(m.uid)).toBe(20_000n + rejected * 10_000n);
    expect(await house('withdrawals')).toBe(paidBefore + paid * 9_650n);
    expect(await house('fees')).toBe(feesBefore + paid * 350n);
    const statuses = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from withdraw_orders where member_id = ${m.uid} group by status order by status`,
    );
    expect(statuses.reduce((n, s) => n + s.n, 0)).toBe(8);
    expect(statuses.find((s) => s.status === 'pending')).toBeUndefined();
    await invariantsHold();
  });

  it('one key sent 20 times at once makes one withdrawal', async () => {
    const m = await readyMember(1_000n);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(m.token, { amount: '100' }, { key })));
    const done = answers.filter((a) => a.body.code === 1);
    expect(new Set(done.map((a) => a.body.data.orderNo)).size).toBe(1);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.status).toBe(409);
    expect(await central(m.uid)).toBe(90_000n);
    expect(await orderCount(m.uid)).toBe(1);
  });
});

describe('withdrawal configuration', () => {
  it('defaults: 100-50000 yuan, bank free, USDT 10.00 fixed at 7.20', () => {
    const c = loadConfig({}).withdraw;
    expect(c).toMatchObject({ minFen: 10_000n, maxFen: 5_000_000n, usdtRate: '7.20', usdtRate1e4: 72_000n });
    expect(c.fees).toEqual({ bank: { basisPoints: 0n, fixedFen: 0n }, usdt: { basisPoints: 0n, fixedFen: 1_000n } });
  });

  it('refuses limits and fees that would leave nothing to pay out', () => {
    expect(() => loadConfig({ WITHDRAW_MIN_YUAN: '600', WITHDRAW_MAX_YUAN: '500' })).toThrow('WITHDRAW_MIN_YUAN');
    expect(() => loadConfig({ WITHDRAW_FEE_USDT_FIXED_YUAN: '100' })).toThrow('fee must be below');
    expect(() => loadConfig({ WITHDRAW_FEE_BANK_PERCENT: '100.5' })).toThrow('at most 100');
    expect(() => loadConfig({ WITHDRAW_USDT_RATE: '0' })).toThrow('WITHDRAW_USDT_RATE');
    expect(() => loadConfig({ WITHDRAW_MIN_YUAN: '1.234' })).toThrow('WITHDRAW_MIN_YUAN');
  });
});
