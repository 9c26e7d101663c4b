import { REWARDS_API, type ClaimInput } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { refreshAfterMoneyMoved } from './wallet';

// Fetchers

/** uservip/getVip: the member's level, the way to the next one and the perks with what can be claimed now. */
export async function getVip(signal?: AbortSignal) {
  return (await call(REWARDS_API.vip, undefined, { signal })).data;
}

/** uservip/getVipRes: the VIP table, VIP0 to VIP9. */
export async function getVipLevels(signal?: AbortSignal) {
  return (await call(REWARDS_API.vipLevels, undefined, { signal })).data.list;
}

export async function claimReward(input: ClaimInput, idempotencyKey: string) {
  return call(REWARDS_API.claim, input, { idempotencyKey });
}

// Queries

export const rewardsQueryKeys = {
  all: ['rewards'] as const,
  vip: ['rewards', 'vip'] as const,
  vipLevels: ['rewards', 'vipLevels'] as const,
};

/** The level rises when an operator confirms a deposit, elsewhere: asked again whenever it is shown. */
export const vipQueryOptions = () =>
  queryOptions({ queryKey: rewardsQueryKeys.vip, queryFn: ({ signal }) => getVip(signal), staleTime: 0 });

export const vipLevelsQueryOptions = () =>
  queryOptions({ queryKey: rewardsQueryKeys.vipLevels, queryFn: ({ signal }) => getVipLevels(signal) });

/** `enabled` false: nothing is asked (no session to ask it with). */
export const useVip = (enabled = true) => useQuery({ ...vipQueryOptions(), enabled });
export const useVipLevels = () => useQuery(vipLevelsQueryOptions());

// Money actions (one Idempotency-Key per perk's claim; kept for a retry after no answer)

export const useClaimReward = () =>
  useIdempotentSubmit(async (input: ClaimInput, key: string) => {
    try {
      const answer = await claimReward(input, key);
      refreshAfterMoneyMoved();
      return answer;
    } finally {
      // A refusal (already claimed elsewhere, the period turned) means the perks shown are out of date too.
      void queryClient.invalidateQueries({ queryKey: rewardsQueryKeys.vip });
    }
  });
