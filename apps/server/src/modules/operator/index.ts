import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { audit } from './audit.ts';
import { operatorRoutes } from './routes.ts';
import { createOperatorService } from './service.ts';

export type { AuditEntry } from './audit.ts';
export type { OperatorContext } from './sessions.ts';
/** Writes an audit row in the caller's transaction; other modules receive it as `deps.audit`. */
export type Audit = typeof audit;

/** Operator accounts, their sessions and the audit log every back-office action writes to. */
export function startOperators(deps: { db: Db; config: Config }) {
  const operators = createOperatorService(deps.db, deps.config);
  return { routes: operatorRoutes(operators), authenticate: operators.authenticate, audit };
}
