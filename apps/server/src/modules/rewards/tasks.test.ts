import { describe, expect, it } from 'vitest';
import { REWARDS_API, TASK_API } from '@app/contract';
import { en } from '@app/contract/messages';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { confirmedDeposit, newKey } from '../../../test/money.ts';
import { rewardsAt } from '../../../test/rewards.ts';

const app = await buildTestApp();
const db = app.database.db;
const yuan = (n: number) => BigInt(n) * 100n;
const central = (uid: number) => balanceOf(db, account.central(uid));
const taskList = async (token: string) => (await callEndpoint(app, TASK_API.list, undefined, { token })).body.data.list;
const claim = (token: string, id: number, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(
    app,
    REWARDS_API.claim,
    { source: 'task', id },
    { token, lang, headers: { 'idempotency-key': newKey() } },
  );

describe('tasks', () => {
  it('counts real deposits towards a daily task, pays it once a day, and keeps the record', async () => {
    const m = await registerMember(app);
    const before = await taskList(m.token);
    expect(before.map((t) => [t.period, t.metric, t.progress, t.state])).toEqual([
      ['daily', 'deposit', '0.00', 'in_progress'],
      ['daily', 'turnover', '0.00', 'in_progress'],
      ['weekly', 'signin', '0', 'in_progress'],
      ['weekly', 'turnover', '0.00', 'in_progress'],
    ]);
    const deposit = before[0]!;
    const early = await claim(m.token, deposit.id, 'en');
    expect(early.body.msg).toBe(en['task.not_done'].replace('{{progress}}', '0.00').replace('{{target}}', '100.00'));

    await confirmedDeposit(app, m.uid, yuan(150));
    expect((await taskList(m.token))[0]).toMatchObject({ progress: '100.00', state: 'claimable' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, deposit.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await central(m.uid)).toBe(yuan(152));
    expect((await taskList(m.token))[0]!.state).toBe('claimed');
    const records = await callEndpoint(app, TASK_API.records, undefined, { token: m.token });
    expect(records.body.data.list).toEqual([expect.objectContaining({ title: '今日存款 100 元', reward: '2.00' })]);
    // Tomorrow the task starts again from nothing.
    const tomorrow = rewardsAt(app, () => new Date(Date.now() + 86_400_000));
    expect((await tomorrow.tasks(m.uid, 'en')).list[0]).toMatchObject({ progress: '0.00', state: 'in_progress' });
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('counts the days signed in during the ISO week', async () => {
    const m = await registerMember(app);
    await confirmedDeposit(app, m.uid, yuan(100));
    let now = new Date('2026-11-23T04:00:00Z'); // Monday noon in Shanghai
    const rewards = rewardsAt(app, () => now);
    for (let day = 0; day < 5; day++) {
      now = new Date(Date.parse('2026-11-23T04:00:00Z') + day * 86_400_000);
      await rewards.signIn(m.uid, newKey());
    }
    const weekly = (await rewards.tasks(m.uid, 'zh_hans')).list.find((t) => t.metric === 'signin')!;
    expect(weekly).toMatchObject({ progress: '5', target: '5', state: 'claimable' });
    expect((await rewards.claim(m.uid, { source: 'task', id: weekly.id }, newKey())).amount).toBe('8.00');
    now = new Date('2026-11-30T04:00:00Z'); // the next Monday: a new week
    expect((await rewards.tasks(m.uid, 'zh_hans')).list.find((t) => t.metric === 'signin')).toMatchObject({
      progress: '0',
      state: 'in_progress',
    });
  });
});
