import type { ClaimInput, Lang } from '@app/contract';
import type { IdempotencyKey } from '../../plugins/idempotency-key.ts';
import { createVipAdmin } from './admin.ts';
import { claimPerk } from './claim.ts';
import { signIn, signinStatus } from './signin.ts';
import { createSigninAdmin } from './signin-rewards.ts';
import type { RewardsDeps } from './deps.ts';
import { vipInfo, vipLevelList } from './vip-info.ts';

/** Rewards, job by job: the VIP card and table, claims, daily sign-in, and the operators' editing of them. */
export function createRewardsService(deps: RewardsDeps) {
  return {
    vipInfo: (memberId: number, lang: Lang) => vipInfo(deps, memberId, lang),
    vipLevels: () => vipLevelList(deps),
    claim: (memberId: number, input: ClaimInput, key: string | IdempotencyKey) => claimPerk(deps, memberId, input, key),
    signinStatus: (memberId: number) => signinStatus(deps, memberId),
    signIn: (memberId: number, key: string | IdempotencyKey) => signIn(deps, memberId, key),
    admin: { ...createVipAdmin(deps), ...createSigninAdmin(deps) },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
