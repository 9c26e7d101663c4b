import { CONTENT_API } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** help/getList: the help centre's categories and articles; with a keyword, those that match. */
export async function getHelpList(keyword: string, signal?: AbortSignal) {
  return (await call(CONTENT_API.helpList, keyword ? { keyword } : {}, { signal })).data.list;
}

/** help/getDetails: one article; not found is left to the page to show. */
export async function getHelpDetail(id: number, signal?: AbortSignal) {
  return (await call(CONTENT_API.helpDetails, { id }, { quiet: true, signal })).data;
}

/** other/getConfig: the settings the app shows (amounts, fees, switches, contacts), from one source. */
export async function getSiteConfig(signal?: AbortSignal) {
  return (await call(CONTENT_API.config, undefined, { signal })).data;
}

export const contentQueryKeys = {
  help: (keyword: string) => ['content', 'help', keyword] as const,
  article: (id: number) => ['content', 'article', id] as const,
  config: ['content', 'config'] as const,
};

/** Help articles change rarely: kept five minutes; a new search keeps the last answer in view meanwhile. */
export const helpListQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: contentQueryKeys.help(keyword),
    queryFn: ({ signal }) => getHelpList(keyword, signal),
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });

export const helpDetailQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: contentQueryKeys.article(id ?? 0),
    queryFn: ({ signal }) => getHelpDetail(id!, signal),
    enabled: id !== null,
    staleTime: 300_000,
    retry: false,
  });

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: contentQueryKeys.config,
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: 60_000,
  });

export const useHelpList = (keyword: string) => useQuery(helpListQueryOptions(keyword));
export const useHelpDetail = (id: number | null) => useQuery(helpDetailQueryOptions(id));
export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
