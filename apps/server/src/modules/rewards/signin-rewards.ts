import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { formatFen, SIGNIN_STREAK_DAYS, type SigninRewardsInputSchema } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { RewardsDeps } from './deps.ts';
import { fenOf } from './money.ts';
import { signinRewards } from './schema.ts';

/** The first platform's rewards for days 1-7 of a streak, in yuan, each with 1x turnover. */
const DEFAULT_SIGNIN_YUAN = [1, 2, 3, 5, 8, 10, 18] as const;

/** The sign-in rewards, day 1 first, and the turnover they add (one percentage for all days). */
export async function signinTable(ex: Executor) {
  const rows = await ex.select().from(signinRewards).orderBy(asc(signinRewards.day));
  return { amounts: rows.map((r) => r.amount), turnoverPercent: rows[0]?.turnoverPercent ?? 100 };
}

export async function seedSigninRewards(ex: Executor): Promise<void> {
  const rows = DEFAULT_SIGNIN_YUAN.map((yuan, i) => ({
    day: i + 1,
    amount: BigInt(yuan) * 100n,
    turnoverPercent: 100,
  }));
  await ex.insert(signinRewards).values(rows).onConflictDoNothing();
}

const view = (t: Awaited<ReturnType<typeof signinTable>>) => ({
  amounts: t.amounts.map(formatFen),
  turnoverMultiple: t.turnoverPercent / 100,
});

/** The operators' side: the rewards as they are. */
export const adminSigninRewards = async ({ db }: RewardsDeps) => view(await signinTable(db));

/** Replaces the rewards (audited); they count from the next sign-in. */
export async function saveSigninRewards(
  deps: RewardsDeps,
  op: OperatorContext,
  input: z.output<typeof SigninRewardsInputSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const turnoverPercent = Math.round(input.turnoverMultiple * 100);
    for (let day = 1; day <= SIGNIN_STREAK_DAYS; day++) {
      const row = { day, amount: fenOf(input.amounts[day - 1]!), turnoverPercent };
      await tx
        .insert(signinRewards)
        .values(row)
        .onConflictDoUpdate({ target: signinRewards.day, set: { ...row, updatedAt: deps.clock() } });
    }
    const saved = view(await signinTable(tx));
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'signin.rewards.save',
      target: 'signin',
      detail: saved,
    });
    return saved;
  });
}
