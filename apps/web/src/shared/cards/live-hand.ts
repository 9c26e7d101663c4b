import type { LiveHand, TableHand } from '@app/contract';

/** A live round's hand as the shared hand view draws it (a baccarat hand; the pairs show elsewhere). */
export function tableHandOf(hand: LiveHand): TableHand {
  const { player, banker, playerTotal, bankerTotal, winner } = hand;
  return { game: 'baccarat', player, banker, playerTotal, bankerTotal, winner };
}
