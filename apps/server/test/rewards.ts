// The rewards jobs on a test app's database with a clock of the test's own (periods, promotions).
import type { FastifyInstance } from 'fastify';
import type { ActivityTab, ClaimInput, Lang } from '@app/contract';
import type { PageQuery } from '../src/db/paginate.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { IdempotencyKey } from '../src/lib/idempotency/index.ts';
import { depositedBetween, depositedTotal, firstDeposit } from '../src/modules/deposit/reads.ts';
import { audit } from '../src/modules/operator/index.ts';
import { bonusList } from '../src/modules/rewards/bonuses.ts';
import { claimReward } from '../src/modules/rewards/claim-reward.ts';
import type { RewardsDeps } from '../src/modules/rewards/index.ts';
import { activities, activity, activityTabs, claimableActivities } from '../src/modules/rewards/promo-reads.ts';
import { signIn, signinStatus } from '../src/modules/rewards/signin.ts';
import { taskList, taskRecords } from '../src/modules/rewards/tasks.ts';
import { vipInfo, vipLevelList } from '../src/modules/rewards/vip-info.ts';
import { startTurnover } from '../src/modules/turnover/index.ts';
import { raiseVipLevel, userInfo } from '../src/modules/user/profile.ts';

/** The rewards of `app`, at the instant `now` returns: its jobs as the member pages call them. */
export function rewardsAt(app: FastifyInstance, now: () => Date) {
  const db = app.database.db;
  const deps: RewardsDeps = {
    db,
    config: app.config,
    gates: [],
    // The platform's turnover runs on the real clock; only the rewards' periods move with `now`.
    turnover: startTurnover({ clock: systemClock }),
    audit,
    depositedTotal,
    depositedBetween,
    firstDeposit,
    members: { userInfo: (id) => userInfo(db, id), raiseVipLevel: (id, level) => raiseVipLevel(db, id, level) },
    clock: now,
  };
  return {
    vipInfo: (memberId: number, lang: Lang) => vipInfo(deps, memberId, lang),
    vipLevels: () => vipLevelList(deps),
    claim: (memberId: number, input: ClaimInput, key: string | IdempotencyKey) =>
      claimReward(deps, memberId, input, key),
    tasks: (memberId: number, lang: Lang) => taskList(deps, memberId, lang),
    taskRecords: (memberId: number, query: PageQuery, lang: Lang) => taskRecords(deps, memberId, query, lang),
    bonuses: (memberId: number, query: PageQuery, lang: Lang) => bonusList(deps, memberId, query, lang),
    activityTabs: (lang: Lang) => activityTabs(lang),
    activities: (query: PageQuery & { tab: ActivityTab }, lang: Lang) => activities(deps, query, lang),
    activity: (id: number, memberId: number | null, lang: Lang) => activity(deps, id, memberId, lang),
    claimableActivities: (memberId: number, lang: Lang) => claimableActivities(deps, memberId, lang),
    signinStatus: (memberId: number) => signinStatus(deps, memberId),
    signIn: (memberId: number, key: string | IdempotencyKey) => signIn(deps, memberId, key),
  };
}
