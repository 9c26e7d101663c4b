import { PATHS, SystemInfoSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';

export async function getSystemInfo(signal?: AbortSignal) {
  return (await request(PATHS.common.systemInfo, { schema: SystemInfoSchema, signal })).data;
}

/** Site name, time zone and version change only with a deployment. */
export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'systemInfo'],
    queryFn: ({ signal }) => getSystemInfo(signal),
    staleTime: Infinity,
  });

export const useSystemInfo = () => useQuery(systemInfoQueryOptions());
