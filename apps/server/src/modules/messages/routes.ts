import { MESSAGES_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { createMessageAdmin } from './admin.ts';
import type { createInbox } from './inbox.ts';

type Parts = { inbox: ReturnType<typeof createInbox>; admin: ReturnType<typeof createMessageAdmin> };

/** The member's inbox and the operators' messages; the notices are the catalogue's (its bulletins). */
export function messagesRoutes({ inbox, admin }: Parts) {
  const api = MESSAGES_API;
  return [
    route(api.list, (query, { member, lang }) => inbox.list(member.memberId, query, lang)),
    route(api.info, (query, { member, lang }) => inbox.open(member.memberId, query.id, lang)),
    route(api.unread, (_, { member }) => inbox.unread(member.memberId)),
    route(api.adminSend, (body, { operator }) => admin.send(operator, body)),
    route(api.adminList, (query) => admin.list(query)),
    route(api.adminRemove, async (body, { operator }) => {
      await admin.remove(operator, body.id);
      return null;
    }),
  ];
}
