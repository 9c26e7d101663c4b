import { FEEDBACK_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { adminClose, adminDetail, adminQueue, adminReply } from './admin.ts';
import type { FeedbackDeps } from './deps.ts';
import { recentOrders } from './orders.ts';
import { submitFeedback } from './submit.ts';
import { memberReply, ticketDetail, ticketList, unreadCount } from './tickets.ts';

export function feedbackRoutes(deps: FeedbackDeps) {
  const api = FEEDBACK_API;
  return [
    route(api.getOrder, (_, { member, lang }) => recentOrders(deps, member.memberId, lang)),
    route(api.submit, (body, { member, idempotency, lang }) => submitFeedback(deps, member, body, idempotency, lang)),
    route(api.list, (query, { member, lang }) => ticketList(deps, member.memberId, query, lang)),
    route(api.detail, (query, { member, lang }) => ticketDetail(deps, member.memberId, query.id, lang)),
    route(api.reply, (body, { member, idempotency, lang }) =>
      memberReply(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.unread, (_, { member }) => unreadCount(deps, member.memberId)),
    route(api.adminList, (query, { lang }) => adminQueue(deps, query, lang)),
    route(api.adminDetail, (query, { lang }) => adminDetail(deps, query.id, lang)),
    route(api.adminReply, (body, { operator, lang }) => adminReply(deps, operator, body, lang)),
    route(api.adminClose, (body, { operator, lang }) => adminClose(deps, operator, body.id, lang)),
  ];
}
