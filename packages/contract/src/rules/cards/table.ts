/**
 * The table card games (one deal, bets settled at once): which spots each takes, how a round is
 * dealt and what each bet returns. The server plays a round with `playTable`, and the browser
 * replays it from the revealed seed with the same function.
 */
import { BACCARAT_BETS, BACCARAT_DECKS, baccaratReturnFen, dealBaccarat, type BaccaratRound } from './baccarat.ts';
import {
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_DECKS,
  dealDragonTiger,
  dragonTigerReturnFen,
  type DragonTigerRound,
} from './dragon-tiger.ts';

export const TABLE_GAMES = ['baccarat', 'dragon_tiger'] as const;
export type TableGame = (typeof TABLE_GAMES)[number];

/** The spots of each table game, in the order a page lays them out. */
export const TABLE_SPOTS: Record<TableGame, readonly string[]> = {
  baccarat: BACCARAT_BETS,
  dragon_tiger: DRAGON_TIGER_BETS,
};
export const TABLE_DECKS: Record<TableGame, number> = { baccarat: BACCARAT_DECKS, dragon_tiger: DRAGON_TIGER_DECKS };

export type TableDeal = { game: 'baccarat'; hand: BaccaratRound } | { game: 'dragon_tiger'; hand: DragonTigerRound };
export type TableBet = { spot: string; stakeFen: bigint };

/** Deals the round from the start of the shuffled shoe and answers what each bet returns (fen, stake included). */
export function playTable(game: TableGame, cards: number[], bets: readonly TableBet[]) {
  if (game === 'baccarat') {
    const hand = dealBaccarat(cards);
    const returns = bets.map((b) => baccaratReturnFen(b.spot as (typeof BACCARAT_BETS)[number], b.stakeFen, hand));
    return { deal: { game, hand } as TableDeal, returns };
  }
  const hand = dealDragonTiger(cards);
  const returns = bets.map((b) => dragonTigerReturnFen(b.spot as (typeof DRAGON_TIGER_BETS)[number], b.stakeFen, hand));
  return { deal: { game, hand } as TableDeal, returns };
}

/** A stake on one spot, in fen: from 1 yuan to 5,000 yuan. */
export const CARD_STAKE = { minFen: 100n, maxFen: 500_000n } as const;
