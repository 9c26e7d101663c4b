import { IDENTITY_API, type IdentitySubmitInput } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { queryClient } from './query-client';

// Fetchers

/** common/getCertificate: the member's verification state and the withdrawal thresholds that call for it. */
export async function getCertificate(signal?: AbortSignal) {
  return (await call(IDENTITY_API.certificate, undefined, { signal })).data;
}

export async function submitIdentity(input: IdentitySubmitInput) {
  return call(IDENTITY_API.submit, input);
}

// Queries

export const identityQueryKeys = { certificate: ['identity', 'certificate'] as const };

export const certificateQueryOptions = () =>
  queryOptions({ queryKey: identityQueryKeys.certificate, queryFn: ({ signal }) => getCertificate(signal) });

export const useCertificate = () => useQuery(certificateQueryOptions());

// Mutations

/** Submits the three documents; the answer is the new state. */
export const useSubmitIdentity = () =>
  useMutation({
    mutationFn: submitIdentity,
    onSuccess: (answer) => queryClient.setQueryData(identityQueryKeys.certificate, answer.data),
  });
