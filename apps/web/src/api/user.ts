import {
  BalanceSchema,
  PATHS,
  SessionSchema,
  UserInfoSchema,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type ResetWithdrawPasswordInput,
  type SetWithdrawPasswordInput,
} from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionStore } from '../shared/session/session-store';
import { request } from './client';
import { queryClient } from './query-client';

const Empty = z.null();

// Fetchers

export async function login(input: LoginInput) {
  return (await request(PATHS.user.login, { method: 'POST', body: input, schema: SessionSchema })).data;
}

export async function register(input: RegisterInput) {
  return (await request(PATHS.user.register, { method: 'POST', body: input, schema: SessionSchema })).data;
}

export async function logout() {
  return (await request(PATHS.user.logout, { method: 'POST', body: {}, schema: Empty })).msg;
}

export async function getUserInfo(signal?: AbortSignal) {
  return (await request(PATHS.user.userInfo, { schema: UserInfoSchema, signal })).data;
}

export async function getUserBalance(signal?: AbortSignal) {
  return (await request(PATHS.user.getUserBalance, { schema: BalanceSchema, signal })).data;
}

export async function resetPassword(input: ResetPasswordInput) {
  return (await request(PATHS.user.resetPassword, { method: 'POST', body: input, schema: Empty })).msg;
}

export async function setWithdrawPassword(input: SetWithdrawPasswordInput) {
  return (await request(PATHS.user.setWithdrawPassword, { method: 'POST', body: input, schema: Empty })).msg;
}

export async function resetWithdrawPassword(input: ResetWithdrawPasswordInput) {
  return (await request(PATHS.user.resetWithdrawPassword, { method: 'POST', body: input, schema: Empty })).msg;
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
function startSession(session: z.infer<typeof SessionSchema>) {
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

export const useSetWithdrawPassword = () =>
  useMutation({
    mutationFn: setWithdrawPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.info }),
  });

export const useResetWithdrawPassword = () =>
  useMutation({
    mutationFn: resetWithdrawPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.info }),
  });
