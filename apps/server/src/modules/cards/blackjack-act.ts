import { and, eq } from 'drizzle-orm';
import { applyBlackjack, BlackjackActionError, formatFen, type BlackjackAction, type Lang } from '@app/contract';
import { account, balanceOf, payBack, takeStake } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { blackjackState } from './blackjack-view.ts';
import { roundRef, type CardsDeps } from './deps.ts';
import { cardRounds, cardSeeds } from './schema.ts';
import { roundView } from './views.ts';

/** The state after the action; an action the round does not allow now is the member's error. */
function next(state: ReturnType<typeof blackjackState>, action: BlackjackAction) {
  try {
    return applyBlackjack(state, action);
  } catch (error) {
    if (error instanceof BlackjackActionError) throw new AppError('cards.action_not_allowed', 409);
    throw error;
  }
}

/**
 * The member's next move in an unfinished blackjack round, in one transaction holding the round's
 * row: the round replayed from its seed and moves, the move applied, what it adds to the stake (a
 * double, the second hand of a split, insurance) taken, and when the round ends the payout and the
 * turnover work-off.
 */
export async function actBlackjack(
  deps: CardsDeps,
  memberId: number,
  input: { orderNo: string; action: BlackjackAction },
  idem: IdempotencyKey,
  lang: Lang,
) {
  return idem.transaction(deps.db, async (tx) => {
    const [hit] = await tx
      .select({ round: cardRounds, seed: cardSeeds })
      .from(cardRounds)
      .innerJoin(cardSeeds, eq(cardSeeds.id, cardRounds.seedId))
      .where(
        and(eq(cardRounds.memberId, memberId), eq(cardRounds.orderNo, input.orderNo), eq(cardRounds.game, 'blackjack')),
      )
      .for('update', { of: cardRounds });
    if (!hit) throw new AppError('gamebet.not_found', 404);
    if (hit.round.status !== 'unfinished') throw new AppError('cards.round_finished', 409);
    const before = blackjackState(hit.round, hit.seed);
    const after = next(before, input.action);
    const ref = roundRef(hit.round.id);
    const added = after.stakedFen - before.stakedFen;
    if (added > 0n) await takeStake(tx, memberId, `${ref}:${after.actions.length}`, added);
    const now = deps.clock();
    if (after.finished) {
      await payBack(tx, memberId, ref, after.returnFen);
      await deps.turnover.workOff(tx, memberId, ref, after.stakedFen);
    }
    const [row] = await tx
      .update(cardRounds)
      .set({
        moves: after.actions,
        stake: after.stakedFen,
        ...(after.finished
          ? {
              bets: [{ ...hit.round.bets[0]!, payout: String(after.returnFen) }],
              payout: after.returnFen,
              status: 'completed' as const,
              settledAt: now,
            }
          : {}),
      })
      .where(eq(cardRounds.id, hit.round.id))
      .returning();
    const balance = await balanceOf(tx, account.central(memberId));
    return { round: roundView(row!, hit.seed, lang), balance: formatFen(balance) };
  });
}
