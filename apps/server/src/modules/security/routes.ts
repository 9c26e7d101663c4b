import { SECURITY_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { SecurityDeps } from './deps.ts';
import { markRead, noticesOf, unreadCount } from './notices.ts';

/** The notice endpoints; the session endpoints are the user module's (it owns the sessions). */
export function securityRoutes(deps: SecurityDeps) {
  const api = SECURITY_API;
  return [
    route(api.notices, (query, { member, lang }) => noticesOf(deps, member.memberId, query, lang)),
    route(api.unreadNotices, (_, { member }) => unreadCount(deps, member.memberId)),
    route(api.readNotices, async (_, { member }) => {
      await markRead(deps, member.memberId);
      return null;
    }),
  ];
}
