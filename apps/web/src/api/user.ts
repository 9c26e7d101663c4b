import {
  USER_API,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type ResetWithdrawPasswordInput,
  type Session,
  type SetWithdrawPasswordInput,
} from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sessionStore } from '../shared/session/session-store';
import { call } from './client';
import { refreshNotices } from './security';
import { queryClient } from './query-client';

// Fetchers

export async function login(input: LoginInput) {
  return (await call(USER_API.login, input)).data;
}

export async function register(input: RegisterInput) {
  return (await call(USER_API.register, input)).data;
}

export async function logout() {
  return (await call(USER_API.logout, {})).msg;
}

export async function getUserInfo(signal?: AbortSignal) {
  return (await call(USER_API.userInfo, undefined, { signal })).data;
}

export async function getUserBalance(signal?: AbortSignal) {
  return (await call(USER_API.getUserBalance, undefined, { signal })).data;
}

export async function resetPassword(input: ResetPasswordInput) {
  return (await call(USER_API.resetPassword, input)).msg;
}

export async function setWithdrawPassword(input: SetWithdrawPasswordInput) {
  return (await call(USER_API.setWithdrawPassword, input)).msg;
}

export async function resetWithdrawPassword(input: ResetWithdrawPasswordInput) {
  return (await call(USER_API.resetWithdrawPassword, input)).msg;
}

// Queries

export const userQueryKeys = {
  all: ['user'] as const,
  info: ['user', 'info'] as const,
  balance: ['user', 'balance'] as const,
};

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.info, queryFn: ({ signal }) => getUserInfo(signal) });

/** Money can arrive from elsewhere (an operator confirms a deposit): asked again whenever it is shown. */
export const balanceQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.balance, queryFn: ({ signal }) => getUserBalance(signal), staleTime: 0 });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
export const useBalance = () => useQuery(balanceQueryOptions());

// Mutations

/** A new session replaces whatever the cache held for the previous member. */
function startSession(session: Session) {
  queryClient.clear();
  sessionStore.signIn(session);
}

function endSession() {
  sessionStore.clearAuth();
  queryClient.clear();
}

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: startSession });

export const useRegister = () => useMutation({ mutationFn: register, onSuccess: startSession });

/** Logging out ends the local session even when the server cannot be told. */
export const useLogout = () => useMutation({ mutationFn: logout, onSettled: endSession });

/** The server revokes every session on a password change, so this one ends too. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, onSuccess: endSession });

/** A withdrawal password set or changed also writes a security notice. */
const refreshWithdrawPassword = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: userQueryKeys.info }), refreshNotices()]);

export const useSetWithdrawPassword = () =>
  useMutation({ mutationFn: setWithdrawPassword, onSuccess: refreshWithdrawPassword });

export const useResetWithdrawPassword = () =>
  useMutation({ mutationFn: resetWithdrawPassword, onSuccess: refreshWithdrawPassword });
