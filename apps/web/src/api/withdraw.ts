import { WITHDRAW_API, type WithdrawMethod, type WithdrawSubmitInput } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { useIdempotentSubmit } from './idempotency';
import { refreshAfterMoneyMoved } from './wallet';

// Fetchers

/** Fee and actual amount of a withdrawal before it is submitted. */
export async function getWithdrawPreview(method: WithdrawMethod, amount: string, signal?: AbortSignal) {
  // Asked while the member types: the page shows a refusal under the amount, not as a toast.
  return (await call(WITHDRAW_API.preview, { method, amount }, { quiet: true, signal })).data;
}

export async function submitWithdrawal(input: WithdrawSubmitInput, idempotencyKey: string) {
  return call(WITHDRAW_API.submit, input, { idempotencyKey });
}

// Queries

export const withdrawPreviewQueryOptions = (method: WithdrawMethod, amount: string) =>
  queryOptions({
    queryKey: ['withdraw', 'preview', method, amount],
    queryFn: ({ signal }) => getWithdrawPreview(method, amount, signal),
    staleTime: 60_000,
  });

/** The quote for a checked amount; nothing is asked while the amount is not valid (null). */
export const useWithdrawPreview = (method: WithdrawMethod, amount: string | null) =>
  useQuery({
    ...withdrawPreviewQueryOptions(method, amount ?? ''),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
  });

// Money actions

export const useWithdrawSubmit = () =>
  useIdempotentSubmit(async (input: WithdrawSubmitInput, key: string) => {
    try {
      return await submitWithdrawal(input, key);
    } finally {
      // Refused or not, the balances on screen are re-read (a hold may have moved them).
      refreshAfterMoneyMoved();
    }
  });
