import { BLACKJACK_DECKS, formatFen, startBlackjack, type Lang } from '@app/contract';
import { payBack, takeStake } from '../../ledger/index.ts';
import { shoeOf } from '../../lib/card-shoe.ts';
import { stakeFen } from '../../lib/card-stake.ts';
import { admissionOf } from '../../lib/gates.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { roundRef, type CardsDeps } from './deps.ts';
import { cardRounds } from './schema.ts';
import { ensureSeed, takeNonce } from './seeds.ts';
import { roundView } from './views.ts';

/**
 * Deals a blackjack round in one transaction: the next nonce, the shoe, four cards, the round's
 * row and the stake out of the central wallet. A natural (or the dealer's, after the peek) ends it
 * at once: the payout and the turnover work-off go in the same transaction.
 */
export async function dealBlackjack(
  deps: CardsDeps,
  memberId: number,
  input: { stake: string | number },
  idem: IdempotencyKey,
  lang: Lang,
) {
  const stake = stakeFen(input.stake);
  await admissionOf(deps.betGates, { memberId, amount: stake }).check();
  const now = deps.clock();
  await ensureSeed(deps.db, memberId, now);
  return retryOnClash('card_rounds_order_no_idx', () =>
    idem.transaction(deps.db, async (tx) => {
      const seed = (await takeNonce(tx, memberId))!;
      const state = startBlackjack(shoeOf(seed, BLACKJACK_DECKS), stake);
      const done = state.finished;
      const [row] = await tx
        .insert(cardRounds)
        .values({
          orderNo: newOrderNo('C', deps.config.timeZone, now),
          memberId,
          game: 'blackjack',
          seedId: seed.id,
          nonce: seed.nonce,
          bets: [{ spot: 'hand', stake: String(stake), payout: done ? String(state.returnFen) : null }],
          stake,
          payout: done ? state.returnFen : null,
          status: done ? 'completed' : 'unfinished',
          placedAt: now,
          settledAt: done ? now : null,
        })
        .returning();
      const ref = roundRef(row!.id);
      let balance = await takeStake(tx, memberId, ref, stake);
      if (done) {
        balance = (await payBack(tx, memberId, ref, state.returnFen)) ?? balance;
        await deps.turnover.workOff(tx, memberId, ref, stake);
      }
      return { round: roundView(row!, { ...seed, revealedAt: null }, lang), balance: formatFen(balance) };
    }),
  );
}
