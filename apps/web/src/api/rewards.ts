import { ACTIVITY_API, REWARDS_API, SIGNIN_API, type ClaimInput } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { useTasks } from './tasks';
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

/** common/signin1 (GET): today's sign-in state and the 7 days of the round. */
export async function getSigninStatus(signal?: AbortSignal) {
  return (await call(SIGNIN_API.status, undefined, { signal })).data;
}

export async function signIn(idempotencyKey: string) {
  return call(SIGNIN_API.signin, {}, { idempotencyKey });
}

// Queries

export const rewardsQueryKeys = {
  all: ['rewards'] as const,
  vip: ['rewards', 'vip'] as const,
  vipLevels: ['rewards', 'vipLevels'] as const,
  signin: ['rewards', 'signin'] as const,
  claimableActivities: ['rewards', 'claimableActivities'] as const,
};

/** The level rises when an operator confirms a deposit, elsewhere: asked again whenever it is shown. */
export const vipQueryOptions = () =>
  queryOptions({ queryKey: rewardsQueryKeys.vip, queryFn: ({ signal }) => getVip(signal), staleTime: 0 });

export const vipLevelsQueryOptions = () =>
  queryOptions({ queryKey: rewardsQueryKeys.vipLevels, queryFn: ({ signal }) => getVipLevels(signal) });

/** `enabled` false: nothing is asked (no session to ask it with). */
export const useVip = (enabled = true) => useQuery({ ...vipQueryOptions(), enabled });
export const useVipLevels = () => useQuery(vipLevelsQueryOptions());

/** The day turns at platform midnight and a confirmed deposit makes it pay: asked again whenever it is shown. */
export const signinStatusQueryOptions = () =>
  queryOptions({ queryKey: rewardsQueryKeys.signin, queryFn: ({ signal }) => getSigninStatus(signal), staleTime: 0 });

export const useSigninStatus = () => useQuery(signinStatusQueryOptions());

/** What can be taken now, for the badge on My: the VIP perks and tasks to claim, and today's sign-in until it is done. */
/** activity/claimable: the promotions the member could claim now. Here, not in api/activity.ts, which imports this file. */
export const useClaimableActivities = () =>
  useQuery({
    queryKey: rewardsQueryKeys.claimableActivities,
    queryFn: async ({ signal }) => (await call(ACTIVITY_API.claimable, undefined, { signal })).data.list,
    // Deposits and bets made elsewhere change it: asked again whenever it is shown.
    staleTime: 0,
  });

export function useClaimableCount(): number {
  const promotions = useClaimableActivities().data?.length ?? 0;
  const perks = useVip().data?.perks.filter((p) => p.state === 'claimable').length ?? 0;
  const tasks = useTasks().data?.filter((task) => task.state === 'claimable').length ?? 0;
  const signin = useSigninStatus().data;
  return promotions + perks + tasks + (signin && !signin.signedToday ? 1 : 0);
}

// Money actions (one Idempotency-Key per claim or sign-in; kept for a retry after no answer)

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

export const useSignin = () =>
  useIdempotentSubmit(async (_input: void, key: string) => {
    try {
      const answer = await signIn(key);
      refreshAfterMoneyMoved();
      return answer;
    } finally {
      // A refusal (signed in elsewhere today) means the card shown is out of date too.
      void queryClient.invalidateQueries({ queryKey: rewardsQueryKeys.signin });
    }
  });
