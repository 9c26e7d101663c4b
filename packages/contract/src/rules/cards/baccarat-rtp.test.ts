import { describe, expect, it } from 'vitest';
import { BACCARAT_DECKS, baccaratReturnFen, dealBaccarat, type BaccaratBet } from './baccarat.ts';
import { cardOf } from './cards.ts';
import { decimalText, exactReturns, STAKE_FEN, type CardClass } from './exact.test-support.ts';

const suitsInShoe = 4 * BACCARAT_DECKS;

/**
 * Settles the bets once the round's cards are dealt: null while the tableau wants another card, or
 * with `firstFour`, as soon as the first four are (enough for the pairs).
 */
const settleWith =
  (bets: BaccaratBet[], firstFour = false) =>
  (cards: number[]) => {
    if (cards.length < 4) return null;
    // The filler never counts: a round that reaches it has `used` beyond the cards dealt.
    const round = dealBaccarat([...cards, 0, 0]);
    if (round.used > cards.length && !firstFour) return null;
    return bets.map((bet) => baccaratReturnFen(bet, STAKE_FEN, round));
  };

describe('baccarat return to player, exact for a fresh 8-deck shoe', () => {
  it('pays back less than the stake on player, banker and tie', () => {
    // Point values 1..9 are one rank each; 0 is the ten and the three faces.
    const classes: CardClass[] = Array.from({ length: 10 }, (_, value) => ({
      card: cardOf(value === 0 ? 10 : value, 0),
      count: (value === 0 ? 4 : 1) * suitsInShoe,
    }));
    const [player, banker, tie] = exactReturns(classes, settleWith(['player', 'banker', 'tie']));
    for (const rtp of [player!, banker!, tie!]) expect(rtp.num < rtp.den).toBe(true);
    expect(decimalText(banker!, 4)).toBe('0.9894');
    expect(decimalText(player!, 4)).toBe('0.9876');
    expect(decimalText(tie!, 4)).toBe('0.8564');
    // Exact: 0.98942094, 0.98764919 and 0.85640371; any change to the tableau or the odds shows here.
    expect(banker).toEqual({ num: 10732465128097n, den: 10847218479825n });
    expect(player).toEqual({ num: 19283843717413n, den: 19524993263685n });
    expect(tie).toEqual({ num: 619306544887n, den: 723147898655n });
  });

  it('pays back less than the stake on the pairs', () => {
    const classes: CardClass[] = Array.from({ length: 13 }, (_, r) => ({ card: cardOf(r + 1, 0), count: suitsInShoe }));
    const [playerPair, bankerPair] = exactReturns(classes, settleWith(['player_pair', 'banker_pair'], true));
    // 12 x the chance that a hand's second card matches its first: 12 x 31/415.
    expect(playerPair).toEqual({ num: 372n, den: 415n });
    expect(bankerPair).toEqual({ num: 372n, den: 415n });
    expect(decimalText(playerPair!, 4)).toBe('0.8964');
  });
});
