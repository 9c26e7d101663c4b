import type { IdentityDeps } from './deps.ts';
import { identityGate } from './gate.ts';
import { identityRoutes } from './routes.ts';

export type { IdentityDeps } from './deps.ts';

/**
 * Identity verification before large withdrawals: the member's state and documents, the risk
 * queue that approves or rejects them, and the withdrawal gate (`withdrawGate`) platform/money.ts registers.
 */
export function startIdentity(deps: IdentityDeps) {
  return { routes: identityRoutes(deps), withdrawGate: identityGate(deps) };
}
