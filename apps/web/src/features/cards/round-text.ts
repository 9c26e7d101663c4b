import type { TableHand } from '@app/contract';
import type { TFunction } from 'i18next';

/** "Banker wins", "Tie": the round's winning side in the member's language. */
export function winnerText(hand: TableHand, t: TFunction): string {
  return hand.winner === 'tie'
    ? t('card_page.tie_result')
    : t('card_page.wins', { side: t(`cards.spot.${hand.winner}`) });
}
