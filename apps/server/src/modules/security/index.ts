import type { SecurityNoticeKind } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { SecurityDeps } from './deps.ts';
import { notify } from './notices.ts';
import { securityRoutes } from './routes.ts';

/**
 * Security notices to members (docs/decisions.md, Account security). Started before the modules
 * whose events it records (users, payout), which receive `notify` in their deps.
 */
export function startSecurity(deps: SecurityDeps) {
  return {
    routes: securityRoutes(deps),
    /** Writes a notice in `ex`: the transaction of the change it tells of, so there is never one without the other. */
    notify: async (ex: Executor, memberId: number, kind: SecurityNoticeKind, params?: Record<string, string>) => {
      await notify(ex, memberId, kind, params);
      // A sign-in from a new device is also a message in the inbox (docs/decisions.md, Messages and notices).
      if (kind === 'new_device') await deps.tell?.(ex, memberId, 'new_device', params);
    },
  };
}

/** How other modules tell a member of a security event. */
export type Notify = ReturnType<typeof startSecurity>['notify'];
