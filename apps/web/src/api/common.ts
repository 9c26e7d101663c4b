import { COMMON_API } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export async function getSystemInfo(signal?: AbortSignal) {
  return (await call(COMMON_API.systemInfo, undefined, { signal })).data;
}

/** Site name, time zone and version change only with a deployment. */
export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'systemInfo'],
    queryFn: ({ signal }) => getSystemInfo(signal),
    staleTime: Infinity,
  });

export const useSystemInfo = () => useQuery(systemInfoQueryOptions());
