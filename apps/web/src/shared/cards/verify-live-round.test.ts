import { describe, expect, it } from 'vitest';
import { liveRoundOf } from '../../testing/live-rounds';
import { verifyLiveRound } from './verify-live-round';

const times = { opensAt: '2026-03-01T04:00:00.000Z', closesAt: '2026-03-01T04:00:25.000Z' };
const dealt = (n: number) => liveRoundOf({ n, ...times, status: 'settled' });

describe('verifyLiveRound', () => {
  it('verifies rounds dealt as the server deals them', async () => {
    for (const n of [1, 2, 50524937]) {
      const round = dealt(n);
      const check = await verifyLiveRound(round);
      expect(check).toMatchObject({ status: 'verified', hashMatches: true, handMatches: true });
      expect(check.status === 'verified' && check.hand).toEqual(round.hand);
    }
  });

  it('waits for the seed of a round not dealt yet', async () => {
    expect(await verifyLiveRound(liveRoundOf({ n: 3, ...times }))).toEqual({ status: 'pending' });
  });

  it('finds a card, a pair or a winner the seed does not deal', async () => {
    const round = dealt(4);
    const hand = round.hand!;
    const otherSuit = { ...hand, player: [(hand.player[0]! + 13) % 52, ...hand.player.slice(1)] };
    expect(await verifyLiveRound({ ...round, hand: otherSuit })).toMatchObject({
      status: 'mismatch',
      hashMatches: true,
      handMatches: false,
    });
    expect(await verifyLiveRound({ ...round, hand: { ...hand, bankerPair: !hand.bankerPair } })).toMatchObject({
      status: 'mismatch',
      handMatches: false,
    });
    // The same seed for another round deals another hand: the round id is part of every block.
    expect(await verifyLiveRound({ ...round, roundId: 'live_baccarat-5' })).toMatchObject({ status: 'mismatch' });
  });

  it('finds a seed that is not the one whose hash was shown, and a seed that is not hex', async () => {
    const round = dealt(6);
    expect(await verifyLiveRound({ ...round, seedHash: '0'.repeat(64) })).toMatchObject({
      status: 'mismatch',
      hashMatches: false,
      handMatches: true,
    });
    expect(await verifyLiveRound({ ...round, seed: 'not hex' })).toMatchObject({ status: 'mismatch', hand: null });
  });
});
