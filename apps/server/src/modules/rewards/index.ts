import type { RewardsDeps } from './deps.ts';
import { seedLevels } from './levels.ts';
import { seedSigninRewards } from './signin-rewards.ts';
import { rewardsRoutes } from './routes.ts';
import { createRewardsService } from './service.ts';
import { rewardTradeSource } from './trade-source.ts';

export type { RewardsDeps } from './deps.ts';

/**
 * Rewards paid from the house bonuses account: VIP levels and their perks, and the daily sign-in
 * (docs/decisions.md, VIP and Daily sign-in). `seed` writes the default VIP table and sign-in rewards; `tradeSource` gives the transaction records the claims.
 */
export function startRewards(deps: Omit<RewardsDeps, 'clock'> & { clock?: () => Date }) {
  const rewards = createRewardsService({ ...deps, clock: deps.clock ?? (() => new Date()) });
  return {
    routes: rewardsRoutes(rewards),
    service: rewards,
    seed: async () => {
      await seedLevels(deps.db);
      await seedSigninRewards(deps.db);
    },
    tradeSource: rewardTradeSource(deps.db),
  };
}
