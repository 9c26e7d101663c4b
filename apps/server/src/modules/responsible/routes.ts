import { RESPONSIBLE_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { ResponsibleService } from './service.ts';

export function responsibleRoutes(r: ResponsibleService) {
  return [
    route(RESPONSIBLE_API.status, (_, { member }) => r.status(member.memberId)),
    route(RESPONSIBLE_API.setLimit, (body, { member }) => r.setLimit(member.memberId, body.kind, body.amount)),
    route(RESPONSIBLE_API.exclude, (body, { member }) => r.exclude(member.memberId, body.choice, body.password)),
    route(RESPONSIBLE_API.setRealityCheck, (body, { member }) => r.setRealityCheck(member.memberId, body.minutes)),
    route(RESPONSIBLE_API.realityCheck, (_, { member }) => r.realityCheck(member)),
    route(RESPONSIBLE_API.statement, (query, { member, lang }) => r.statement(member.memberId, query, lang)),
  ];
}
