import type { CardRound } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { blackjackWhere, playedBlackjack } from '../../testing/blackjack-rounds';
import { verifyBlackjackRound } from './verify-blackjack';
import { verifyCardRound } from './verify-round';

const bj = (round: CardRound) => round.blackjack!;
const split = blackjackWhere((r) => bj(r).hands.length === 2);
const insured = blackjackWhere((r) => bj(r).insurance !== null);
const doubled = blackjackWhere((r) => bj(r).hands.some((h) => h.doubled));

describe('verifyBlackjackRound', () => {
  it('verifies rounds played as the server plays them: plain, split, doubled, insured', async () => {
    for (const round of [playedBlackjack({ nonce: 0 }), playedBlackjack({ nonce: 1 }), split, doubled, insured]) {
      const check = await verifyBlackjackRound(round);
      expect(check, round.moves.join()).toMatchObject({
        status: 'verified',
        hashMatches: true,
        cardsMatch: true,
        payoutsMatch: true,
      });
      expect(check.status === 'verified' && check.dealer).toEqual(bj(round).dealer);
      expect(check.status === 'verified' && check.hands).toEqual(bj(round).hands.map((h) => h.cards));
    }
    // The bet detail's check (verify-round.ts) hands a blackjack round to this one.
    expect(await verifyCardRound(split)).toMatchObject({ status: 'verified' });
  });

  it('finds a dealer card or a hand card the seed does not deal', async () => {
    const view = bj(split);
    const dealer = [...view.dealer];
    dealer[1] = (dealer[1]! + 13) % 52; // same rank, another suit: totals and payouts stay
    expect(await verifyBlackjackRound({ ...split, blackjack: { ...view, dealer } })).toMatchObject({
      status: 'mismatch',
      cardsMatch: false,
      payoutsMatch: true,
    });
    const hands = view.hands.map((h, i) => (i === 1 ? { ...h, cards: [...h.cards].reverse() } : h));
    expect(await verifyBlackjackRound({ ...split, blackjack: { ...view, hands } })).toMatchObject({
      status: 'mismatch',
      cardsMatch: false,
    });
  });

  it('finds a payout, an insurance payout or a total stake the seed and moves do not give', async () => {
    const view = bj(split);
    const hands = view.hands.map((h, i) => (i === 0 ? { ...h, payout: h.payout === '0.00' ? '20.00' : '0.00' } : h));
    expect(await verifyBlackjackRound({ ...split, blackjack: { ...view, hands } })).toMatchObject({
      status: 'mismatch',
      cardsMatch: true,
      payoutsMatch: false,
    });
    const paid = bj(insured).insurancePayout === '0.00' ? '15.00' : '0.00';
    expect(
      await verifyBlackjackRound({ ...insured, blackjack: { ...bj(insured), insurancePayout: paid } }),
    ).toMatchObject({ status: 'mismatch', payoutsMatch: false });
    expect(await verifyBlackjackRound({ ...split, stake: '10.00' })).toMatchObject({ status: 'mismatch' });
    expect(await verifyBlackjackRound({ ...split, payout: '999.00' })).toMatchObject({ status: 'mismatch' });
  });

  it('finds moves the record does not match: one left out, or one the round never allowed', async () => {
    expect(await verifyBlackjackRound({ ...split, moves: split.moves.slice(0, -1) })).toMatchObject({
      status: 'mismatch',
    });
    expect(await verifyBlackjackRound({ ...split, moves: ['insurance', ...split.moves] })).toMatchObject({
      status: 'mismatch',
      cardsMatch: false,
    });
  });

  it('finds a seed whose hash was not the one shown, and a nonce moved; waits for the seed', async () => {
    const round = playedBlackjack({ nonce: 3 });
    expect(
      await verifyBlackjackRound({ ...round, fairness: { ...round.fairness, serverSeedHash: '0'.repeat(64) } }),
    ).toMatchObject({ status: 'mismatch', hashMatches: false, cardsMatch: true });
    expect(await verifyBlackjackRound({ ...round, fairness: { ...round.fairness, nonce: 4 } })).toMatchObject({
      status: 'mismatch',
      hashMatches: true,
      cardsMatch: false,
    });
    expect(await verifyBlackjackRound(playedBlackjack({ nonce: 3, revealed: false }))).toEqual({ status: 'pending' });
  });
});
