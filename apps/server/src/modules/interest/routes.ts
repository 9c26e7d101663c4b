import { INTEREST_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { claim } from './claim.ts';
import type { InterestDeps } from './deps.ts';
import { runAccrualNow } from './job.ts';
import { move } from './moves.ts';
import { interestData, interestList, interestTypes } from './reads.ts';
import { currentSettings, saveSettings } from './settings.ts';

export function interestRoutes(deps: InterestDeps) {
  const api = INTEREST_API;
  return [
    route(api.data, (_, { member }) => interestData(deps, member.memberId)),
    route(api.types, (_, { lang }) => interestTypes(lang)),
    route(api.list, (query, { member, lang }) => interestList(deps, member.memberId, query, lang)),
    route(api.receive, (_, { member, idempotency }) => claim(deps, member.memberId, idempotency)),
    route(api.into, (body, { member, idempotency }) => move(deps, member.memberId, 'in', body.amount, idempotency)),
    route(api.turnout, (body, { member, idempotency }) => move(deps, member.memberId, 'out', body.amount, idempotency)),
    route(api.adminSettings, () => currentSettings(deps)),
    route(api.adminSaveSettings, (body, { operator }) => saveSettings(deps, operator, body)),
    route(api.adminRun, (_, { operator }) => runAccrualNow(deps, operator)),
  ];
}
