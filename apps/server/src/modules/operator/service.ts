import type { z } from 'zod';
import type { AuditQuerySchema, OperatorLoginInput } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { auditList } from './audit.ts';
import { authenticate, login, logout, type OperatorContext } from './sessions.ts';

// The CLI, the plugins and the tests import these from here.
export { audit, type AuditEntry } from './audit.ts';
export { createOperator } from './accounts.ts';
export type { OperatorContext } from './sessions.ts';

/** Operator sessions (login, logout, the token check) and the audit log's reads. */
export function createOperatorService(db: Db, config: Config) {
  return {
    login: (input: OperatorLoginInput, ip: string) => login(db, config, input, ip),
    logout: (who: OperatorContext) => logout(db, who),
    authenticate: (token: string) => authenticate(db, config, token),
    auditList: (query: z.output<typeof AuditQuerySchema>) => auditList(db, query),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
