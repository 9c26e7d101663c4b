import { SERVICE_API } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../config/env';
import { apiBaseFromLocation } from './api-base';
import { call } from './client';

/** service/channels: the enabled customer service channels in the member's language, and the service e-mail. */
export async function getServiceInfo(signal?: AbortSignal) {
  return (await call(SERVICE_API.channels, undefined, { signal })).data;
}

export const serviceQueryKeys = { info: ['service', 'info'] as const };

/** Operators change channels now and then: kept a minute, asked again after that when a page shows them. */
export const serviceInfoQueryOptions = () =>
  queryOptions({ queryKey: serviceQueryKeys.info, queryFn: ({ signal }) => getServiceInfo(signal), staleTime: 60_000 });

export const useServiceInfo = () => useQuery(serviceInfoQueryOptions());

/**
 * A chat URL as the browser opens it: an absolute one as it is; a path of the server's (the sandbox chat)
 * against the server's address, which is not the page's in the app build (docs/decisions.md, Customer service).
 */
export function chatHref(value: string): string {
  return new URL(value, `${env.apiBase ?? apiBaseFromLocation(window.location)}/`).toString();
}
