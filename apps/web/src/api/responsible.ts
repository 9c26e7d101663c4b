import { RESPONSIBLE_API, type EndpointInput, type ResponsibleStatus } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { queryClient } from './query-client';
import { REALITY_CHECK_KEY } from './reality-check';

// Fetchers

export async function getResponsibleStatus(signal?: AbortSignal) {
  return (await call(RESPONSIBLE_API.status, undefined, { signal })).data;
}

export async function getStatement(range: { from: string; to: string }, signal?: AbortSignal) {
  return (await call(RESPONSIBLE_API.statement, range, { signal })).data;
}

// Queries

export const responsibleQueryKeys = {
  all: ['responsible'] as const,
  status: ['responsible', 'status'] as const,
  reality: REALITY_CHECK_KEY,
  statement: (from: string, to: string) => ['responsible', 'statement', from, to] as const,
};

export const responsibleStatusQueryOptions = () =>
  queryOptions({
    queryKey: responsibleQueryKeys.status,
    queryFn: ({ signal }) => getResponsibleStatus(signal),
    staleTime: 0,
  });

export const useResponsibleStatus = () => useQuery(responsibleStatusQueryOptions());

export const useStatement = (range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: responsibleQueryKeys.statement(range?.from ?? '', range?.to ?? ''),
    queryFn: ({ signal }) => getStatement(range!, signal),
    enabled: range !== null,
  });

// Mutations

const saved = (status: ResponsibleStatus) => {
  queryClient.setQueryData(responsibleQueryKeys.status, status);
  return queryClient.invalidateQueries({ queryKey: responsibleQueryKeys.reality });
};

export const useSetLimit = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof RESPONSIBLE_API.setLimit>) => call(RESPONSIBLE_API.setLimit, input),
    onSuccess: (answer) => saved(answer.data),
  });

export const useExclude = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof RESPONSIBLE_API.exclude>) => call(RESPONSIBLE_API.exclude, input),
    onSuccess: (answer) => saved(answer.data),
  });

export const useSetRealityCheck = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof RESPONSIBLE_API.setRealityCheck>) =>
      call(RESPONSIBLE_API.setRealityCheck, input),
    onSuccess: (answer) => saved(answer.data),
  });
