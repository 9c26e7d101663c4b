import type { ClaimResult } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { RewardsDeps } from './deps.ts';
import { payClaim } from './pay.ts';
import { claimedPeriods, promotionKind, shownPromotion } from './promo-reads.ts';
import { offerOf } from './promo-rules.ts';

/**
 * Claims promotion `id` for the member: its rule judged now (promo-rules.ts), then the bonus paid
 * once for the rule's period (payReward: the claim row's unique index makes it once). A refusal
 * says why in the member's language and changes nothing.
 */
export async function claimPromotion(
  deps: RewardsDeps,
  memberId: number,
  id: number,
  key: string | IdempotencyKey,
): Promise<ClaimResult> {
  const idem = idempotencyOf(key);
  await idem.peek(deps.db);
  const now = deps.clock();
  const p = await shownPromotion(deps, deps.db, id);
  const offer = await offerOf(deps, deps.db, p, memberId, await claimedPeriods(deps.db, memberId, id));
  if (offer.state === 'claimed') throw new AppError(offer.note!.key, 409);
  if (offer.state !== 'eligible') throw new AppError(offer.note!.key, 400, offer.note!.params ?? {});
  const reward = {
    memberId,
    type: 'bonus.activity' as const,
    kind: promotionKind(id),
    period: offer.period,
    level: 0,
    amount: offer.amount!,
    turnoverPercent: p.turnoverPercent,
  };
  const refusal = new AppError(offer.period === 'once' ? 'activity.claimed' : 'activity.claimed_today', 409);
  return payClaim(deps, idem, reward, now, refusal);
}
