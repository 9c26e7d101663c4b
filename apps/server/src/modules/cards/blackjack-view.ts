import {
  BLACKJACK_DECKS,
  blackjackActions,
  formatFen,
  replayBlackjack,
  type BlackjackState,
  type BlackjackView,
} from '@app/contract';
import { shoeOf } from '../../lib/card-shoe.ts';
import type { cardRounds, cardSeeds } from './schema.ts';

type RoundRow = typeof cardRounds.$inferSelect;
type SeedRow = typeof cardSeeds.$inferSelect;

/** A blackjack round's state now: its shoe from the seed, replayed with the member's moves. */
export function blackjackState(
  r: Pick<RoundRow, 'bets' | 'moves' | 'nonce'>,
  seed: Pick<SeedRow, 'serverSeed' | 'clientSeed'>,
) {
  const shoe = shoeOf({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: r.nonce }, BLACKJACK_DECKS);
  return replayBlackjack(shoe, BigInt(r.bets[0]!.stake), r.moves as BlackjackState['actions']);
}

/** The round as the member may see it: the hole card, the dealer's draws and total only once it is over. */
export function blackjackView(s: BlackjackState): BlackjackView {
  const over = s.finished;
  return {
    phase: s.phase,
    hands: s.hands.map((h) => ({
      cards: h.cards,
      total: h.total,
      soft: h.soft,
      stake: formatFen(h.stakeFen),
      doubled: h.doubled,
      split: h.split,
      outcome: over ? h.outcome : null,
      payout: over ? formatFen(h.returnFen) : null,
    })),
    active: s.active,
    dealer: over ? s.dealer : s.dealer.slice(0, 1),
    dealerTotal: over ? s.dealerTotal : null,
    insurance: s.insuranceFen > 0n ? formatFen(s.insuranceFen) : null,
    insurancePayout: over && s.insuranceFen > 0n ? formatFen(s.insuranceReturnFen) : null,
    actions: blackjackActions(s),
  };
}
