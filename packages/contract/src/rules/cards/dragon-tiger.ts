/**
 * Dragon Tiger, dealt from a shoe shuffled by `shuffle.ts`: one card to Dragon, then one to Tiger,
 * from position 0. The higher rank wins (ace low = 1 ... king = 13; suits do not count); equal
 * ranks tie.
 */
import { payoutFen } from '../lottery.ts';
import { rankOf } from './cards.ts';

export const DRAGON_TIGER_DECKS = 8;
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number];

/** What a winning bet pays back in hundredths of the stake, stake included: dragon and tiger 1:1, tie 8:1. */
export const DRAGON_TIGER_ODDS = { dragon: 200, tiger: 200, tie: 900 } as const satisfies Record<
  DragonTigerBet,
  number
>;

export type DragonTigerRound = {
  dragon: number;
  tiger: number;
  winner: DragonTigerBet;
  /** How many cards of the shoe the round took, from position 0. */
  used: number;
};

/** Deals one round from the start of `cards` (the shuffled shoe; at least 2 cards). */
export function dealDragonTiger(cards: number[]): DragonTigerRound {
  if (cards.length < 2) throw new RangeError('a dragon tiger round needs 2 cards');
  const dragon = cards[0]!;
  const tiger = cards[1]!;
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie', used: 2 };
}

/**
 * What the member gets back in fen, stake included: stake times the odds on a win; half the stake,
 * rounded down, for a dragon or tiger bet on a tie; 0 on a loss.
 */
export function dragonTigerReturnFen(
  bet: DragonTigerBet,
  stakeFen: bigint,
  round: Pick<DragonTigerRound, 'winner'>,
): bigint {
  if (round.winner === bet) return payoutFen(stakeFen, DRAGON_TIGER_ODDS[bet]);
  if (round.winner === 'tie') return stakeFen / 2n;
  return 0n;
}
