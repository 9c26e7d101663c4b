import { INTEREST_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { InterestService } from './service.ts';

export function interestRoutes(interest: InterestService) {
  return [
    route(INTEREST_API.data, (_, { member }) => interest.data(member.memberId)),
    route(INTEREST_API.types, (_, { lang }) => interest.types(lang)),
    route(INTEREST_API.list, (query, { member, lang }) => interest.list(member.memberId, query, lang)),
    route(INTEREST_API.receive, (_, { member, idempotency }) => interest.receive(member.memberId, idempotency)),
    route(INTEREST_API.into, (body, { member, idempotency }) =>
      interest.into(member.memberId, body.amount, idempotency),
    ),
    route(INTEREST_API.turnout, (body, { member, idempotency }) =>
      interest.turnout(member.memberId, body.amount, idempotency),
    ),
    route(INTEREST_API.adminSettings, () => interest.admin.settings()),
    route(INTEREST_API.adminSaveSettings, (body, { operator }) => interest.admin.save(operator, body)),
    route(INTEREST_API.adminRun, (_, { operator }) => interest.admin.run(operator)),
  ];
}
