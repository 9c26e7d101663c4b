import { SPONSORSHIP_API } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** other/getPartner: the visible partners in the operators' order, in the member's language. */
export async function getPartners(signal?: AbortSignal) {
  return (await call(SPONSORSHIP_API.list, undefined, { signal })).data.list;
}

/** other/getPartnerDetail: one partner; not found is left to the page to show. */
export async function getPartnerDetail(id: number, signal?: AbortSignal) {
  return (await call(SPONSORSHIP_API.detail, { id }, { quiet: true, signal })).data;
}

export const sponsorshipQueryKeys = {
  list: ['sponsorship', 'list'] as const,
  detail: (id: number) => ['sponsorship', 'detail', id] as const,
};

/** Operators change partners rarely: kept a minute, asked again after that when a page shows them. */
export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: sponsorshipQueryKeys.list,
    queryFn: ({ signal }) => getPartners(signal),
    staleTime: 60_000,
  });

export const partnerDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sponsorshipQueryKeys.detail(id),
    queryFn: ({ signal }) => getPartnerDetail(id, signal),
    staleTime: 60_000,
  });

export const usePartners = () => useQuery(partnersQueryOptions());

/** One partner's page; nothing is asked without an id. */
export const usePartnerDetail = (id: number | null) =>
  useQuery({ ...partnerDetailQueryOptions(id ?? 0), enabled: id !== null });
