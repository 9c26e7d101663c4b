import { TABLE_DECKS, formatFen, playTable, type Lang, type PlayTableInput } from '@app/contract';
import { admissionOf } from '../../lib/gates.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { roundRef, type CardsDeps } from './deps.ts';
import { shoeOf } from '../../lib/card-shoe.ts';
import { payBack, takeStake } from '../../ledger/index.ts';
import { cardRounds } from './schema.ts';
import { ensureSeed, takeNonce } from './seeds.ts';
import { stakeFen } from '../../lib/card-stake.ts';
import { handOf, roundView } from './views.ts';

/**
 * One round of baccarat or dragon tiger, in one transaction: the next nonce of the member's seed,
 * the shoe it shuffles, the deal, the round's row, its stakes out of the central wallet and its
 * payout back, and the stake worked off turnover. Too little money rolls it all back, the nonce too.
 */
export async function playTableRound(
  deps: CardsDeps,
  memberId: number,
  input: PlayTableInput,
  idem: IdempotencyKey,
  lang: Lang,
) {
  const bets = input.bets.map((b) => ({ spot: b.spot, stakeFen: stakeFen(b.amount) }));
  const total = bets.reduce((sum, b) => sum + b.stakeFen, 0n);
  await admissionOf(deps.betGates, { memberId, amount: total }).check();
  const now = deps.clock();
  await ensureSeed(deps.db, memberId, now);
  return retryOnClash('card_rounds_order_no_idx', () =>
    idem.transaction(deps.db, async (tx) => {
      const seed = (await takeNonce(tx, memberId))!;
      const { deal, returns } = playTable(input.game, shoeOf(seed, TABLE_DECKS[input.game]), bets);
      const payout = returns.reduce((sum, r) => sum + r, 0n);
      const [row] = await tx
        .insert(cardRounds)
        .values({
          orderNo: newOrderNo('C', deps.config.timeZone, now),
          memberId,
          game: input.game,
          seedId: seed.id,
          nonce: seed.nonce,
          bets: bets.map((b, i) => ({ spot: b.spot, stake: String(b.stakeFen), payout: String(returns[i]) })),
          hand: handOf(deal),
          stake: total,
          payout,
          status: 'completed',
          placedAt: now,
          settledAt: now,
        })
        .returning();
      const ref = roundRef(row!.id);
      const afterStake = await takeStake(tx, memberId, ref, total);
      const balance = (await payBack(tx, memberId, ref, payout)) ?? afterStake;
      await deps.turnover.workOff(tx, memberId, ref, total);
      return {
        round: roundView(row!, { ...seed, revealedAt: null }, lang),
        balance: formatFen(balance),
      };
    }),
  );
}
