import { describe, expect, it } from 'vitest';
import { ACTIVITY_API, type ActivitySave, BONUS_API, REWARDS_API } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { confirmedDeposit, newKey, operatorHeaders, workOffTurnover } from '../../../test/money.ts';
import { rewardsAt } from '../../../test/rewards.ts';
import { startTurnover } from '../turnover/index.ts';
import { systemClock } from '../../lib/clock.ts';

const turnover = startTurnover({ clock: systemClock });
const app = await buildTestApp();
const db = app.database.db;
const yuan = (n: number) => BigInt(n) * 100n;
const central = (uid: number) => balanceOf(db, account.central(uid));
const DAY_MS = 86_400_000;
const marketing = { headers: await operatorHeaders(app, 'marketing') };

/** A promotion of `kind` running from an hour ago for 30 days, saved by a marketing operator. */
async function promotion(kind: ActivitySave['kind'], numbers: Partial<ActivitySave> = {}): Promise<number> {
  const body = {
    kind,
    titleZhHans: `测试 ${kind}`,
    titleEn: `Test ${kind}`,
    summaryZhHans: '简介',
    summaryEn: 'Summary',
    contentZhHans: '<p>规则</p>',
    contentEn: '<p>Rules</p>',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    ...numbers,
  };
  const res = await callEndpoint(app, ACTIVITY_API.adminSave, body, marketing);
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}
const detail = async (id: number, token?: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  (await callEndpoint(app, ACTIVITY_API.detail, { id: String(id) }, { token, lang })).body;
const claim = (token: string, id: number, key = newKey(), lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(
    app,
    REWARDS_API.claim,
    { source: 'activity', id },
    { token, lang, headers: { 'idempotency-key': key } },
  );

describe('the Promotion tab', () => {
  it('has the six tabs in order, in both languages', async () => {
    const zh = await callEndpoint(app, ACTIVITY_API.tabs);
    expect(zh.body.data.list.map((t) => t.code)).toEqual(['all', 'limited', 'first_deposit', 'daily', 'rebate', 'vip']);
    expect(zh.body.data.list[2]!.label).toBe('新人首存');
    const enTabs = await callEndpoint(app, ACTIVITY_API.tabs, undefined, { lang: 'en' });
    expect(enTabs.body.data.list.map((t) => t.label)).toEqual([
      'All',
      'Limited Time Event',
      'New Member First Deposit',
      'Daily Event',
      'High Rebate',
      'VIP Privilege',
    ]);
  });

  it('lists promotions by tab and shows their text cleaned of anything but the allow-list', async () => {
    const id = await promotion('vip_bonus', {
      bonus: '10',
      level: 1,
      contentZhHans:
        '<p onclick="steal()">好礼<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com/r">规则</a><img src="x" onerror="alert(1)"></p>',
    });
    const vipTab = await callEndpoint(app, ACTIVITY_API.list, { tab: 'vip' });
    expect(vipTab.body.data.list.map((a) => a.id)).toContain(id);
    const dailyTab = await callEndpoint(app, ACTIVITY_API.list, { tab: 'daily' });
    expect(dailyTab.body.data.list.map((a) => a.id)).not.toContain(id);
    const shown = await detail(id);
    expect(shown.data.content).toBe(
      '<p>好礼<a rel="noopener noreferrer" target="_blank">x</a>' +
        '<a href="https://example.com/r" rel="noopener noreferrer" target="_blank">规则</a><img src="x" /></p>',
    );
    expect(shown.data.my).toEqual({ state: 'visitor', amount: null, note: zh_hans['activity.visitor'] });
    const badTab = await callEndpoint(app, ACTIVITY_API.list, unchecked({ tab: 'shop' }), { lang: 'en' });
    expect(badTab.body.msg).toBe(en['activity.tab_unknown']);
  });
});

describe('claiming promotions', () => {
  it('a first-deposit bonus: eligible after the deposit, capped, once, within its days', async () => {
    const id = await promotion('first_deposit', { percent: 20, cap: '388', days: 7 });
    const m = await registerMember(app);
    expect((await detail(id, m.token)).data.my).toMatchObject({
      state: 'not_eligible',
      note: zh_hans['activity.need_first_deposit'],
    });
    await confirmedDeposit(app, m.uid, yuan(1_000));
    expect((await detail(id, m.token)).data.my).toMatchObject({ state: 'eligible', amount: '200.00' });
    // Eight days later it has expired.
    const later = rewardsAt(app, () => new Date(Date.now() + 8 * DAY_MS));
    expect((await later.activity(id, m.uid, 'en')).my.note).toBe(
      en['activity.first_deposit_expired'].replace('{{days}}', '7'),
    );
    const claimable = await callEndpoint(app, ACTIVITY_API.claimable, undefined, { token: m.token });
    expect(claimable.body.data.list).toContainEqual(expect.objectContaining({ id, amount: '200.00' }));
    const res = await claim(m.token, id);
    const after = await callEndpoint(app, ACTIVITY_API.claimable, undefined, { token: m.token });
    expect(after.body.data.list.map((p) => p.id)).not.toContain(id);
    expect(res.body).toMatchObject({
      code: 1,
      data: { amount: '200.00', turnoverAdded: '200.00', balance: '1200.00' },
    });
    const again = await claim(m.token, id, newKey(), 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en['activity.claimed']);
    expect((await detail(id, m.token)).data.my.state).toBe('claimed');
    expect(await turnover.remaining(db, m.uid)).toBe(yuan(1_200));
    const big = await registerMember(app);
    await confirmedDeposit(app, big.uid, yuan(5_000));
    expect((await claim(big.token, id)).body.data.amount).toBe('388.00');
  });

  it('lists the member’s bonuses with the turnover each still asks for, oldest requirement worked off first', async () => {
    const id = await promotion('first_deposit', { percent: 20, cap: '388', days: 7, titleEn: 'Welcome 20%' });
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(1_000));
    await claim(m.token, id);
    const bonuses = async () =>
      (await callEndpoint(app, BONUS_API.list, undefined, { token: m.token, lang: 'en' })).body.data;
    await workOffTurnover(db, m.uid, yuan(300));
    expect((await bonuses()).list).toEqual([
      expect.objectContaining({
        label: 'Welcome 20%',
        turnoverRequired: '200.00',
        turnoverDone: '0.00',
        turnoverRemaining: '200.00',
      }),
    ]);
    await workOffTurnover(db, m.uid, yuan(800));
    const after = await bonuses();
    expect(after.list[0]).toMatchObject({ turnoverDone: '100.00', turnoverRemaining: '100.00' });
    expect(after.turnoverRemaining).toBe('100.00');
  });

  it('a daily reload says what is missing today, then pays once a day', async () => {
    const id = await promotion('daily_reload', { percent: 5, cap: '188', minimum: '100' });
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(50));
    expect((await detail(id, m.token)).data.my.note).toBe(
      zh_hans['activity.need_deposit_today'].replace('{{amount}}', '50.00'),
    );
    expect((await claim(m.token, id)).status).toBe(400);
    await confirmedDeposit(app, m.uid, yuan(60));
    expect((await claim(m.token, id)).body.data.amount).toBe('5.50');
    expect((await claim(m.token, id, newKey(), 'en')).body.msg).toBe(en['activity.claimed_today']);
    // Tomorrow is another day, with no deposit yet.
    const tomorrow = rewardsAt(app, () => new Date(Date.now() + DAY_MS));
    expect((await tomorrow.activity(id, m.uid, 'zh_hans')).my.state).toBe('not_eligible');
  });

  it('a rebate pays a share of yesterday’s valid turnover', async () => {
    const id = await promotion('turnover_rebate', { percent: 0.8, cap: '2888', minimum: '100' });
    const m = await registerMember(app);
    await workOffTurnover(db, m.uid, yuan(10_000));
    expect((await detail(id, m.token)).data.my.state).toBe('not_eligible');
    const tomorrow = rewardsAt(app, () => new Date(Date.now() + DAY_MS));
    expect((await tomorrow.claim(m.uid, { source: 'activity', id }, newKey())).amount).toBe('80.00');
  });

  it('a turnover target and a VIP privilege pay their fixed bonus once reached', async () => {
    const target = await promotion('turnover_target', { bonus: '58', minimum: '5000' });
    const vip = await promotion('vip_bonus', { bonus: '88', level: 3 });
    const m = await registerMember(app);
    await workOffTurnover(db, m.uid, yuan(1_000));
    expect((await detail(target, m.token)).data.my.note).toBe(
      zh_hans['activity.need_turnover'].replace('{{amount}}', '4000.00'),
    );
    expect((await detail(vip, m.token)).data.my.note).toBe(zh_hans['activity.need_level'].replace('{{level}}', '3'));
    await workOffTurnover(db, m.uid, yuan(29_000));
    await confirmedDeposit(app, m.uid, yuan(5_000));
    expect((await claim(m.token, target)).body.data.amount).toBe('58.00');
    expect((await claim(m.token, vip)).body.data.amount).toBe('88.00');
    expect(await central(m.uid)).toBe(yuan(5_000 + 58 + 88));
  });

  it('pays a promotion claimed by 20 requests at once exactly once', async () => {
    const id = await promotion('vip_bonus', { bonus: '10', level: 1 });
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await central(m.uid)).toBe(yuan(110));
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('an ended promotion is gone; one not started yet says when it starts; an operator ends one at once', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    const soon = await promotion('vip_bonus', {
      bonus: '10',
      startsAt: new Date(Date.now() + DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
    });
    expect((await detail(soon, m.token)).data.my.state).toBe('not_started');
    expect((await claim(m.token, soon)).status).toBe(400);
    const id = await promotion('vip_bonus', { bonus: '10' });
    const ended = await callEndpoint(app, ACTIVITY_API.adminEnd, { id }, marketing);
    expect(ended.body.code).toBe(1);
    expect((await detail(id, m.token, 'en')).msg).toBe(en['activity.not_found']);
    expect((await claim(m.token, id)).status).toBe(404);
    expect(await central(m.uid)).toBe(yuan(100));
    const list = await callEndpoint(app, ACTIVITY_API.adminList, undefined, marketing);
    expect(list.body.data.list.find((a) => a.id === id)).toMatchObject({ claims: 0 });
  });

  it('refuses bad operator input with the rule, and finance may not edit promotions', async () => {
    const res = await callEndpoint(
      app,
      ACTIVITY_API.adminSave,
      {
        kind: 'vip_bonus',
        titleZhHans: '',
        titleEn: 'x',
        summaryZhHans: '',
        summaryEn: '',
        contentZhHans: '',
        contentEn: '',
        startsAt: 'soon',
        endsAt: 'later',
      },
      { ...marketing, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(en['activity.title_rule']);
    const finance = { headers: await operatorHeaders(app, 'finance') };
    expect((await callEndpoint(app, ACTIVITY_API.adminList, undefined, finance)).status).toBe(403);
  });
});
