import { RESPONSIBLE_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { ResponsibleDeps } from './deps.ts';
import { realityCheck } from './reality.ts';
import { changeLimit, setRealityCheck, startExclusion } from './settings.ts';
import { statement } from './statement.ts';
import { statusOf } from './status.ts';

export function responsibleRoutes(deps: ResponsibleDeps) {
  const api = RESPONSIBLE_API;
  return [
    route(api.status, (_, { member }) => statusOf(deps, member.memberId)),
    route(api.setLimit, (body, { member }) => changeLimit(deps, member.memberId, body.kind, body.amount)),
    route(api.exclude, (body, { member }) => startExclusion(deps, member.memberId, body.choice, body.password)),
    route(api.setRealityCheck, (body, { member }) => setRealityCheck(deps, member.memberId, body.minutes)),
    route(api.realityCheck, (_, { member }) => realityCheck(deps, member)),
    route(api.statement, (query, { member, lang }) => statement(deps, member.memberId, query, lang)),
  ];
}
