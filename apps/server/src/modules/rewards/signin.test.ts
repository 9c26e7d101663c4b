import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECORDS_API, SIGNIN_API } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { rewardsAt as rewardsAtClock } from '../../../test/rewards.ts';
import { confirmedDeposit, newKey, operatorHeaders } from '../../../test/money.ts';
import { startTurnover } from '../turnover/index.ts';
import { systemClock } from '../../lib/clock.ts';

const turnover = startTurnover({ clock: systemClock });
const app = await buildTestApp();
const db = app.database.db;
const yuan = (n: number) => BigInt(n) * 100n;
const central = (uid: number) => balanceOf(db, account.central(uid));
const signIn = (token: string, key = newKey(), lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, SIGNIN_API.signin, {}, { token, lang, headers: { 'idempotency-key': key } });

const rewardsAt = (now: () => Date) => rewardsAtClock(app, now);

/** Noon in Shanghai on `date`. */
const noon = (date: string) => new Date(`${date}T04:00:00Z`);

describe('daily sign-in', () => {
  it('signs in once a day; without a deposit the streak counts and nothing is paid', async () => {
    const m = await registerMember(app);
    const first = await signIn(m.token);
    expect(first.body).toMatchObject({ code: 1, msg: zh_hans['rewards.signed_in'], data: { day: 1, amount: '0.00' } });
    const again = await signIn(m.token, newKey(), 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en['rewards.signed_today']);
    const status = await callEndpoint(app, SIGNIN_API.status, undefined, { token: m.token });
    expect(status.body.data).toMatchObject({ signedToday: true, streak: 1, paid: false });
    expect(status.body.data.days.map((d) => [d.amount, d.done])).toEqual([
      ['1.00', true],
      ['2.00', false],
      ['3.00', false],
      ['5.00', false],
      ['8.00', false],
      ['10.00', false],
      ['18.00', false],
    ]);
    expect(await central(m.uid)).toBe(0n);
    const trades = await callEndpoint(app, RECORDS_API.getTradeList, { type: 'bonus' }, { token: m.token });
    expect(trades.body.data.list).toEqual([]);
  });

  it('pays a member with a deposit, exactly once when 20 sign-ins arrive at once', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(m.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await central(m.uid)).toBe(yuan(101));
    // The deposit's 1x, and 1x of the sign-in reward.
    expect(await turnover.remaining(db, m.uid)).toBe(yuan(101));
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('rises day by day, starts again after a missed day and after a full round', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    let now = noon('2026-11-01');
    const rewards = rewardsAt(() => now);
    const on = async (date: string) => {
      now = noon(date);
      return (await rewards.signIn(m.uid, newKey())).day;
    };
    expect([await on('2026-11-01'), await on('2026-11-02'), await on('2026-11-03')]).toEqual([1, 2, 3]);
    // 4 November missed.
    expect(await on('2026-11-05')).toBe(1);
    const round = [];
    for (let d = 6; d <= 12; d++) round.push(await on(`2026-11-${String(d).padStart(2, '0')}`));
    expect(round).toEqual([2, 3, 4, 5, 6, 7, 1]);
    const status = await rewards.signinStatus(m.uid);
    expect(status).toMatchObject({ today: '2026-11-12', signedToday: true, streak: 1 });
    // Days 1+2+3, 1, 2..7, 1.
    expect(await central(m.uid)).toBe(yuan(100 + 6 + 1 + (2 + 3 + 5 + 8 + 10 + 18) + 1));
  });

  it('turns the day at the platform midnight, not the server clock', async () => {
    const m = await registerMember(app);
    let now = new Date('2026-11-29T15:59:59Z'); // 23:59:59 on 29 November in Shanghai
    const rewards = rewardsAt(() => now);
    await rewards.signIn(m.uid, newKey());
    now = new Date('2026-11-29T16:00:00Z'); // midnight: 30 November
    expect((await rewards.signIn(m.uid, newKey())).day).toBe(2);
    const days = await queryRows<{ period: string }>(
      db,
      sql`select period from reward_claims where member_id = ${m.uid} and kind = 'signin' order by period`,
    );
    expect(days.map((d) => d.period)).toEqual(['2026-11-29', '2026-11-30']);
  });

  it('operators set the rewards (audited); a list that is not 7 days is refused', async () => {
    const marketing = { headers: await operatorHeaders(app, 'marketing') };
    const body = { amounts: ['1', '2', '3', '4', '5', '6', '20.5'], turnoverMultiple: 3 };
    const saved = await callEndpoint(app, SIGNIN_API.adminSaveRewards, body, marketing);
    expect(saved.body).toMatchObject({
      code: 1,
      data: { amounts: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '20.50'] },
    });
    const short = await callEndpoint(
      app,
      SIGNIN_API.adminSaveRewards,
      { ...body, amounts: body.amounts.slice(1) },
      { ...marketing, lang: 'en' },
    );
    expect(short.body.msg).toBe(en['rewards.signin_days']);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = 'signin.rewards.save'`,
    );
    expect(row!.n).toBe(1);
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    await signIn(m.token);
    // 1.00 at 3x on top of the deposit's 100.00 at 1x.
    expect(await turnover.remaining(db, m.uid)).toBe(yuan(103));
  });
});
