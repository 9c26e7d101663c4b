import { DEPOSIT_API, type RechargeSubmitInput } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { queryClient } from './query-client';
import { refreshAfterMoneyMoved } from './wallet';

// Fetchers

/** recharge/getRechargeChannels1: the offered channels grouped by payment type. */
export async function getChannelGroups(signal?: AbortSignal) {
  return (await call(DEPOSIT_API.channelGroups, undefined, { signal })).data;
}

/** recharge/getOrder: one deposit of the member with its current status; not found is left to the page to show. */
export async function getDepositOrder(orderNo: string, signal?: AbortSignal) {
  return (await call(DEPOSIT_API.order, { orderNo }, { quiet: true, signal })).data;
}

export async function submitRecharge(input: RechargeSubmitInput, idempotencyKey: string) {
  return call(DEPOSIT_API.submit, input, { idempotencyKey });
}

// Queries

export const depositQueryKeys = {
  all: ['deposit'] as const,
  channelGroups: ['deposit', 'channelGroups'] as const,
  order: (orderNo: string) => ['deposit', 'order', orderNo] as const,
};

export const channelGroupsQueryOptions = () =>
  queryOptions({ queryKey: depositQueryKeys.channelGroups, queryFn: ({ signal }) => getChannelGroups(signal) });

export const depositOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: depositQueryKeys.order(orderNo),
    queryFn: ({ signal }) => getDepositOrder(orderNo, signal),
    // The status changes elsewhere (an operator, the provider): ask again whenever the page shows.
    staleTime: 0,
  });

export const useChannelGroups = () => useQuery(channelGroupsQueryOptions());
/** `orderNo` '': none in the address, nothing is asked. */
export const useDepositOrder = (orderNo: string) =>
  useQuery({ ...depositOrderQueryOptions(orderNo), enabled: orderNo !== '' });

// Money actions

export const useRechargeSubmit = () =>
  useIdempotentSubmit(async (input: RechargeSubmitInput, key: string) => {
    try {
      const answer = await submitRecharge(input, key);
      // The pay page shows the new order at once, without waiting for recharge/getOrder.
      queryClient.setQueryData(depositQueryKeys.order(answer.data.orderNo), answer.data);
      return answer;
    } finally {
      // Whatever the outcome, balances and records are re-read.
      refreshAfterMoneyMoved();
    }
  });
