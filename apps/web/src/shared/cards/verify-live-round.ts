import { BACCARAT_DECKS, dealBaccarat, type LiveHand, type LiveRound } from '@app/contract';
import { hexToBytes } from '../format/hex';
import { browserShoe, seedHash } from './browser-shoe';

export type LiveRoundCheck =
  /** Not dealt yet: the seed is still secret. */
  | { status: 'pending' }
  | {
      status: 'verified' | 'mismatch';
      /** SHA-256 of the seed's bytes, as computed here. */
      hash: string;
      hashMatches: boolean;
      /** What the seed deals, as computed here (null: the seed is not whole bytes of hex). */
      hand: LiveHand | null;
      handMatches: boolean;
    };

/**
 * Recomputes a live round in the browser with WebCrypto, as the server deals it (modules/live/rounds.ts,
 * rules/cards/shuffle.ts): the hash is SHA-256 of the seed's bytes and must be the `seedHash` shown
 * since the round opened; the shoe is `shuffledShoe` of 8 decks over the blocks HMAC-SHA256(key = seed
 * bytes, message = cardMessage(roundId, 0, b)), b = 0, 1, ...; the hand is `dealBaccarat` of that shoe
 * and must be the one the server dealt, card for card.
 */
export async function verifyLiveRound(round: LiveRound, subtle: SubtleCrypto = crypto.subtle): Promise<LiveRoundCheck> {
  if (!round.seed) return { status: 'pending' };
  const seed = hexToBytes(round.seed);
  if (!seed) return { status: 'mismatch', hash: '', hashMatches: false, hand: null, handMatches: false };
  const hash = await seedHash(subtle, seed);
  const hashMatches = hash === round.seedHash.toLowerCase();

  const shoe = await browserShoe(subtle, seed, { clientSeed: round.roundId, nonce: 0, decks: BACCARAT_DECKS });
  const hand = shoe ? handOf(shoe) : null;
  const handMatches = hand !== null && round.hand !== null && sameHand(hand, round.hand);
  return { status: hashMatches && handMatches ? 'verified' : 'mismatch', hash, hashMatches, hand, handMatches };
}

/** The hand as the server records it (modules/live/rounds.ts `handOf`). */
function handOf(shoe: number[]): LiveHand {
  const { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair } = dealBaccarat(shoe);
  return { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair };
}

const HAND_FIELDS = ['player', 'banker', 'playerTotal', 'bankerTotal', 'winner', 'playerPair', 'bankerPair'] as const;

/** Same cards in the same order, same totals, winner and pairs. */
function sameHand(a: LiveHand, b: LiveHand): boolean {
  return HAND_FIELDS.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
