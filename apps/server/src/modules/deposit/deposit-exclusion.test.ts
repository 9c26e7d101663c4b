import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  DEPOSIT_ADMIN_API,
  DEPOSIT_API,
  RECORDS_API,
  RESPONSIBLE_API,
  WITHDRAW_API,
  type ExclusionChoice,
} from '@app/contract';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { bindCard, newKey, operatorHeaders } from '../../../test/money.ts';
import { startTurnover } from '../turnover/index.ts';
import { appWithPaymentSandbox } from '../../../test/payment-app.ts';
import { paymentProvidersOf } from './provider.ts';
import { submitDeposit } from './submit.ts';

const turnover = startTurnover({ clock: systemClock });
// Online deposit orders opened before a cool-off or self-exclusion (docs/decisions.md, Deposits
// during an exclusion): closed with it, refused at the provider's cashier, and the races around that.
const RETRY_MS = 100;

const { app, sandbox } = await appWithPaymentSandbox({ PAYMENT_CLOSE_RETRY_MS: String(RETRY_MS) });
const db = app.database.db;
const finance = { headers: await operatorHeaders(app) };

type Member = Awaited<ReturnType<typeof registerMember>>;
type Row = { status: string; reason: string | null; provider_close: string | null; turnover_required: string | null };

async function onlineOrder(member: Member, amount = '500') {
  const channels = await callEndpoint(app, DEPOSIT_API.channels, undefined, { token: member.token });
  const koipay = channels.body.data.list.find((c) => c.code === 'koipay')!;
  const res = await callEndpoint(
    app,
    DEPOSIT_API.submit,
    { channelId: koipay.id, amount },
    { token: member.token, headers: { 'idempotency-key': newKey() } },
  );
  expect(res.body).toMatchObject({ code: 1, data: { status: 'pending' } });
  const { orderNo, payUrl } = res.body.data;
  return { orderNo, payUrl: payUrl!, payment: [...sandbox.payments.values()].find((p) => p.orderNo === orderNo)! };
}

const exclude = (member: Member, choice: ExclusionChoice = 'cooloff_24h') =>
  callEndpoint(app, RESPONSIBLE_API.exclude, { choice, password: member.password }, { token: member.token });

async function rowOf(orderNo: string): Promise<Row> {
  const [row] = await queryRows<Row>(
    db,
    sql`select status, reason, provider_close, turnover_required::text from deposits where order_no = ${orderNo}`,
  );
  return row!;
}
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;
const credits = (orderNo: string) =>
  count(sql`select count(*)::int as n from journal_entries where type = 'deposit' and ref = ${orderNo}`);
const central = (uid: number) => balanceOf(db, account.central(uid));

/** Presses a cashier button like the browser: a form post. */
async function press(payUrl: string, action: 'pay' | 'cancel', lang: 'en' | 'zh_hans' = 'en') {
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ lang, action }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}

async function remarkOf(member: Member, lang: 'en' | 'zh_hans') {
  const res = await callEndpoint(app, RECORDS_API.getTradeList, { type: 'deposit' }, { token: member.token, lang });
  return res.body.data.list[0]!;
}

async function expectBooksBalance() {
  const report = await checkInvariants(db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

describe('an online order opened before an exclusion', () => {
  it.each<ExclusionChoice>(['cooloff_24h', 'exclude_6m'])(
    'is closed by %s: the cashier refuses to take payment',
    async (choice) => {
      const member = await registerMember(app);
      const { orderNo, payUrl, payment } = await onlineOrder(member);
      expect((await exclude(member, choice)).body.code).toBe(1);

      expect(await rowOf(orderNo)).toMatchObject({
        status: 'rejected',
        reason: 'deposit.reason.excluded',
        provider_close: 'closed',
      });
      expect(payment.status).toBe('closed');
      const page = await fetch(`${payUrl}?lang=zh_hans`);
      expect(await page.text()).toContain('商户已关闭此订单');
      // Pay at the cashier: refused there, and the provider notifies nobody.
      const pay = await press(payUrl, 'pay');
      expect(pay.status).toBe(409);
      expect(pay.html).toContain('The merchant has closed this order: it can no longer be paid');
      expect(pay.html).not.toContain('value="pay"');
      expect(await count(sql`select count(*)::int as n from payment_callbacks where order_no = ${orderNo}`)).toBe(0);
      expect(await central(member.uid)).toBe(0n);
      expect(await credits(orderNo)).toBe(0);

      // The member reads why in their records, in both languages; an operator cannot approve it either.
      expect(await remarkOf(member, 'zh_hans')).toEqual(
        expect.objectContaining({ status: 'failed', remark: zh_hans['deposit.reason.excluded'] }),
      );
      expect((await remarkOf(member, 'en')).remark).toBe(en['deposit.reason.excluded']);
      const approve = await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo }, finance);
      expect(approve.body).toMatchObject({ code: 0, error: 'deposit.not_pending' });
      expect(await central(member.uid)).toBe(0n);
      await expectBooksBalance();
    },
  );

  it('leaves an order paid before the exclusion credited as it was', async () => {
    const member = await registerMember(app);
    const { orderNo, payUrl } = await onlineOrder(member, '300');
    expect((await press(payUrl, 'pay')).status).toBe(303);
    expect((await exclude(member)).body.code).toBe(1);
    expect(await rowOf(orderNo)).toMatchObject({ status: 'confirmed', provider_close: null });
    expect(await central(member.uid)).toBe(30_000n);
    expect(await credits(orderNo)).toBe(1);
    await expectBooksBalance();
  });
});

describe('a payment the provider took before the close reached it', () => {
  it('is credited once, with no turnover requirement, and can be withdrawn', async () => {
    const member = await registerMember(app);
    const { orderNo, payment } = await onlineOrder(member, '500');
    // Paid at the provider; its notification has not gone out yet when the exclusion starts.
    payment.status = 'paid';
    expect((await exclude(member)).body.code).toBe(1);
    expect(await rowOf(orderNo)).toMatchObject({ status: 'rejected', provider_close: 'paid' });
    expect(await central(member.uid)).toBe(0n);

    const late = await sandbox.pay(payment.providerTxnId);
    expect(late).toMatchObject({ status: 200, body: { code: 1, data: { outcome: 'confirmed_after_close' } } });
    expect(await rowOf(orderNo)).toEqual({
      status: 'confirmed',
      reason: 'deposit.reason.paid_after_close',
      provider_close: 'paid',
      turnover_required: '0',
    });
    expect(await central(member.uid)).toBe(50_000n);
    expect(await turnover.remaining(db, member.uid)).toBe(0n);
    expect(await remarkOf(member, 'en')).toEqual(
      expect.objectContaining({ status: 'success', remark: en['deposit.reason.paid_after_close'] }),
    );
    expect((await remarkOf(member, 'zh_hans')).remark).toBe(zh_hans['deposit.reason.paid_after_close']);

    // The provider's retries, and a replay, credit nothing more.
    expect((await sandbox.pay(payment.providerTxnId)).body).toMatchObject({ code: 1, data: { outcome: 'duplicate' } });
    expect((await sandbox.replayLast()).body).toMatchObject({ code: 0, error: 'payment.replayed' });
    expect(await credits(orderNo)).toBe(1);
    expect(await central(member.uid)).toBe(50_000n);

    // Withdrawals stay open during the exclusion: the member takes the money out.
    await bindCard(app, member.token);
    const withdraw = await callEndpoint(
      app,
      WITHDRAW_API.submit,
      { method: 'bank', amount: '500', withdrawPassword: '123456' },
      { token: member.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(withdraw.body.code).toBe(1);
    expect(await central(member.uid)).toBe(0n);
    await expectBooksBalance();
  });

  it('is kept for an operator when the provider had said it closed the payment', async () => {
    const member = await registerMember(app);
    const { orderNo, payment } = await onlineOrder(member, '200');
    expect((await exclude(member)).body.code).toBe(1);
    expect((await rowOf(orderNo)).provider_close).toBe('closed');
    // A paid notice contradicting the provider's own answer: nothing is credited, a person looks.
    const contradicting = await sandbox.pay(payment.providerTxnId);
    expect(contradicting).toMatchObject({ status: 409, body: { code: 0, error: 'deposit.not_pending' } });
    expect((await rowOf(orderNo)).status).toBe('rejected');
    expect(await central(member.uid)).toBe(0n);
    expect(await credits(orderNo)).toBe(0);
    await expectBooksBalance();
  });
});

describe('paying at the cashier while the exclusion starts', () => {
  it('credits exactly what the cashier took, once, and nothing it refused', async () => {
    // How long an exclusion takes here (the password's hash is most of it), to spread the presses over it.
    const started = performance.now();
    await exclude(await registerMember(app));
    const took = performance.now() - started;
    for (let round = 0; round < 6; round += 1) {
      const member = await registerMember(app);
      const { orderNo, payUrl } = await onlineOrder(member, '600');
      // The press lands later each round: before, during and after the exclusion's close.
      const wait = (took * round) / 4;
      const later = new Promise((resolve) => setTimeout(resolve, wait)).then(() => press(payUrl, 'pay'));
      const [pay, excluded] = await Promise.all([later, exclude(member)]);
      expect(excluded.body.code).toBe(1);
      const row = await rowOf(orderNo);
      if (pay.status === 303) {
        // Taken before the close reached the cashier: credited, with turnover only if it beat the close here too.
        expect(row.status).toBe('confirmed');
        expect(row.turnover_required).toBe(row.reason === 'deposit.reason.paid_after_close' ? '0' : '60000');
        expect(await central(member.uid)).toBe(60_000n);
        expect(await credits(orderNo)).toBe(1);
      } else {
        expect(pay.status).toBe(409);
        expect(row).toMatchObject({ status: 'rejected', provider_close: 'closed' });
        expect(await central(member.uid)).toBe(0n);
        expect(await credits(orderNo)).toBe(0);
      }
    }
    await expectBooksBalance();
  });
});

describe('a provider that is down when the exclusion starts', () => {
  it('is told by the retry job once it is back; until then the order cannot be credited', async () => {
    const member = await registerMember(app);
    const { orderNo, payUrl, payment } = await onlineOrder(member, '400');
    sandbox.outage(true);
    try {
      expect((await exclude(member)).body.code).toBe(1);
      expect(await rowOf(orderNo)).toMatchObject({ status: 'rejected', provider_close: 'pending' });
      const approve = await callEndpoint(app, DEPOSIT_ADMIN_API.approve, { orderNo }, finance);
      expect(approve.body).toMatchObject({ code: 0, error: 'deposit.not_pending' });
      // Several runs of the job while the provider is still down: it stays to be told.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
      expect((await rowOf(orderNo)).provider_close).toBe('pending');
      expect(payment.status).toBe('created');
    } finally {
      sandbox.outage(false);
    }
    await vi.waitFor(async () => expect((await rowOf(orderNo)).provider_close).toBe('closed'), {
      timeout: 5000,
      interval: 50,
    });
    expect(payment.status).toBe('closed');
    expect((await press(payUrl, 'pay')).status).toBe(409);
    expect(await central(member.uid)).toBe(0n);
    expect(await credits(orderNo)).toBe(0);
    await expectBooksBalance();
  });
});

describe('an order written while the exclusion starts', () => {
  const providers = paymentProvidersOf({ paymentProvider: app.config.paymentProvider }, systemClock);
  const koipayId = async (member: Member) =>
    (await callEndpoint(app, DEPOSIT_API.channels, undefined, { token: member.token })).body.data.list.find(
      (c) => c.code === 'koipay',
    )!.id;

  it('is closed before any provider is asked when the exclusion began after the gates passed', async () => {
    const member = await registerMember(app);
    const refused = new AppError('responsible.blocked.cooloff', 403, { until: '2099-01-01 00:00:00' });
    const deps = {
      db,
      config: app.config,
      clock: systemClock,
      uploadOwner: async () => null,
      gates: [],
      payGates: [() => Promise.reject(refused)],
      providers,
    };
    const who = { memberId: member.uid, username: member.username };
    const input = { channelId: await koipayId(member), amount: '300' };
    await expect(submitDeposit(deps, who, input, newKey())).rejects.toBe(refused);
    const [row] = await queryRows<Row & { order_no: string }>(
      db,
      sql`select order_no, status, reason, provider_close from deposits where member_id = ${member.uid}`,
    );
    expect(row).toMatchObject({ status: 'rejected', reason: 'deposit.reason.excluded', provider_close: 'closed' });
    expect([...sandbox.payments.values()].some((p) => p.orderNo === row!.order_no)).toBe(false);
  });

  it('closes the payment the provider created after the close', async () => {
    const member = await registerMember(app);
    const koipay = providers.get('koipay')!;
    // The exclusion lands while the provider is creating the payment: its close finds nothing yet.
    const slow = {
      ...koipay,
      createPayment: async (input: Parameters<typeof koipay.createPayment>[0]) => {
        expect((await exclude(member)).body.code).toBe(1);
        return koipay.createPayment(input);
      },
    };
    const deps = {
      db,
      config: app.config,
      clock: systemClock,
      uploadOwner: async () => null,
      gates: [],
      payGates: [],
      providers: new Map([['koipay', slow]]),
    };
    const who = { memberId: member.uid, username: member.username };
    const order = await submitDeposit(deps, who, { channelId: await koipayId(member), amount: '300' }, newKey());
    expect(await rowOf(order.orderNo)).toMatchObject({ status: 'rejected', provider_close: 'closed' });
    const payment = [...sandbox.payments.values()].find((p) => p.orderNo === order.orderNo)!;
    expect(payment.status).toBe('closed');
    expect((await press(order.payUrl!, 'pay')).status).toBe(409);
    expect(await central(member.uid)).toBe(0n);
    await expectBooksBalance();
  });
});
