import { OPERATOR_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { OperatorService } from './service.ts';

export function operatorRoutes(operators: OperatorService) {
  return [
    route(OPERATOR_API.login, (body, { request }) => operators.login(body, request.ip)),
    route(OPERATOR_API.logout, async (_, { operator }) => {
      await operators.logout(operator);
      return null;
    }),
    route(OPERATOR_API.me, (_, { operator: { operatorId, username, role } }) => ({ operatorId, username, role })),
    route(OPERATOR_API.audit, (query) => operators.auditList(query)),
  ];
}
