/**
 * Baccarat (Punto Banco) with the standard tableau, dealt from a shoe shuffled by `shuffle.ts`:
 * cards go player, banker, player, banker from position 0, then the third cards the tableau calls
 * for, the player's first.
 */
import { payoutFen } from '../lottery.ts';
import { rankOf } from './cards.ts';

export const BACCARAT_DECKS = 8;
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * What a winning bet pays back in hundredths of the stake, stake included: player 1:1, banker
 * 0.95:1 (5% commission), tie 8:1, pairs 11:1.
 */
export const BACCARAT_ODDS = {
  player: 200,
  banker: 195,
  tie: 900,
  player_pair: 1200,
  banker_pair: 1200,
} as const satisfies Record<BaccaratBet, number>;

export type BaccaratWinner = 'player' | 'banker' | 'tie';
export type BaccaratRound = {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The hand's first two cards have the same rank (king and queen are no pair). */
  playerPair: boolean;
  bankerPair: boolean;
  /** How many cards of the shoe the round took, from position 0. */
  used: number;
};

/** A card's point value: ace 1, 2..9 at face value, tens and faces 0. */
export function baccaratPoint(card: number): number {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
}

const totalOf = (hand: number[]) => hand.reduce((sum, card) => sum + baccaratPoint(card), 0) % 10;

/** Whether the banker draws on `total` when the player drew a third card worth `third` (null: stood). */
function bankerDraws(total: number, third: number | null): boolean {
  if (third === null) return total <= 5;
  if (total <= 2) return true;
  if (total === 3) return third !== 8;
  if (total === 4) return third >= 2 && third <= 7;
  if (total === 5) return third >= 4 && third <= 7;
  if (total === 6) return third >= 6 && third <= 7;
  return false;
}

/** Deals one round from the start of `cards` (the shuffled shoe; at least 6 cards). */
export function dealBaccarat(cards: number[]): BaccaratRound {
  if (cards.length < 6) throw new RangeError('a baccarat round needs 6 cards');
  let next = 4;
  const draw = () => cards[next++]!;
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (totalOf(player) <= 5) {
      player.push(draw());
      third = baccaratPoint(player[2]!);
    }
    if (bankerDraws(totalOf(banker), third)) banker.push(draw());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
    used: next,
  };
}

/** Whether a bet wins the round; a player or banker bet on a tie is pushed instead. */
function wins(bet: BaccaratBet, round: Pick<BaccaratRound, 'winner' | 'playerPair' | 'bankerPair'>): boolean {
  if (bet === 'player_pair') return round.playerPair;
  if (bet === 'banker_pair') return round.bankerPair;
  return round.winner === bet;
}

/**
 * What the member gets back in fen, stake included: stake times the odds on a win, rounded down
 * (a banker win pays stake + stake * 95 / 100); the stake on a push; 0 on a loss.
 */
export function baccaratReturnFen(
  bet: BaccaratBet,
  stakeFen: bigint,
  round: Pick<BaccaratRound, 'winner' | 'playerPair' | 'bankerPair'>,
): bigint {
  if (wins(bet, round)) return payoutFen(stakeFen, BACCARAT_ODDS[bet]);
  if ((bet === 'player' || bet === 'banker') && round.winner === 'tie') return stakeFen;
  return 0n;
}
