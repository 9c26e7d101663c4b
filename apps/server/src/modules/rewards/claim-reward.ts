import type { ClaimInput } from '@app/contract';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { claimPerk } from './claim.ts';
import type { RewardsDeps } from './deps.ts';
import { claimPromotion } from './promo-claim.ts';
import { claimTask } from './tasks.ts';

/** A member's claim of a reward they earned, by its source: a VIP perk, a task or a promotion. */
export function claimReward(deps: RewardsDeps, memberId: number, input: ClaimInput, key: string | IdempotencyKey) {
  if (input.source === 'vip') return claimPerk(deps, memberId, input, key);
  if (input.source === 'task') return claimTask(deps, memberId, input.id, key);
  return claimPromotion(deps, memberId, input.id, key);
}
