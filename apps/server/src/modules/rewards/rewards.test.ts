import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ClaimInput, RECORDS_API, REWARDS_API, USER_API } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { rewardsAt as rewardsAtClock } from '../../../test/rewards.ts';
import { confirmedDeposit, newKey, operatorHeaders, workOffTurnover } from '../../../test/money.ts';
import { startTurnover } from '../turnover/index.ts';
import { systemClock } from '../../lib/clock.ts';

const turnover = startTurnover({ clock: systemClock });
const app = await buildTestApp();
const db = app.database.db;
const yuan = (n: number) => BigInt(n) * 100n;
const central = (uid: number) => balanceOf(db, account.central(uid));

const vipOf = async (token: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  (await callEndpoint(app, REWARDS_API.vip, undefined, { token, lang })).body.data;
const claim = (token: string, body: ClaimInput, key = newKey(), lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, REWARDS_API.claim, body, { token, lang, headers: { 'idempotency-key': key } });

async function expectBooks() {
  expect((await checkInvariants(db)).problems).toEqual([]);
}

const rewardsAt = (now: () => Date) => rewardsAtClock(app, now);

describe('VIP levels', () => {
  it('a new member is VIP0 with nothing to claim; the table has ten levels', async () => {
    const m = await registerMember(app);
    const vip = await vipOf(m.token);
    expect(vip).toMatchObject({ level: 0, deposits: '0.00', turnover: '0.00' });
    expect(vip.next).toMatchObject({ level: 1, depositMissing: '100.00', turnoverMissing: '0.00' });
    expect(vip.perks.map((p) => [p.perk, p.state])).toEqual([
      ['weekly', 'unavailable'],
      ['monthly', 'unavailable'],
      ['birthday', 'unavailable'],
    ]);
    expect(vip.perks[0]!.note).toBe(zh_hans['rewards.nothing_at_level']);
    const table = await callEndpoint(app, REWARDS_API.vipLevels);
    expect(table.body.data.list.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a jump from VIP0 to VIP3 grants the three level-up gifts, each once', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(5_000));
    await workOffTurnover(db, m.uid, yuan(30_000));
    const vip = await vipOf(m.token);
    expect(vip.level).toBe(3);
    expect(vip.next).toMatchObject({ level: 4, depositMissing: '15000.00', turnoverMissing: '70000.00' });
    const gifts = vip.perks.filter((p) => p.perk === 'levelUp');
    expect(gifts.map((g) => [g.level, g.amount, g.state])).toEqual([
      [1, '8.00', 'claimable'],
      [2, '28.00', 'claimable'],
      [3, '58.00', 'claimable'],
    ]);
    // The tag on My follows the level at once.
    const info = await callEndpoint(app, USER_API.userInfo, undefined, { token: m.token });
    expect(info.body.data.vipLevel).toBe(3);

    for (const level of [1, 2, 3])
      expect((await claim(m.token, { source: 'vip', perk: 'levelUp', level })).body.code).toBe(1);
    const again = await claim(m.token, { source: 'vip', perk: 'levelUp', level: 2 }, newKey(), 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en['rewards.already_claimed']);
    const above = await claim(m.token, { source: 'vip', perk: 'levelUp', level: 4 });
    expect(above.body.msg).toBe(zh_hans['rewards.level_too_low'].replace('{{level}}', '4'));

    expect(await central(m.uid)).toBe(yuan(5_000 + 8 + 28 + 58));
    // Deposit 5,000 at 1x, worked off by 30,000, then 1x each gift.
    expect(await turnover.remaining(db, m.uid)).toBe(yuan(8 + 28 + 58));
    const [claims] = await queryRows<{ n: number; sum: string }>(
      db,
      sql`select count(*)::int as n, sum(amount)::text as sum from reward_claims where member_id = ${m.uid} and kind = 'vip.levelUp'`,
    );
    expect(claims).toEqual({ n: 3, sum: String(yuan(94)) });
    expect((await vipOf(m.token)).perks.filter((p) => p.state === 'claimed').length).toBe(3);
    await expectBooks();
  });

  it('shows a claim in the money log and the transaction records as a bonus', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const res = await claim(m.token, { source: 'vip', perk: 'levelUp', level: 1 });
    expect(res.body).toMatchObject({
      code: 1,
      msg: zh_hans['rewards.claimed'],
      data: { amount: '8.00', balance: '108.00' },
    });
    const log = await callEndpoint(app, RECORDS_API.getMoneyLogList, { type: 'bonus' }, { token: m.token });
    expect(log.body.data.list).toEqual([expect.objectContaining({ type: 'bonus', amount: '8.00' })]);
    const trades = await callEndpoint(app, RECORDS_API.getTradeList, { type: 'bonus' }, { token: m.token });
    expect(trades.body.data.list).toEqual([
      expect.objectContaining({ orderNo: res.body.data.orderNo, type: 'bonus', amount: '8.00' }),
    ]);
  });

  it('pays a perk claimed by 20 requests at once exactly once', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(m.token, { source: 'vip', perk: 'weekly' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await central(m.uid)).toBe(yuan(105));
    await expectBooks();
  });

  it('answers a repeated key with the first answer and pays once', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const key = newKey();
    const first = await claim(m.token, { source: 'vip', perk: 'monthly' }, key);
    const second = await claim(m.token, { source: 'vip', perk: 'monthly' }, key);
    expect(second.body).toEqual(first.body);
    expect(await central(m.uid)).toBe(yuan(110));
  });

  it('refuses what the member typed wrong, in their language, and changes nothing', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    for (const body of [
      { source: 'vip', perk: 'daily' },
      { source: 'shop' },
      { source: 'vip', perk: 'levelUp', level: 12 },
    ]) {
      const res = await claim(m.token, unchecked(body), newKey(), 'en');
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(en['rewards.perk_unknown']);
    }
    expect(await central(m.uid)).toBe(yuan(100));
  });
});

describe('claim periods, on an injected clock (Asia/Shanghai)', () => {
  it('a weekly red packet comes again at the platform midnight that starts the next ISO week', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    let now = new Date('2026-11-29T15:59:59Z'); // Sunday 23:59:59 in Shanghai, week 48
    const rewards = rewardsAt(() => now);
    expect((await rewards.claim(m.uid, { source: 'vip', perk: 'weekly' }, newKey())).amount).toBe('5.00');
    const weekly = async () => (await rewards.vipInfo(m.uid, 'en')).perks.find((p) => p.perk === 'weekly')!;
    expect(await weekly()).toMatchObject({ state: 'claimed', note: 'Claimed; available again from 2026-11-30' });
    now = new Date('2026-11-29T16:00:00Z'); // Monday 00:00 in Shanghai, week 49
    expect((await weekly()).state).toBe('claimable');
    await rewards.claim(m.uid, { source: 'vip', perk: 'weekly' }, newKey());
    const periods = await queryRows<{ period: string }>(
      db,
      sql`select period from reward_claims where member_id = ${m.uid} and kind = 'vip.weekly' order by id`,
    );
    expect(periods.map((p) => p.period)).toEqual(['2026-W48', '2026-W49']);
  });

  it('a monthly gift comes again on the first of the month, platform time', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    let now = new Date('2026-12-31T15:59:00Z'); // 23:59 on 31 December in Shanghai
    const rewards = rewardsAt(() => now);
    await rewards.claim(m.uid, { source: 'vip', perk: 'monthly' }, newKey());
    await expect(rewards.claim(m.uid, { source: 'vip', perk: 'monthly' }, newKey())).rejects.toMatchObject({
      key: 'rewards.already_claimed',
    });
    now = new Date('2026-12-31T16:00:00Z'); // 1 January 2027
    await rewards.claim(m.uid, { source: 'vip', perk: 'monthly' }, newKey());
    expect(await central(m.uid)).toBe(yuan(120));
  });

  it('a birthday gift needs a birth date, is claimed in the birthday month only, once a year', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    let now = new Date('2026-03-10T04:00:00Z');
    const rewards = rewardsAt(() => now);
    const birthday = async () => (await rewards.vipInfo(m.uid, 'zh_hans')).perks.find((p) => p.perk === 'birthday')!;
    expect(await birthday()).toMatchObject({ state: 'unavailable', note: zh_hans['rewards.birthday_no_date'] });
    await db.execute(sql`update members set birth_date = '1990-04-15' where id = ${m.uid}`);
    expect((await birthday()).note).toBe(zh_hans['rewards.birthday_not_month'].replace('{{month}}', '4'));
    await expect(rewards.claim(m.uid, { source: 'vip', perk: 'birthday' }, newKey())).rejects.toMatchObject({
      key: 'rewards.birthday_not_month',
    });
    now = new Date('2026-04-01T00:00:00Z'); // 08:00 on 1 April in Shanghai
    expect((await rewards.claim(m.uid, { source: 'vip', perk: 'birthday' }, newKey())).amount).toBe('18.00');
    expect((await birthday()).state).toBe('claimed');
    now = new Date('2027-04-20T00:00:00Z');
    expect((await birthday()).state).toBe('claimable');
  });
});

describe('operators', () => {
  const level2 = {
    level: 2,
    depositThreshold: '2000',
    turnoverThreshold: '5000',
    weekly: '12',
    levelUp: '30',
    monthly: '30',
    birthday: '38',
    turnoverMultiple: 2,
  };

  it('marketing edits a level (audited); finance may not; an out-of-order threshold is refused', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(1_000));
    await workOffTurnover(db, m.uid, yuan(5_000));
    expect((await vipOf(m.token)).level).toBe(2);

    const marketing = { headers: await operatorHeaders(app, 'marketing') };
    const saved = await callEndpoint(app, REWARDS_API.adminSaveVipLevel, level2, marketing);
    expect(saved.body).toMatchObject({ code: 1, data: { level: 2, depositThreshold: '2000.00', turnoverMultiple: 2 } });
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = 'vip.level.save' and target = 'vip:2'`,
    );
    expect(row!.n).toBe(1);
    // A member keeps a level reached before its threshold went up.
    expect((await vipOf(m.token)).level).toBe(2);

    const finance = { headers: await operatorHeaders(app, 'finance') };
    expect((await callEndpoint(app, REWARDS_API.adminSaveVipLevel, level2, finance)).status).toBe(403);
    const wrong = await callEndpoint(
      app,
      REWARDS_API.adminSaveVipLevel,
      { ...level2, depositThreshold: '999999' },
      { ...marketing, lang: 'en' },
    );
    expect(wrong.body.msg).toBe(en['rewards.threshold_order']);
    const table = await callEndpoint(app, REWARDS_API.adminVipLevels, undefined, marketing);
    expect(table.body.data.list.find((l) => l.level === 2)!.depositThreshold).toBe('2000.00');
  });
});
