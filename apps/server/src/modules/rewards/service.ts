import type { ActivityTab, ClaimInput, Lang } from '@app/contract';
import type { PageQuery } from '../../db/paginate.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { createVipAdmin } from './admin.ts';
import { claimPerk } from './claim.ts';
import { bonusList } from './bonuses.ts';
import { createPromotionAdmin } from './promo-admin.ts';
import { claimPromotion } from './promo-claim.ts';
import { createPromotionReads } from './promo-reads.ts';
import { signIn, signinStatus } from './signin.ts';
import { createTaskAdmin } from './task-admin.ts';
import { claimTask, taskList, taskRecords } from './tasks.ts';
import { createAwardAdmin } from './wheel-awards.ts';
import { createWheelAdmin } from './wheel-config.ts';
import { createWheelReads } from './wheel-reads.ts';
import { spin } from './wheel-spin.ts';
import { createSigninAdmin } from './signin-rewards.ts';
import type { RewardsDeps } from './deps.ts';
import { vipInfo, vipLevelList } from './vip-info.ts';

/** Rewards, job by job: the VIP card and table, claims, daily sign-in, promotions, and the operators' editing of them. */
export function createRewardsService(deps: RewardsDeps) {
  const promotions = createPromotionReads(deps);
  const wheel = createWheelReads(deps);
  return {
    vipInfo: (memberId: number, lang: Lang) => vipInfo(deps, memberId, lang),
    vipLevels: () => vipLevelList(deps),
    claim: (memberId: number, input: ClaimInput, key: string | IdempotencyKey) =>
      input.source === 'vip'
        ? claimPerk(deps, memberId, input, key)
        : input.source === 'task'
          ? claimTask(deps, memberId, input.id, key)
          : claimPromotion(deps, memberId, input.id, key),
    tasks: (memberId: number, lang: Lang) => taskList(deps, memberId, lang),
    taskRecords: (memberId: number, query: PageQuery, lang: Lang) => taskRecords(deps, memberId, query, lang),
    bonuses: (memberId: number, query: PageQuery, lang: Lang) => bonusList(deps, memberId, query, lang),
    activityTabs: (lang: Lang) => promotions.tabs(lang),
    activities: (query: PageQuery & { tab: ActivityTab }, lang: Lang) => promotions.list(query, lang),
    activity: (id: number, memberId: number | null, lang: Lang) => promotions.detail(id, memberId, lang),
    claimableActivities: (memberId: number, lang: Lang) => promotions.claimable(memberId, lang),
    signinStatus: (memberId: number) => signinStatus(deps, memberId),
    signIn: (memberId: number, key: string | IdempotencyKey) => signIn(deps, memberId, key),
    wheel: {
      ...wheel,
      spin: (memberId: number, lang: Lang, key: string | IdempotencyKey) => spin(deps, memberId, lang, key),
    },
    admin: {
      ...createVipAdmin(deps),
      ...createSigninAdmin(deps),
      ...createPromotionAdmin(deps),
      ...createWheelAdmin(deps),
      ...createAwardAdmin(deps),
      ...createTaskAdmin(deps),
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
