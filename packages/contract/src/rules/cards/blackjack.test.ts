import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyBlackjack,
  BLACKJACK_DECKS,
  blackjackActions,
  BlackjackActionError,
  replayBlackjack,
  startBlackjack,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack.ts';
import { cardOf, cardText, SUITS } from './cards.ts';
import { shuffledShoe } from './shuffle.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * A shoe from text in deal order: player, dealer up, player, dealer hole, then each later card, e.g.
 * `'9S 6H 7D 10C KH'`. Nothing follows, so a round drawing one card too many throws.
 */
function shoeOf(text: string): number[] {
  return text.split(' ').map((t) => cardOf(RANKS.indexOf(t.slice(0, -1)) + 1, SUITS.indexOf(t.slice(-1) as 'S')));
}

const texts = (cards: number[]) => cards.map(cardText).join(' ');
const play = (text: string, stakeFen: bigint, ...actions: BlackjackAction[]) =>
  replayBlackjack(shoeOf(text), stakeFen, actions);
const handsOf = (s: BlackjackState) => s.hands.map((h) => [texts(h.cards), h.total, h.outcome, h.returnFen]);

describe('blackjack deal', () => {
  it('deals player, dealer up, player, dealer hole, then the next positions as asked', () => {
    const dealt = startBlackjack(shoeOf('2S 9H 3D 8C 4H 10S'), 100n);
    expect(texts(dealt.hands[0]!.cards)).toBe('2S 3D');
    expect(texts(dealt.dealer)).toBe('9H 8C');
    expect(dealt).toMatchObject({ phase: 'play', active: 0, used: 4, dealerTotal: 17, finished: false });
    expect(blackjackActions(dealt)).toEqual(['hit', 'stand', 'double']);
    const hit = applyBlackjack(dealt, 'hit');
    expect([texts(hit.hands[0]!.cards), hit.hands[0]!.total, hit.used]).toEqual(['2S 3D 4H', 9, 5]);
    // The dealer's 17 stands: position 5 is never taken.
    const done = applyBlackjack(hit, 'stand');
    expect(done).toMatchObject({ finished: true, used: 5, dealerTotal: 17, returnFen: 0n, stakedFen: 100n });
    expect(handsOf(done)).toEqual([['2S 3D 4H', 9, 'lose', 0n]]);
    // The states before stay as they were.
    expect(hit.finished).toBe(false);
    expect(dealt.hands[0]!.cards).toHaveLength(2);
  });

  it('counts an ace as 11 while that stays at 21 or under', () => {
    const soft = startBlackjack(shoeOf('AS 9H 6D 8C 9H'), 100n);
    expect(soft.hands[0]).toMatchObject({ total: 17, soft: true });
    expect(applyBlackjack(soft, 'hit').hands[0]).toMatchObject({ total: 16, soft: false });
  });

  it('stands a hand on 21 by itself, and lets the dealer stand on soft 17 but draw to soft 16', () => {
    const twentyOne = play('5S 6H 6D AC KH', 100n, 'hit');
    expect(twentyOne).toMatchObject({ finished: true, dealerTotal: 17, used: 5, returnFen: 200n });
    expect(handsOf(twentyOne)).toEqual([['5S 6D KH', 21, 'win', 200n]]);
    const soft16 = play('10S 5H 8D AC 2H', 100n, 'stand');
    expect([texts(soft16.dealer), soft16.dealerTotal, soft16.hands[0]!.outcome]).toEqual(['5H AC 2H', 18, 'push']);
    expect(soft16.returnFen).toBe(100n);
  });

  it('settles a bust at once: the dealer does not draw when every hand busted', () => {
    const bust = play('10S 5H 6D 10C 9H', 100n, 'hit');
    expect(bust).toMatchObject({ finished: true, used: 5, dealerTotal: 15, returnFen: 0n });
    expect(handsOf(bust)).toEqual([['10S 6D 9H', 25, 'bust', 0n]]);
    const dealerBusts = play('10S 6H 6D 10C 9H', 100n, 'stand');
    expect(handsOf(dealerBusts)).toEqual([['10S 6D', 16, 'win', 200n]]);
    expect(dealerBusts.dealerTotal).toBe(25);
  });
});

describe('blackjack naturals, the peek and insurance', () => {
  it('pays a blackjack 3:2 at once, rounding the half fen down', () => {
    const natural = play('AS 5H KD 9C', 100n);
    expect(natural).toMatchObject({ finished: true, used: 4, returnFen: 250n, stakedFen: 100n });
    expect(handsOf(natural)).toEqual([['AS KD', 21, 'blackjack', 250n]]);
    expect(play('AS 5H KD 9C', 101n).returnFen).toBe(252n);
    expect(play('QS 9H AD 9C', 3n).returnFen).toBe(7n);
    expect(blackjackActions(natural)).toEqual([]);
  });

  it('ends the round when a ten up hides an ace: the stake is lost, a player blackjack pushes', () => {
    const lost = play('9S KH 9D AC', 100n);
    expect(lost).toMatchObject({ finished: true, used: 4, dealerBlackjack: true, returnFen: 0n });
    expect(handsOf(lost)).toEqual([['9S 9D', 18, 'lose', 0n]]);
    expect(handsOf(play('AS JH KD AC', 100n))).toEqual([['AS KD', 21, 'push', 100n]]);
    // No blackjack under the ten: the member plays on.
    expect(startBlackjack(shoeOf('9S KH 9D 9C'), 100n)).toMatchObject({ phase: 'play', dealerBlackjack: false });
  });

  it('offers insurance with an ace up and pays it 2:1 on a dealer blackjack', () => {
    const offered = startBlackjack(shoeOf('10S AH 9D KC'), 100n);
    expect(offered).toMatchObject({ phase: 'insurance', finished: false, active: -1 });
    expect(blackjackActions(offered)).toEqual(['insurance', 'no_insurance']);
    const insured = applyBlackjack(offered, 'insurance');
    expect(insured).toMatchObject({ finished: true, insuranceFen: 50n, insuranceReturnFen: 150n });
    expect([insured.stakedFen, insured.returnFen, insured.hands[0]!.outcome]).toEqual([150n, 150n, 'lose']);
    expect(applyBlackjack(offered, 'no_insurance')).toMatchObject({ finished: true, stakedFen: 100n, returnFen: 0n });
    // Insurance on a blackjack is even money: the push plus 2:1 on half the stake.
    expect(play('AS AH KD KC', 100n, 'insurance')).toMatchObject({ stakedFen: 150n, returnFen: 250n });
  });

  it('loses insurance when the dealer has no blackjack, and then plays on', () => {
    const insured = play('10S AH 9D 7C', 101n, 'insurance');
    expect(insured).toMatchObject({ phase: 'play', insuranceFen: 50n, stakedFen: 151n });
    const done = applyBlackjack(insured, 'stand');
    // Soft 18 stands; 19 wins 1:1 and insurance returns nothing.
    expect(done).toMatchObject({ finished: true, dealerTotal: 18, insuranceReturnFen: 0n, returnFen: 202n });
    // A player blackjack is paid after the dealer shows no blackjack.
    expect(play('AS AH KD 7C', 100n, 'no_insurance')).toMatchObject({ finished: true, returnFen: 250n });
  });
});

describe('blackjack double and split', () => {
  it('doubles on two cards: one more card for twice the stake', () => {
    const doubled = play('5S 6H 6D 10C 10H 9S', 100n, 'double');
    expect(doubled).toMatchObject({ finished: true, stakedFen: 200n, used: 6, dealerTotal: 25, returnFen: 400n });
    expect(handsOf(doubled)).toEqual([['5S 6D 10H', 21, 'win', 400n]]);
    expect(doubled.hands[0]).toMatchObject({ doubled: true, stakeFen: 200n });
  });

  it('splits two ten-values; each hand takes its second card in its turn, and a 21 after a split pays 1:1', () => {
    let s = startBlackjack(shoeOf('10S 6H KD 10C 5H 4D AH 7S'), 100n);
    expect(blackjackActions(s)).toEqual(['hit', 'stand', 'double', 'split']);
    s = applyBlackjack(s, 'split');
    // The first hand has its second card; the second waits for its turn.
    expect(s.hands.map((h) => texts(h.cards))).toEqual(['10S 5H', 'KD']);
    expect(s).toMatchObject({ active: 0, stakedFen: 200n, used: 5 });
    s = applyBlackjack(s, 'hit');
    expect(s).toMatchObject({ active: 0, used: 6 });
    // The second hand's ace makes 21, which stands by itself: the dealer's 16 draws to 23.
    s = applyBlackjack(s, 'stand');
    expect(s).toMatchObject({ finished: true, stakedFen: 200n, used: 8, dealerTotal: 23, returnFen: 400n });
    expect(handsOf(s)).toEqual([
      ['10S 5H 4D', 19, 'win', 200n],
      ['KD AH', 21, 'win', 200n],
    ]);
  });

  it('doubles after a split', () => {
    let s = play('9S 6H 9D 10C 2H 9H 10H 6S', 100n, 'split');
    expect(blackjackActions(s)).toEqual(['hit', 'stand', 'double']);
    s = applyBlackjack(s, 'double');
    expect(s).toMatchObject({ active: 1, stakedFen: 300n, used: 7 });
    s = applyBlackjack(s, 'stand');
    expect(s).toMatchObject({ finished: true, dealerTotal: 22, used: 8, returnFen: 600n });
    expect(handsOf(s)).toEqual([
      ['9S 2H 9H', 20, 'win', 400n],
      ['9D 10H', 19, 'win', 200n],
    ]);
  });

  it('gives split aces one card each, and pays a 21 after a split 1:1', () => {
    const s = play('AS 9H AD 5C KH 5S 6D', 100n, 'split');
    expect(s).toMatchObject({ finished: true, stakedFen: 200n, used: 7, dealerTotal: 20 });
    expect(handsOf(s)).toEqual([
      ['AS KH', 21, 'win', 200n],
      ['AD 5S', 16, 'lose', 0n],
    ]);
    expect(s.hands.every((h) => h.split)).toBe(true);
  });

  it('splits once: a pair after a split does not split again', () => {
    const s = play('8S 7H 8D 10C 8H', 100n, 'split');
    expect(s.hands.map((h) => texts(h.cards))).toEqual(['8S 8H', '8D']);
    expect(blackjackActions(s)).toEqual(['hit', 'stand', 'double']);
  });
});

describe('blackjack actions and replay', () => {
  it('throws for an action not allowed now, naming the ones that are', () => {
    const dealt = startBlackjack(shoeOf('9S 6H 7D 10C 2H 3S'), 100n);
    expect(() => applyBlackjack(dealt, 'split')).toThrow(BlackjackActionError);
    expect(() => applyBlackjack(dealt, 'insurance')).toThrow('allowed: hit, stand, double');
    const hit = applyBlackjack(dealt, 'hit');
    expect(() => applyBlackjack(hit, 'double')).toThrow(/"double" is not allowed now/);
    const done = applyBlackjack(hit, 'stand');
    expect(() => applyBlackjack(done, 'stand')).toThrow('none, the round is over');
    expect(() => applyBlackjack(startBlackjack(shoeOf('9S AH 7D 10C'), 100n), 'hit')).toThrow(BlackjackActionError);
    expect(() => startBlackjack(shoeOf('9S AH 7D 10C'), 0n)).toThrow(RangeError);
  });

  it('replays a round from its shoe and actions to the same state as the live play', () => {
    const blocks = Array.from(
      { length: 60 },
      (_, k) => new Uint8Array(createHash('sha256').update(`blackjack:${k}`).digest()),
    );
    const shoe = shuffledShoe(BLACKJACK_DECKS, blocks)!;
    expect(shoe).toHaveLength(312);
    // Many rounds from one shoe, each starting further in, played by a member who stands on 17 or
    // more and otherwise takes the action the start position picks: splits, doubles and insurance
    // all come up.
    const seen = { split: 0, double: 0, insurance: 0, dealerDrew: 0 };
    for (let start = 0; start < 200; start++) {
      const cards = shoe.slice(start);
      let live = startBlackjack(cards, 1000n);
      while (!live.finished) {
        const actions = blackjackActions(live);
        const hand = live.hands[live.active];
        live = applyBlackjack(live, hand && hand.total >= 17 ? 'stand' : actions[start % actions.length]!);
      }
      expect(replayBlackjack(cards, 1000n, live.actions)).toEqual(live);
      expect(live.returnFen).toBe(live.hands.reduce((sum, h) => sum + h.returnFen, live.insuranceReturnFen));
      seen.split += live.hands.length - 1;
      seen.double += live.hands.filter((h) => h.doubled).length;
      seen.insurance += live.insuranceFen > 0n ? 1 : 0;
      seen.dealerDrew += live.dealer.length > 2 ? 1 : 0;
    }
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(2);
  });
});
