import type { Lang } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { activeAccounts, lockAccount, removeAccount } from './accounts.ts';
import { cooldownGate } from './cooldown.ts';
import type { PayoutDeps } from './deps.ts';
import { bankNamerOf } from './lists.ts';
import { realNameGate } from './real-name-gate.ts';
import { payoutRoutes } from './routes.ts';
import { describePayout } from './views.ts';

export type { PayoutAccount } from './accounts.ts';
export type { BankNamer } from './views.ts';

/**
 * Bank cards, USDT addresses and wallet accounts a member withdraws to (docs/decisions.md,
 * Payout accounts). `accounts` is what the withdrawal module uses of them.
 */
export function startPayout(deps: PayoutDeps) {
  return {
    routes: payoutRoutes(deps),
    /** The withdrawal gate refusing an account still in its cooldown (platform/money.ts adds it). */
    cooldownGate: cooldownGate(deps),
    /** The members' gate refusing a real-name change under bound accounts (platform/money.ts adds it). */
    realNameGate: realNameGate(deps),
    accounts: {
      active: activeAccounts,
      lock: lockAccount,
      remove: (tx: Tx, id: number) => removeAccount(tx, id, deps.clock()),
      bankNamer: (lang: Lang) => bankNamerOf(deps.common, lang),
      describe: describePayout,
    },
  };
}

/** The payout accounts as other modules receive them (`deps.payout`). */
export type PayoutAccounts = ReturnType<typeof startPayout>['accounts'];
