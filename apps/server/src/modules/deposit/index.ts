import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { repeat, type Lifecycle } from '../../lib/lifecycle.ts';
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
 * what a member has deposited (for rewards). `exclusionStarted` closes the member's open online
 * orders when a cool-off or self-exclusion starts; a job tells the providers that missed it again.
 */
export async function startDeposits(deps: DepositDeps) {
  const paymentProvider = await paymentProviderOf(deps);
  const deposits = createDepositService(
    deps.db,
    { ...deps.config, paymentProvider },
    { ...deps, providers: paymentProvidersOf({ paymentProvider }) },
  );
  repeat(deps.lifecycle, 'deposit payment closes', deps.config.deposit.closeRetryMs, async () => {
    const { told, failed, error } = await deposits.retryCloses();
    if (failed > 0) deps.lifecycle.log.warn({ told, failed, err: error }, 'payment closes still pending');
    else if (told > 0) deps.lifecycle.log.info({ told }, 'payment closes told');
  });
  return {
    routes: depositRoutes(deposits),
    /** When an exclusion starts (responsible play): its open online orders close with it, then their providers are told. */
    exclusionStarted: {
      inTransaction: deposits.closeOpenOrders,
      afterCommit: (memberId: number) =>
        deposits.tellAfterExclusion(memberId).catch((err: unknown) => {
          deps.lifecycle.log.warn({ err, memberId }, 'closing deposits after an exclusion failed');
        }),
    },
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
