import type { FastifyRequest } from 'fastify';
import { SECURITY_API, USER_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { activeSessions, endSession } from './active-sessions.ts';
import type { UserDeps } from './deps.ts';
import { login } from './login.ts';
import { resetPassword, resetWithdrawPassword, setWithdrawPassword } from './passwords.ts';
import { centralBalance, summaryWithBalance } from './profile.ts';
import { profileRoutes } from './profile-routes.ts';
import { register } from './register.ts';
import { logout, type ClientInfo } from './sessions.ts';

/** Where a sign-in came from, kept with its session. */
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Registration, sign-in and out, the passwords and the member's sessions, with the profile's
 * endpoints (profile-routes.ts). Guessing passwords is slowed per address by the endpoints'
 * credential limit and per account by the lock-out.
 */
export function userRoutes(deps: UserDeps) {
  const api = USER_API;
  return [
    route(api.register, (body, { request }) => register(deps, body, clientOf(request))),
    route(api.doRegister, (body, { request }) => register(deps, body, clientOf(request))),
    route(api.login, (body, { request }) => login(deps, body, clientOf(request))),
    route(api.logout, async (_, { member }) => {
      await logout(deps, member);
      return null;
    }),
    // The profile read with the session check (sessions.ts), changes announced (session-cache.ts).
    route(api.userInfo, (_, { member }) => member.info),
    route(api.getUser, (_, { member }) => summaryWithBalance(deps, member.memberId)),
    route(api.getUserBalance, (_, { member }) => centralBalance(deps, member.memberId)),
    route(api.resetPassword, async (body, { member }) => {
      await resetPassword(deps, member.memberId, body);
      return null;
    }),
    route(api.setWithdrawPassword, async (body, { member }) => {
      await setWithdrawPassword(deps, member.memberId, body);
      return null;
    }),
    route(api.resetWithdrawPassword, async (body, { member }) => {
      await resetWithdrawPassword(deps, member.memberId, body);
      return null;
    }),
    // The member's own sessions (features/security); the notices are the security module's.
    route(SECURITY_API.sessions, (_, { member }) => activeSessions(deps, member)),
    route(SECURITY_API.endSession, async (body, { member }) => {
      await endSession(deps, member, body.id);
      return null;
    }),
    ...profileRoutes(deps),
  ];
}
