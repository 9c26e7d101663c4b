import type { Executor } from '../../db/client.ts';
import { repeat } from '../../lib/lifecycle.ts';
import { closeOpenOrders, retryCloses, tellAfterExclusion } from './close.ts';
import { paymentProviderOf } from './demo-provider.ts';
import type { DepositDeps } from './deps.ts';
import { paymentProvidersOf } from './provider.ts';
import {
  depositedBetween,
  depositedTotal,
  depositorsAmong,
  depositTradeSource,
  firstDeposit,
  submittedBetween,
} from './reads.ts';
import { depositRoutes } from './routes.ts';
import { seedChannels } from './seed.ts';

export type { DepositDeps } from './deps.ts';

/**
 * Member deposits, the payment provider's callback, and the operators' deposit queue and channels.
 * `seed` creates the payment channels; `tradeSource` gives the transaction records the deposits;
 * `depositedTotal`, `depositedBetween` and `firstDeposit` tell
 * what a member has deposited (for rewards). `exclusionStarted` closes the member's open online
 * orders when a cool-off or self-exclusion starts; a job tells the providers that missed it again.
 */
export async function startDeposit(deps: DepositDeps) {
  const paymentProvider = await paymentProviderOf(deps);
  const started = { ...deps, config: { ...deps.config, paymentProvider } };
  const providers = paymentProvidersOf({ paymentProvider }, deps.clock);
  const online = { ...started, providers };
  repeat(deps.lifecycle, 'deposit payment closes', deps.config.deposit.closeRetryMs, async () => {
    const { told, failed, error } = await retryCloses(online);
    if (failed > 0) deps.lifecycle.log.warn({ told, failed, err: error }, 'payment closes still pending');
    else if (told > 0) deps.lifecycle.log.info({ told }, 'payment closes told');
  });
  return {
    routes: depositRoutes(started, providers),
    /** When an exclusion starts (responsible play): its open online orders close with it, then their providers are told. */
    exclusionStarted: {
      inTransaction: (ex: Executor, memberId: number) => closeOpenOrders(ex, memberId, deps.clock()),
      afterCommit: (memberId: number) =>
        tellAfterExclusion(online, memberId).catch((err: unknown) => {
          deps.lifecycle.log.warn({ err, memberId }, 'closing deposits after an exclusion failed');
        }),
    },
    seed: () => seedChannels(deps.db),
    tradeSource: depositTradeSource(deps.db),
    depositedTotal,
    depositedBetween,
    firstDeposit,
    depositorsAmong,
    submittedBetween,
    /** Online channels have a payment provider (the configured one or the demo's sandbox). */
    onlinePayments: paymentProvider !== null,
  };
}
