import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import { paymentProviderOf } from './demo-provider.ts';
import { paymentProvidersOf } from './provider.ts';
import { depositedBetween, depositedTotal, depositorsAmong, firstDeposit, submittedBetween } from './reads.ts';
import { depositRoutes } from './routes.ts';
import { seedChannels } from './seed.ts';
import { createDepositService, type DepositServiceDeps } from './service.ts';

export type DepositDeps = Omit<DepositServiceDeps, 'providers'> & { db: Db; config: Config; lifecycle: Lifecycle };

/**
 * Member deposits, the payment provider's callback, and the operators' deposit queue and channels.
 * `seed` creates the payment channels; `tradeSource` gives the transaction records the deposits;
 * `depositedTotal`, `depositedBetween` and `firstDeposit` tell
 * what a member has deposited (for rewards).
 */
export async function startDeposits(deps: DepositDeps) {
  const paymentProvider = await paymentProviderOf(deps);
  const deposits = createDepositService(
    deps.db,
    { ...deps.config, paymentProvider },
    { ...deps, providers: paymentProvidersOf({ paymentProvider }) },
  );
  return {
    routes: depositRoutes(deposits),
    seed: () => seedChannels(deps.db),
    tradeSource: deposits.tradeSource,
    depositedTotal,
    depositedBetween,
    firstDeposit,
    depositorsAmong,
    submittedBetween,
    /** Online channels have a payment provider (the configured one or the demo's sandbox). */
    onlinePayments: paymentProvider !== null,
  };
}
