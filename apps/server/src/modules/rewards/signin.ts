import { and, desc, eq, gte } from 'drizzle-orm';
import { addDays, formatFen, SIGNIN_STREAK_DAYS, type SigninResult, type SigninStatus } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { retryOnClash } from '../../lib/order-no.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { RewardsDeps } from './deps.ts';
import { payReward } from './pay.ts';
import { businessDate } from './periods.ts';
import { rewardClaims } from './schema.ts';
import { signinTable } from './signin-rewards.ts';

const KIND = 'signin';

/** The member's sign-ins of today and yesterday (`period` is the day, `level` its day of the streak). */
async function recent(ex: Executor, memberId: number, today: string) {
  const rows = await ex
    .select({ period: rewardClaims.period, level: rewardClaims.level })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, memberId),
        eq(rewardClaims.kind, KIND),
        gte(rewardClaims.period, addDays(today, -1)),
      ),
    )
    .orderBy(desc(rewardClaims.period));
  const dayOf = (date: string) => rows.find((r) => r.period === date)?.level ?? null;
  return { today: dayOf(today), yesterday: dayOf(addDays(today, -1)) };
}

/** The day of the streak a sign-in today is: the day after yesterday's, or day 1 after a gap or a full round. */
const nextDay = (yesterday: number | null) => (yesterday === null ? 1 : (yesterday % SIGNIN_STREAK_DAYS) + 1);

/** Today's sign-in state and the round's calendar. */
export async function signinStatus(deps: RewardsDeps, memberId: number): Promise<SigninStatus> {
  const today = businessDate(deps.config.timeZone, deps.clock());
  const [days, table, deposited] = [
    await recent(deps.db, memberId, today),
    await signinTable(deps.db),
    await deps.depositedTotal(deps.db, memberId),
  ];
  // Days of this round already signed: today's day, else yesterday's unless its round is complete.
  const done = days.today ?? (days.yesterday !== null && days.yesterday < SIGNIN_STREAK_DAYS ? days.yesterday : 0);
  return {
    today,
    signedToday: days.today !== null,
    streak: done,
    paid: deposited > 0n,
    turnoverMultiple: table.turnoverPercent / 100,
    days: table.amounts.map((amount, i) => ({ day: i + 1, amount: formatFen(amount), done: i + 1 <= done })),
  };
}

/**
 * Signs the member in for today (platform time), once: the reward of the streak's day, paid only
 * to a member with a confirmed deposit (docs/decisions.md, Daily sign-in); a second sign-in the
 * same day, at once or later, is refused by the claim row of the day.
 */
export async function signIn(deps: RewardsDeps, memberId: number, key: string | IdempotencyKey): Promise<SigninResult> {
  const idem = idempotencyOf(key);
  await idem.peek(deps.db);
  const now = deps.clock();
  const today = businessDate(deps.config.timeZone, now);
  const table = await signinTable(deps.db);
  const paid = (await deps.depositedTotal(deps.db, memberId)) > 0n;
  await passGates(deps.gates, { memberId });
  const once = () =>
    idem.transaction(deps.db, async (tx) => {
      const days = await recent(tx, memberId, today);
      if (days.today !== null) throw new AppError('rewards.signed_today', 409);
      const day = nextDay(days.yesterday);
      const amount = paid ? table.amounts[day - 1]! : 0n;
      const reward = { memberId, type: 'bonus.signin' as const, kind: KIND, period: today, level: day, amount };
      const done = await payReward(
        deps,
        tx,
        { ...reward, turnoverPercent: table.turnoverPercent },
        now,
        new AppError('rewards.signed_today', 409),
      );
      const answer = { orderNo: done.orderNo, day, amount: formatFen(amount), balance: formatFen(done.balance) };
      await idem.answer(tx, answer);
      return answer;
    });
  return retryOnClash('reward_claims_order_no_idx', once);
}
