import type { ClaimInput, ClaimResult } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { RewardsDeps } from './deps.ts';
import { payClaim } from './pay.ts';
import { businessDate } from './periods.ts';
import { perkOffers, type PerkOffer } from './perks.ts';
import { standingOf } from './progress.ts';

/** The perk asked for, as the member may claim it now; a refusal names why in the member's language. */
/** A claim of a VIP perk, as the claim endpoint takes it. */
export type PerkClaim = Extract<ClaimInput, { source: 'vip' }>;

function offerAsked(offers: PerkOffer[], input: PerkClaim): PerkOffer {
  const found =
    input.perk === 'levelUp'
      ? offers.find((o) => o.perk === 'levelUp' && o.level === input.level)
      : offers.find((o) => o.perk === input.perk);
  if (!found) {
    if (input.perk === 'levelUp' && input.level !== undefined) {
      throw new AppError('rewards.level_too_low', 400, { level: input.level });
    }
    throw new AppError('rewards.perk_unknown');
  }
  if (found.state === 'claimed') throw new AppError('rewards.already_claimed', 409);
  if (found.state === 'unavailable') throw new AppError(found.note!.key, 400, found.note!.params ?? {});
  return found;
}

/**
 * Claims one VIP perk for its period: the claim row, the bonus from the house bonuses account to
 * the central wallet and the turnover it adds, in one transaction with the request's answer. The
 * unique (member, kind, period) row is what makes it once: of two claims at once, the second
 * waits for the first and then finds the row (docs/decisions.md, VIP).
 */
export async function claimPerk(
  deps: RewardsDeps,
  memberId: number,
  input: PerkClaim,
  key: string | IdempotencyKey,
): Promise<ClaimResult> {
  const idem = idempotencyOf(key);
  await idem.peek(deps.db);
  const now = deps.clock();
  // Read before the transaction: the level only rises, and the row below settles any race.
  const standing = await standingOf(deps, deps.db, memberId);
  const offer = offerAsked(perkOffers(standing, businessDate(deps.config.timeZone, now)), input);
  const reward = { memberId, type: 'bonus.vip' as const, ...offer };
  return payClaim(deps, idem, reward, now, new AppError('rewards.already_claimed', 409));
}
