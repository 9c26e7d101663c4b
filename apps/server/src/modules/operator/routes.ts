import { OPERATOR_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { auditList } from './audit.ts';
import type { OperatorDeps } from './deps.ts';
import { login } from './login.ts';
import { logout } from './sessions.ts';

export function operatorRoutes(deps: OperatorDeps) {
  return [
    route(OPERATOR_API.login, (body, { request }) => login(deps, body, request.ip)),
    route(OPERATOR_API.logout, async (_, { operator }) => {
      await logout(deps, operator);
      return null;
    }),
    route(OPERATOR_API.me, (_, { operator: { operatorId, username, role } }) => ({ operatorId, username, role })),
    route(OPERATOR_API.audit, (query) => auditList(deps.db, query)),
  ];
}
