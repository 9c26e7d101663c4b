import type { UserDeps } from './deps.ts';
import { invitees } from './invitees.ts';
import { verifyLoginPassword, verifyWithdrawPassword } from './passwords.ts';
import { raiseVipLevel, summary, userInfo } from './profile.ts';
import { register, type RegisterInput } from './register.ts';
import { userRoutes } from './routes.ts';
import { sessionCache } from './session-cache.ts';
import { authenticate, type ClientInfo } from './sessions.ts';

export type { UserDeps } from './deps.ts';
export type { AuthContext } from '../../plugins/auth.ts';
export type { ClientInfo } from './sessions.ts';
export type { Invitees } from './invitees.ts';

/**
 * Members: registration, sessions, the profile and the two passwords. Other modules read a
 * member's profile (`userInfo`, e.g. the real name a payout account must carry), name
 * (`summary`) and check the withdrawal password with its lock-out (`verifyWithdrawPassword`).
 */
export function startUser(deps: UserDeps) {
  const cache = sessionCache(deps.changes, deps.clock);
  return {
    routes: userRoutes(deps),
    /** The member behind a TOKEN, for the auth plugin. */
    authenticate: (token: string) => authenticate(deps, cache, token),
    /** A registration outside the API (the demo member of db/seed.ts). */
    register: (input: RegisterInput, client: ClientInfo) => register(deps, input, client),
    userInfo: (memberId: number) => userInfo(deps.db, memberId),
    summary: (memberId: number) => summary(deps.db, memberId),
    raiseVipLevel: (memberId: number, level: number) => raiseVipLevel(deps.db, memberId, level),
    verifyWithdrawPassword: (memberId: number, secret: string) => verifyWithdrawPassword(deps, memberId, secret),
    /** The login password asked again before a sensitive change, counted toward the login lock-out. */
    confirmLoginPassword: (memberId: number, secret: string) =>
      verifyLoginPassword(deps, memberId, secret, 'security.login_password_wrong'),
    /** The invite tree: codes, counts, invitees and their inviters (invitees.ts). */
    invitees,
  };
}

export type Users = ReturnType<typeof startUser>;
