import type { RewardsDeps } from './deps.ts';
import { seedLevels } from './levels.ts';
import { seedDemoPromotions } from './promo-seed.ts';
import { seedSigninRewards } from './signin-rewards.ts';
import { seedTasks } from './task-admin.ts';
import { seedWheel } from './wheel-config.ts';
import { rewardsRoutes } from './routes.ts';
import { rewardTradeSource } from './trade-source.ts';

export type { RewardsDeps } from './deps.ts';

/**
 * Rewards paid from the house bonuses account: VIP levels and their perks, and the daily sign-in
 * (docs/decisions.md, VIP and Daily sign-in), and promotions (docs/decisions.md, Promotions).
 * `seed` writes the default VIP table and sign-in rewards, and the demo promotions with SEED_DEMO; `tradeSource` gives the transaction records the claims.
 */
export function startRewards(deps: RewardsDeps) {
  return {
    routes: rewardsRoutes(deps),
    seed: async () => {
      await seedLevels(deps.db);
      await seedSigninRewards(deps.db);
      await seedWheel(deps.db);
      await seedTasks(deps.db);
      if (deps.config.seedDemo) await seedDemoPromotions(deps.db, deps.clock());
    },
    tradeSource: rewardTradeSource(deps.db),
  };
}
