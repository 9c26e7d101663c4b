import { describe, expect, it } from 'vitest';
import { cardOf } from './cards.ts';
import { DRAGON_TIGER_BETS, DRAGON_TIGER_DECKS, dealDragonTiger, dragonTigerReturnFen } from './dragon-tiger.ts';
import { exactReturns, STAKE_FEN, type CardClass } from './exact.test-support.ts';

const returns = (stake: bigint, dragon: number, tiger: number) => {
  const round = dealDragonTiger([cardOf(dragon, 0), cardOf(tiger, 1), cardOf(13, 2)]);
  return DRAGON_TIGER_BETS.map((bet) => dragonTigerReturnFen(bet, stake, round));
};

describe('dragon tiger', () => {
  it('deals one card each, and the higher rank wins with ace low', () => {
    expect(dealDragonTiger([cardOf(13, 0), cardOf(12, 1), 0])).toEqual({
      dragon: cardOf(13, 0),
      tiger: cardOf(12, 1),
      winner: 'dragon',
      used: 2,
    });
    expect(dealDragonTiger([cardOf(1, 0), cardOf(2, 0)]).winner).toBe('tiger');
    expect(dealDragonTiger([cardOf(7, 0), cardOf(7, 3)]).winner).toBe('tie');
    expect(() => dealDragonTiger([0])).toThrow(RangeError);
  });

  it('pays 1:1 and 8:1, halves dragon and tiger stakes on a tie, rounding down', () => {
    // dragon, tiger, tie
    expect(returns(1000n, 10, 9)).toEqual([2000n, 0n, 0n]);
    expect(returns(1000n, 1, 13)).toEqual([0n, 2000n, 0n]);
    expect(returns(1000n, 5, 5)).toEqual([500n, 500n, 9000n]);
    expect(returns(333n, 5, 5)).toEqual([166n, 166n, 2997n]);
  });

  it('pays back less than the stake on every bet, exactly, for a fresh 8-deck shoe', () => {
    const classes: CardClass[] = Array.from({ length: 13 }, (_, r) => ({
      card: cardOf(r + 1, 0),
      count: 4 * DRAGON_TIGER_DECKS,
    }));
    const settle = (cards: number[]) => {
      if (cards.length < 2) return null;
      const round = dealDragonTiger(cards);
      return DRAGON_TIGER_BETS.map((bet) => dragonTigerReturnFen(bet, STAKE_FEN, round));
    };
    const [dragon, tiger, tie] = exactReturns(classes, settle);
    // A tie is the second card matching the first's rank: 31/415. Dragon: 2 x 192/415 + 1/2 x 31/415.
    expect(dragon).toEqual({ num: 799n, den: 830n });
    expect(tiger).toEqual({ num: 799n, den: 830n });
    expect(tie).toEqual({ num: 279n, den: 415n });
  });
});
