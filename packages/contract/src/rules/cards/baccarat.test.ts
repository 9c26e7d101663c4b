import { describe, expect, it } from 'vitest';
import { BACCARAT_BETS, baccaratReturnFen, dealBaccarat, type BaccaratRound } from './baccarat.ts';
import { cardOf, cardText, SUITS } from './cards.ts';

/** Cards from text in deal order: player, banker, player, banker, then third cards, e.g. `'KH 9S 8D 2C'`. */
function cards(text: string): number[] {
  const dealt = text.split(' ').map((t) => {
    const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(t.slice(0, -1)) + 1;
    return cardOf(rank, SUITS.indexOf(t.slice(-1) as (typeof SUITS)[number]));
  });
  // Cards the round must not reach, so a wrong draw shows.
  return [...dealt, cardOf(7, 3), cardOf(7, 3)];
}

const texts = (hand: number[]) => hand.map(cardText).join(' ');
const deal = (text: string) => dealBaccarat(cards(text));
/** Third-card value as a rank: 0 is a ten. */
const rankText = (value: number) => (value === 0 ? '10' : value === 1 ? 'A' : String(value));

describe('baccarat deal', () => {
  it('stands on naturals and compares totals mod 10', () => {
    expect(deal('3S KH 5H 8D')).toMatchObject({ playerTotal: 8, bankerTotal: 8, winner: 'tie', used: 4 });
    expect(deal('9S 4H QH 4D')).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player', used: 4 });
    // The player's 2 does not draw against a banker natural.
    const round = deal('AS 9H AH QD');
    expect(round).toMatchObject({ playerTotal: 2, bankerTotal: 9, winner: 'banker', used: 4 });
    expect([texts(round.player), texts(round.banker)]).toEqual(['AS AH', '9H QD']);
  });

  it('lets the player stand on 6 and 7, and the banker then draw on 0 to 5 only', () => {
    const drawn = deal('6S 2H KH 3D 9C');
    expect(drawn).toMatchObject({ playerTotal: 6, bankerTotal: 4, winner: 'player', used: 5 });
    expect([texts(drawn.player), texts(drawn.banker)]).toEqual(['6S KH', '2H 3D 9C']);
    expect(deal('7S 6H KH QD')).toMatchObject({ playerTotal: 7, bankerTotal: 6, used: 4 });
    expect(deal('7S 5H QH KD AC')).toMatchObject({ bankerTotal: 6, winner: 'player', used: 5 });
  });

  it('draws for the player on 0 to 5, and for the banker by the standard tableau', () => {
    // Banker total (row) against the value of the player's third card (0..9): D draws, S stands.
    const tableau = ['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD'];
    tableau.push('SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS');
    for (let total = 0; total <= 7; total++) {
      for (let third = 0; third <= 9; third++) {
        const banker = total === 0 ? 'KH QD' : `KH ${rankText(total)}D`;
        const [b1, b2] = banker.split(' ');
        const round = deal(`AS ${b1} 2S ${b2} ${rankText(third)}C 4H`);
        const draws = tableau[total]![third] === 'D';
        const where = `banker ${total}, third ${third}`;
        expect(round.player, where).toHaveLength(3);
        expect(texts(round.banker), where).toBe(draws ? `${banker} 4H` : banker);
        expect(round.used, where).toBe(draws ? 6 : 5);
        expect(round.bankerTotal, where).toBe((total + (draws ? 4 : 0)) % 10);
      }
    }
    expect(deal('5S 7H KS QH 5C')).toMatchObject({ playerTotal: 0, bankerTotal: 7, winner: 'banker', used: 5 });
  });

  it('counts a pair by rank, on each hand’s first two cards', () => {
    expect(deal('KS 2H KH 3D 6C')).toMatchObject({ playerPair: true, bankerPair: false });
    expect(deal('KS 4H QS 4D 6C')).toMatchObject({ playerPair: false, bankerPair: true });
    expect(deal('2S 3H 3S 2D 2C')).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it('needs a full round of cards', () => {
    expect(() => dealBaccarat(cards('AS AH').slice(0, 5))).toThrow(RangeError);
  });
});

describe('baccarat returns', () => {
  const round = (winner: BaccaratRound['winner'], playerPair = false, bankerPair = false) => ({
    winner,
    playerPair,
    bankerPair,
  });
  const returns = (stake: bigint, r: ReturnType<typeof round>) =>
    BACCARAT_BETS.map((bet) => baccaratReturnFen(bet, stake, r));

  it('pays 1:1, 0.95:1, 8:1 and 11:1, and nothing on a loss', () => {
    // player, banker, tie, player_pair, banker_pair
    expect(returns(1000n, round('player', true))).toEqual([2000n, 0n, 0n, 12000n, 0n]);
    expect(returns(1000n, round('banker', false, true))).toEqual([0n, 1950n, 0n, 0n, 12000n]);
  });

  it('gives player and banker stakes back on a tie', () => {
    expect(returns(1000n, round('tie', true, true))).toEqual([1000n, 1000n, 9000n, 12000n, 12000n]);
    expect(returns(333n, round('tie'))).toEqual([333n, 333n, 2997n, 0n, 0n]);
  });

  it('rounds the banker’s commission in the house’s favour, to the fen', () => {
    const banker = (stake: bigint) => baccaratReturnFen('banker', stake, round('banker'));
    expect([banker(333n), banker(19n), banker(20n), banker(1n)]).toEqual([649n, 37n, 39n, 1n]);
  });
});
