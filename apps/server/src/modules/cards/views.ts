import { formatFen, translate, type CardRound, type Lang, type TableDeal, type TableHand } from '@app/contract';
import { blackjackState, blackjackView } from './blackjack-view.ts';
import type { cardRounds, cardSeeds } from './schema.ts';

export type RoundRow = typeof cardRounds.$inferSelect;
export type SeedRow = Pick<
  typeof cardSeeds.$inferSelect,
  'serverSeedHash' | 'serverSeed' | 'clientSeed' | 'revealedAt'
>;

export const gameName = (game: RoundRow['game'], lang: Lang) => translate(lang, `cards.game.${game}`);

/** A round as the member sees it: the server seed only once revealed. */
export function roundView(r: RoundRow, seed: SeedRow, lang: Lang): CardRound {
  return {
    orderNo: r.orderNo,
    game: r.game,
    gameName: gameName(r.game, lang),
    status: r.status,
    stake: formatFen(r.stake),
    payout: r.payout === null ? null : formatFen(r.payout),
    winLose: r.payout === null ? null : formatFen(r.payout - r.stake),
    bets: r.bets.map((b) => ({
      spot: b.spot,
      spotLabel: translate(lang, `cards.spot.${b.spot}` as 'cards.spot.player'),
      amount: formatFen(BigInt(b.stake)),
      payout: b.payout === null ? null : formatFen(BigInt(b.payout)),
    })),
    hand: r.hand,
    blackjack: r.game === 'blackjack' ? blackjackView(blackjackState(r, seed)) : null,
    moves: r.moves as CardRound['moves'],
    fairness: {
      serverSeedHash: seed.serverSeedHash,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
      clientSeed: seed.clientSeed,
      nonce: r.nonce,
    },
    placedAt: r.placedAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

/** What a table round dealt, as stored and shown. */
export function handOf(deal: TableDeal): TableHand {
  if (deal.game === 'dragon_tiger') {
    const { dragon, tiger, winner } = deal.hand;
    return { game: deal.game, dragon, tiger, winner };
  }
  const { player, banker, playerTotal, bankerTotal, winner } = deal.hand;
  return { game: deal.game, player, banker, playerTotal, bankerTotal, winner };
}
