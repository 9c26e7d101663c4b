import { MESSAGES_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { adminMessages, removeMessage, sendMessage } from './admin.ts';
import type { MessagesDeps } from './deps.ts';
import { inboxOf, openMessage, unreadCount } from './inbox.ts';

/** The member's inbox and the operators' messages; the notices are the catalogue's (its bulletins). */
export function messagesRoutes(deps: MessagesDeps) {
  const api = MESSAGES_API;
  return [
    route(api.list, (query, { member, lang }) => inboxOf(deps, member.memberId, query, lang)),
    route(api.info, (query, { member, lang }) => openMessage(deps, member.memberId, query.id, lang)),
    route(api.unread, (_, { member }) => unreadCount(deps, member.memberId)),
    route(api.adminSend, (body, { operator }) => sendMessage(deps, operator, body)),
    route(api.adminList, (query) => adminMessages(deps, query)),
    route(api.adminRemove, async (body, { operator }) => {
      await removeMessage(deps, operator, body.id);
      return null;
    }),
  ];
}
