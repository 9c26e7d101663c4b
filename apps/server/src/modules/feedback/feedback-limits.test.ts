import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { LIMITS, type MessageKey } from '@app/contract';
import { buildTestApp, registerMember } from '../../../test/helper.ts';
import { confirmedDeposit } from '../../../test/money.ts';
import { ordersOf, submitFeedback, text, ticketCount } from '../../../test/feedback.ts';

const app = await buildTestApp();
const db = app.database.db;

/** A member with an order to write about, and the body of a valid ticket. */
async function memberWithOrder() {
  const m = await registerMember(app);
  await confirmedDeposit(app, m.uid, 15_000n);
  const [order] = await ordersOf(app, m.token);
  return { ...m, body: { type: 'deposit', orderNo: order!.orderNo, content: text(20) } };
}

type Member = Awaited<ReturnType<typeof memberWithOrder>>;

async function submitted(m: Member, times: number) {
  for (let i = 0; i < times; i += 1) expect((await submitFeedback(app, m.token, m.body)).body.code).toBe(1);
}

/** Refused with HTTP 429 and `key`'s text in both languages, and no ticket written. */
async function refused(m: Member, key: MessageKey, max: number) {
  const before = await ticketCount(app, m.uid);
  for (const [lang, catalogue] of [
    ['zh_hans', zh_hans],
    ['en', en],
  ] as const) {
    const res = await submitFeedback(app, m.token, m.body, { lang });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 0, error: key, msg: catalogue[key].replace('{{max}}', String(max)) });
  }
  expect(await ticketCount(app, m.uid)).toBe(before);
}

const answerAll = (m: Member) =>
  db.execute(sql`update feedback_tickets set status = 'answered' where member_id = ${m.uid}`);

describe('a member’s limits on new feedback tickets', () => {
  it('refuses one more while the most allowed wait for support, and takes it once support answers', async () => {
    const m = await memberWithOrder();
    await submitted(m, LIMITS.feedbackOpenMax);
    await refused(m, 'feedback.too_many_open', LIMITS.feedbackOpenMax);
    await answerAll(m);
    await submitted(m, 1);
  });

  it('refuses one more after the most allowed in 24 hours, answered or not, until the oldest is a day old', async () => {
    const m = await memberWithOrder();
    for (let done = 0; done < LIMITS.feedbackDailyMax; done += LIMITS.feedbackOpenMax) {
      await submitted(m, Math.min(LIMITS.feedbackOpenMax, LIMITS.feedbackDailyMax - done));
      await answerAll(m);
    }
    await refused(m, 'feedback.daily_limit', LIMITS.feedbackDailyMax);
    await db.execute(sql`update feedback_tickets set created_at = now() - interval '25 hours'
      where id = (select min(id) from feedback_tickets where member_id = ${m.uid})`);
    await submitted(m, 1);
  });

  it('lets only the allowed number through of 50 submissions sent at once', async () => {
    const m = await memberWithOrder();
    const answers = await Promise.all(Array.from({ length: 50 }, () => submitFeedback(app, m.token, m.body)));
    expect(answers.filter((r) => r.body.code === 1)).toHaveLength(LIMITS.feedbackOpenMax);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50 - LIMITS.feedbackOpenMax);
    expect(await ticketCount(app, m.uid)).toBe(LIMITS.feedbackOpenMax);
  });
});
