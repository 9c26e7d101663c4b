import { CARD_STAKE, formatFen, parseAmountToFen } from '@app/contract';
import { AppError } from './errors.ts';

/** A stake as fen, within the card games' range per spot; the member's error otherwise. */
export function stakeFen(amount: string | number): bigint {
  const fen = parseAmountToFen(amount)!;
  if (fen < CARD_STAKE.minFen || fen > CARD_STAKE.maxFen) {
    throw new AppError('cards.stake_range', 400, {
      min: formatFen(CARD_STAKE.minFen),
      max: formatFen(CARD_STAKE.maxFen),
    });
  }
  return fen;
}
