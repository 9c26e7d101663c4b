import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { operatorRoutes } from './routes.ts';
import { audit, createOperatorService } from './service.ts';

export type { OperatorContext, AuditEntry } from './service.ts';
/** Writes an audit row in the caller's transaction; other modules receive it as `deps.audit`. */
export type Audit = typeof audit;

/** Operator accounts, their sessions and the audit log every back-office action writes to. */
export function startOperators(deps: { db: Db; config: Config }) {
  const operators = createOperatorService(deps.db, deps.config);
  return { routes: operatorRoutes(operators), authenticate: operators.authenticate, audit };
}
