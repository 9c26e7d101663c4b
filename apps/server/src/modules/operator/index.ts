import { audit } from './audit.ts';
import type { OperatorDeps } from './deps.ts';
import { operatorRoutes } from './routes.ts';
import { authenticate } from './sessions.ts';

export type { Audit, AuditEntry } from '../../lib/audit.ts';
export type { OperatorContext } from '../../plugins/operator-auth.ts';
export type { OperatorDeps } from './deps.ts';
/** Creates an operator account: the CLI's work (`npm run operator:create`), and the tests'. */
export { createOperator } from './accounts.ts';
/** The audit writer by itself, for tests that start another module directly. */
export { audit } from './audit.ts';

/** Operator accounts, their sessions and the audit log every back-office action writes to. */
export function startOperator(deps: OperatorDeps) {
  return {
    routes: operatorRoutes(deps),
    /** The operator behind an X-Operator-Token, for the operator-auth plugin. */
    authenticate: (token: string) => authenticate(deps, token),
    /** Writes an audit row in the caller's transaction; other modules receive it as `deps.audit`. */
    audit,
  };
}
