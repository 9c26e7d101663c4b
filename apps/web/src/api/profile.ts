import { COMMON_API, PROFILE_API, type SetUserInfoInput, type UserInfo } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { queryClient } from './query-client';
import { userQueryKeys } from './user';

// Fetchers

export async function getDefaultAvatars(signal?: AbortSignal) {
  return (await call(COMMON_API.defaultAvatar, undefined, { signal })).data;
}

/** The answer with its message ("Profile saved"), for the page's toast. */
export async function setUserInfo(input: SetUserInfoInput) {
  return call(PROFILE_API.setUserInfo, input);
}

export async function confirmProfile() {
  return call(PROFILE_API.confirm, {});
}

// Queries

/** The platform's default avatars change only with a deployment. */
export const defaultAvatarsQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'defaultAvatars'],
    queryFn: ({ signal }) => getDefaultAvatars(signal),
    staleTime: Infinity,
  });

export const useDefaultAvatars = () => useQuery(defaultAvatarsQueryOptions());

// Mutations

/** Both answer the whole profile as saved: it replaces the cached one (the My page header shows the avatar). */
const keepProfile = (answer: { data: UserInfo }) => queryClient.setQueryData(userQueryKeys.info, answer.data);

export const useSetUserInfo = () => useMutation({ mutationFn: setUserInfo, onSuccess: keepProfile });

export const useConfirmProfile = () => useMutation({ mutationFn: confirmProfile, onSuccess: keepProfile });
