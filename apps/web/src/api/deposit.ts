import {
  DEPOSIT_PATHS,
  DepositOrderSchema,
  RechargeChannelGroupsSchema,
  type RechargeSubmitInput,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { recordsQueryKeys } from './records';

// Fetchers

/** recharge/getRechargeChannels1: the offered channels grouped by payment type. */
export async function getChannelGroups(signal?: AbortSignal) {
  return (await request(DEPOSIT_PATHS.channelGroups, { schema: RechargeChannelGroupsSchema, signal })).data;
}

export async function submitRecharge(input: RechargeSubmitInput, idempotencyKey: string) {
  return request(DEPOSIT_PATHS.submit, { method: 'POST', body: input, idempotencyKey, schema: DepositOrderSchema });
}

// Queries

export const depositQueryKeys = {
  all: ['deposit'] as const,
  channelGroups: ['deposit', 'channelGroups'] as const,
};

export const channelGroupsQueryOptions = () =>
  queryOptions({ queryKey: depositQueryKeys.channelGroups, queryFn: ({ signal }) => getChannelGroups(signal) });

export const useChannelGroups = () => useQuery(channelGroupsQueryOptions());

// Money actions

export const useRechargeSubmit = () =>
  useIdempotentSubmit(async (input: RechargeSubmitInput, key: string) => {
    const answer = await submitRecharge(input, key);
    void queryClient.invalidateQueries({ queryKey: recordsQueryKeys.all });
    return answer;
  });
