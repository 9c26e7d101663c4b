import { describe, expect, it } from 'vitest';
import { dealtRound } from '../../testing/card-rounds';
import { verifyCardRound } from './verify-round';

const baccarat = (nonce: number) =>
  dealtRound({
    game: 'baccarat',
    nonce,
    bets: [
      { spot: 'player', amount: '10' },
      { spot: 'banker', amount: '20' },
      { spot: 'tie', amount: '3.33' },
      { spot: 'player_pair', amount: '1' },
    ],
  });

describe('verifyCardRound', () => {
  it('verifies rounds dealt as the server deals them, in both games', async () => {
    for (let nonce = 0; nonce < 4; nonce += 1) {
      const round = baccarat(nonce);
      const check = await verifyCardRound(round);
      expect(check).toMatchObject({ status: 'verified', hashMatches: true, cardsMatch: true, payoutsMatch: true });
      expect(check.status === 'verified' && check.hand).toEqual(round.hand);
      expect(check.status === 'verified' && check.payouts).toEqual(round.bets.map((b) => b.payout));
    }
    const dragonTiger = dealtRound({ game: 'dragon_tiger', nonce: 7, bets: [{ spot: 'tie', amount: '5' }] });
    expect(await verifyCardRound(dragonTiger)).toMatchObject({ status: 'verified' });
  });

  it('finds a payout the seed does not give', async () => {
    const round = baccarat(1);
    const bets = round.bets.map((b, i) => (i === 2 ? { ...b, payout: b.payout === '0.00' ? '29.97' : '0.00' } : b));
    expect(await verifyCardRound({ ...round, bets })).toMatchObject({
      status: 'mismatch',
      hashMatches: true,
      cardsMatch: true,
      payoutsMatch: false,
    });
    // The round's total must be the sum of its bets' payouts too.
    expect(await verifyCardRound({ ...round, payout: '999.00' })).toMatchObject({ status: 'mismatch' });
  });

  it('finds cards the seed does not deal', async () => {
    const round = dealtRound({ game: 'dragon_tiger', bets: [{ spot: 'dragon', amount: '10' }] });
    const hand =
      round.hand!.game === 'dragon_tiger' ? { ...round.hand!, dragon: (round.hand!.dragon + 13) % 52 } : null;
    // Same rank, another suit: the winner and the payouts stay, only the card differs.
    expect(await verifyCardRound({ ...round, hand })).toMatchObject({
      status: 'mismatch',
      cardsMatch: false,
      payoutsMatch: true,
    });
  });

  it('finds a seed that is not the one whose hash was shown, and a client seed or nonce moved', async () => {
    const round = baccarat(2);
    const otherHash = { ...round.fairness, serverSeedHash: '0'.repeat(64) };
    expect(await verifyCardRound({ ...round, fairness: otherHash })).toMatchObject({
      status: 'mismatch',
      hashMatches: false,
    });
    for (const moved of [
      { ...round.fairness, nonce: 3 },
      { ...round.fairness, clientSeed: 'another' },
    ]) {
      expect(await verifyCardRound({ ...round, fairness: moved })).toMatchObject({
        status: 'mismatch',
        hashMatches: true,
        cardsMatch: false,
      });
    }
  });

  it('waits for the seed to be revealed, and leaves games it cannot replay alone', async () => {
    expect(
      await verifyCardRound(dealtRound({ game: 'baccarat', revealed: false, bets: [{ spot: 'tie', amount: '1' }] })),
    ).toEqual({ status: 'pending' });
    const round = baccarat(0);
    expect(await verifyCardRound({ ...round, game: 'blackjack', hand: null })).toEqual({ status: 'unsupported' });
  });
});
