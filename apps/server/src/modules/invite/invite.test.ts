import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type EndpointInput,
  INVITE_API,
  MESSAGES_API,
  PROFILE_API,
  startOfDayIn,
  todayIn,
} from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { confirmedDeposit, operatorHeaders, workOffTurnover } from '../../../test/money.ts';
import { AppError } from '../../lib/errors.ts';
import { audit, depositorsAmong, invitees, tell, turnover } from '../../../test/invite.ts';
import type { InviteDeps } from './deps.ts';
import { settleMissedDays } from './settle.ts';

const app = await buildTestApp();
const db = app.database.db;
const zone = app.config.timeZone;
const central = (uid: number) => balanceOf(db, account.central(uid));
const daysAgo = (n: number) => addDays(todayIn(zone), -n);

type Member = Awaited<ReturnType<typeof registerMember>>;

async function invitedBy(inviter: Member | null): Promise<Member> {
  if (!inviter) return registerMember(app);
  const code = (await callEndpoint(app, INVITE_API.summary, undefined, { token: inviter.token })).body.data.inviteCode;
  return registerMember(app, { inviteCode: code });
}

/** Settled stakes of `fen` for the member, logged at noon of `day` in the platform time zone. */
async function stakedOn(member: Member, fen: bigint, day: string) {
  await workOffTurnover(db, member.uid, fen);
  const noon = new Date(startOfDayIn(day, zone).getTime() + 12 * 3600_000);
  await db.execute(sql`update turnover_log set created_at = ${noon.toISOString()}::timestamptz
                       where member_id = ${member.uid} and created_at > now() - interval '1 hour'`);
}

const marketing = async () => ({ headers: await operatorHeaders(app, 'marketing') });
const settle = async (day: string, op?: { headers: Record<string, string> }) =>
  callEndpoint(app, INVITE_API.adminSettle, { day }, op ?? (await marketing()));

async function expectBooks() {
  expect((await checkInvariants(db)).problems).toEqual([]);
}

describe('rebates of a two-level chain', () => {
  it('pays the configured shares to the fen, once, and never on a member own turnover', async () => {
    const op = await marketing();
    const saved = await callEndpoint(
      app,
      INVITE_API.adminSaveRules,
      { level1Share: '1', level2Share: '0.3', turnoverMultiple: 2 },
      op,
    );
    expect(saved.body).toMatchObject({
      code: 1,
      data: { level1Share: '1.00', level2Share: '0.30', turnoverMultiple: 2 },
    });
    const a = await invitedBy(null);
    const b = await invitedBy(a);
    const c = await invitedBy(b);
    const day = daysAgo(2);
    await stakedOn(a, 50_000n, day);
    await stakedOn(b, 123_456n, day);
    await stakedOn(c, 98_765n, day);
    const before = await Promise.all([a, b, c].map((m) => central(m.uid)));
    const first = await settle(day, op);
    expect(first.body).toMatchObject({ code: 1, data: { settledNow: true } });
    // A: 1 % of 1234.56 = 12.34 (floor) and 0.3 % of 987.65 = 2.96; B: 1 % of 987.65 = 9.87; C: nothing.
    const gained = async () => (await Promise.all([a, b, c].map((m) => central(m.uid)))).map((x, i) => x - before[i]!);
    expect(await gained()).toEqual([1_530n, 987n, 0n]);
    expect(await turnover.remaining(db, a.uid)).toBe(3_060n);
    expect(await turnover.remaining(db, b.uid)).toBe(1_974n);

    expect((await settle(day, op)).body.data).toMatchObject({ settledNow: false, rebates: 0, total: '0.00' });
    expect(await gained()).toEqual([1_530n, 987n, 0n]);

    const summary = (await callEndpoint(app, INVITE_API.summary, undefined, { token: a.token })).body.data;
    expect(summary).toMatchObject({ level1Count: 1, level2Count: 1, depositedCount: 0, rebateTotal: '15.30' });
    const list = await callEndpoint(app, INVITE_API.rebates, undefined, { token: a.token });
    const mask = (u: string) => `${u.slice(0, 2)}***${u.slice(-1)}`;
    expect(list.body.data.list).toEqual(
      expect.arrayContaining([
        { day, invitee: mask(b.username), level: 1, turnover: '1234.56', share: '1.00', amount: '12.34' },
        { day, invitee: mask(c.username), level: 2, turnover: '987.65', share: '0.30', amount: '2.96' },
      ]),
    );
    expect(list.body.data.total).toBe(2);
    const inbox = await callEndpoint(app, MESSAGES_API.list, undefined, { token: a.token, lang: 'en' });
    expect(inbox.body.data.list).toContainEqual(
      expect.objectContaining({
        kind: 'rebate_credited',
        text: en['messages.kind.rebate_credited.text'].replace('{{day}}', day).replace('{{amount}}', '15.30'),
      }),
    );
    await expectBooks();
  });

  it('20 settlements of one day at once pay once', async () => {
    const a = await invitedBy(null);
    const b = await invitedBy(a);
    const day = daysAgo(3);
    await stakedOn(b, 100_000n, day);
    const op = await marketing();
    const before = await central(a.uid);
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(day, op)));
    expect(results.map((r) => r.body.code)).toEqual(Array(20).fill(1));
    expect(results.filter((r) => r.body.data.settledNow)).toHaveLength(1);
    const rules = (await callEndpoint(app, INVITE_API.rules)).body.data;
    const expected = (100_000n * BigInt(Math.round(Number(rules.level1Share) * 100))) / 10_000n;
    expect((await central(a.uid)) - before).toBe(expected);
    await expectBooks();
  });
});

describe('invitees and refusals', () => {
  it('lists direct invitees masked, newest first, with whether they deposited', async () => {
    const a = await invitedBy(null);
    const b = await invitedBy(a);
    const c = await invitedBy(a);
    await invitedBy(b);
    await confirmedDeposit(app, b.uid, 10_000n);
    const list = await callEndpoint(app, INVITE_API.invitees, undefined, { token: a.token });
    const mask = (u: string) => `${u.slice(0, 2)}***${u.slice(-1)}`;
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((x) => [x.username, x.deposited])).toEqual([
      [mask(c.username), false],
      [mask(b.username), true],
    ]);
    expect(list.body.data.list.some((x) => x.username === b.username)).toBe(false);
    const summary = (await callEndpoint(app, INVITE_API.summary, undefined, { token: a.token })).body.data;
    expect(summary).toMatchObject({ level1Count: 2, level2Count: 1, depositedCount: 1 });
  });

  it('keeps the inviter set at registration: no member can change it, so no one invites themself or loops', async () => {
    const a = await invitedBy(null);
    const b = await invitedBy(a);
    const { inviteCode } = (await callEndpoint(app, INVITE_API.summary, undefined, { token: b.token })).body.data;
    for (const body of [{ inviteCode }, { invitedBy: b.uid }]) {
      const changed = await callEndpoint(app, PROFILE_API.setUserInfo, unchecked(body), { token: a.token });
      expect(changed.body.code).toBe(0);
    }
    const rows = await queryRows(
      db,
      sql`select id::int as id, invited_by::int as inviter from members where id in (${a.uid}, ${b.uid}) order by id`,
    );
    expect(rows).toEqual([
      { id: a.uid, inviter: null },
      { id: b.uid, inviter: a.uid },
    ]);
  });

  it('refuses a day not over, bad shares and other roles, in both languages, changing nothing', async () => {
    const op = await marketing();
    const today = await settle(todayIn(zone), op);
    expect(today.status).toBe(400);
    expect(today.body).toMatchObject({ code: 0, error: 'invite.day_not_over', msg: zh_hans['invite.day_not_over'] });
    const rules = (await callEndpoint(app, INVITE_API.adminRules, undefined, op)).body.data;
    const save = (body: EndpointInput<typeof INVITE_API.adminSaveRules>, lang: 'en' | 'zh_hans' = 'en') =>
      callEndpoint(app, INVITE_API.adminSaveRules, body, { ...op, lang });
    const tooHigh = await save({ level1Share: '5.01', level2Share: '0', turnoverMultiple: 1 });
    expect(tooHigh.body).toMatchObject({ code: 0, msg: en['invite.share_rule'] });
    const order = await save({ level1Share: '0.2', level2Share: '0.3', turnoverMultiple: 1 }, 'zh_hans');
    expect(order.body).toMatchObject({ code: 0, msg: zh_hans['invite.share_order'] });
    const malformed = await save({ level1Share: '0.123', level2Share: '0', turnoverMultiple: 1 });
    expect(malformed.body).toMatchObject({ code: 0, msg: en['invite.share_rule'] });
    const support = { headers: await operatorHeaders(app, 'support') };
    expect((await callEndpoint(app, INVITE_API.adminSaveRules, rules, support)).status).toBe(403);
    expect((await callEndpoint(app, INVITE_API.adminRules, undefined, op)).body.data).toEqual(rules);
  });
});

describe('the daily job', () => {
  it('run twice on two instances pays each missed day once, and nothing to an excluded inviter', async () => {
    const [a, x] = [await invitedBy(null), await invitedBy(null)];
    const [b, y] = [await invitedBy(a), await invitedBy(x)];
    // Days the other tests do not settle: a clock 40 days on sees them as missed.
    const [day1, day2] = [daysAgo(-35), daysAgo(-34)];
    await stakedOn(b, 20_000n, day1);
    await stakedOn(b, 30_000n, day2);
    await stakedOn(y, 40_000n, day2);
    const excluded = async ({ memberId }: { memberId: number }) => {
      if (memberId === x.uid) throw new AppError('responsible.excluded', 403);
    };
    const deps: InviteDeps = {
      db,
      config: app.config,
      turnover,
      audit,
      invitees,
      depositorsAmong,
      rewardGates: [excluded],
      tell,
      clock: () => new Date(startOfDayIn(daysAgo(-36), zone).getTime() + 3600_000),
    };
    const rules = (await callEndpoint(app, INVITE_API.rules)).body.data;
    const bp = BigInt(Math.round(Number(rules.level1Share) * 100));
    const [beforeA, beforeX] = [await central(a.uid), await central(x.uid)];
    await Promise.all([settleMissedDays(deps), settleMissedDays(deps)]);
    await settleMissedDays(deps);
    expect((await central(a.uid)) - beforeA).toBe((20_000n * bp) / 10_000n + (30_000n * bp) / 10_000n);
    expect(await central(x.uid)).toBe(beforeX);
    await expectBooks();
  });
});
