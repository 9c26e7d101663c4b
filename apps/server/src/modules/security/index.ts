import type { SecurityNoticeKind } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { SecurityDeps } from './deps.ts';
import { notify } from './notices.ts';
import { securityRoutes } from './routes.ts';

export type { SecurityDeps } from './deps.ts';

/**
 * Security notices to members (docs/decisions.md, Account security). Started before the modules
 * whose events it records (users, payout), which receive `notify` in their deps.
 */
export function startSecurity(deps: SecurityDeps) {
  return {
    routes: securityRoutes(deps),
    /** Writes a notice in `ex`: the transaction of the change it tells of, so there is never one without the other. */
    notify: (ex: Executor, memberId: number, kind: SecurityNoticeKind, params?: Record<string, string>) =>
      notify(deps, ex, memberId, kind, params),
  };
}

/** How other modules tell a member of a security event. */
export type Notify = ReturnType<typeof startSecurity>['notify'];
