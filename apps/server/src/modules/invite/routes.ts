import { INVITE_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { InviteDeps } from './deps.ts';
import { inviteeList, inviteSummary, rebateList } from './reads.ts';
import { rulesOf, saveRules } from './rules.ts';
import { settleDay } from './settle.ts';

export function inviteRoutes(deps: InviteDeps) {
  return [
    route(INVITE_API.summary, (_, { member }) => inviteSummary(deps, member.memberId)),
    route(INVITE_API.invitees, (query, { member }) => inviteeList(deps, member.memberId, query)),
    route(INVITE_API.rebates, (query, { member }) => rebateList(deps, member.memberId, query)),
    route(INVITE_API.rules, () => rulesOf(deps)),
    route(INVITE_API.adminRules, () => rulesOf(deps)),
    route(INVITE_API.adminSaveRules, (body, { operator }) => saveRules(deps, operator, body)),
    route(INVITE_API.adminSettle, (body, { operator }) => settleDay(deps, body.day, operator.operatorId)),
  ];
}
