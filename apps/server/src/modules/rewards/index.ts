import type { RewardsDeps } from './deps.ts';
import { seedLevels } from './levels.ts';
import { rewardsRoutes } from './routes.ts';
import { createRewardsService } from './service.ts';
import { rewardTradeSource } from './trade-source.ts';

export type { RewardsDeps } from './deps.ts';

/**
 * Rewards paid from the house bonuses account: VIP levels and their perks (docs/decisions.md, VIP).
 * `seed` writes the default VIP table; `tradeSource` gives the transaction records the claims.
 */
export function startRewards(deps: Omit<RewardsDeps, 'clock'> & { clock?: () => Date }) {
  const rewards = createRewardsService({ ...deps, clock: deps.clock ?? (() => new Date()) });
  return {
    routes: rewardsRoutes(rewards),
    service: rewards,
    seed: () => seedLevels(deps.db),
    tradeSource: rewardTradeSource(deps.db),
  };
}
