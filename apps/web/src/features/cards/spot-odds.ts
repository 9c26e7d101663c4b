import { BACCARAT_ODDS, DRAGON_TIGER_ODDS, type TableGame } from '@app/contract';

const ODDS: Record<TableGame, Record<string, number>> = { baccarat: BACCARAT_ODDS, dragon_tiger: DRAGON_TIGER_ODDS };

/**
 * A spot's odds as the table shows them, what a win pays to 1: the contract's odds are what it pays
 * back in hundredths of the stake, stake included (banker 195 is "0.95:1").
 */
export function oddsText(game: TableGame, spot: string): string {
  const back = ODDS[game][spot];
  return back === undefined ? '' : `${(back - 100) / 100}:1`;
}
