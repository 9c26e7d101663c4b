import {
  TABLE_DECKS,
  TableGameSchema,
  formatFen,
  parseAmountToFen,
  playTable,
  type CardRound,
  type TableDeal,
  type TableHand,
} from '@app/contract';
import { hexToBytes } from '../format/hex';
import { browserShoe, seedHash } from './browser-shoe';
import { verifyBlackjackRound } from './verify-blackjack';

export type RoundCheck =
  | { status: 'pending' }
  /** A game this page cannot replay (no table game). */
  | { status: 'unsupported' }
  | {
      status: 'verified' | 'mismatch';
      /** SHA-256 of the server seed's bytes, as computed here. */
      hash: string;
      hashMatches: boolean;
      /** What the seed deals, as computed here (null: the seed is not 32 bytes of hex). */
      hand: TableHand | null;
      cardsMatch: boolean;
      /** Each bet's payout as the seed gives it ("12.50"), in the round's order. */
      payouts: string[];
      payoutsMatch: boolean;
    };

/**
 * Recomputes a card round in the browser with WebCrypto, as the server deals it (rules/cards/shuffle.ts):
 * the hash is SHA-256 of the server seed's bytes; the shoe is `shuffledShoe` of the blocks
 * HMAC-SHA256(key = seed bytes, message = cardMessage(clientSeed, nonce, b)), b = 0, 1, ...; the
 * round is `playTable` of that shoe with the round's stakes. Cards, totals, winner and every bet's
 * payout are compared with what the server recorded.
 */
export async function verifyCardRound(round: CardRound, subtle: SubtleCrypto = crypto.subtle): Promise<RoundCheck> {
  // Blackjack replays the member's moves too (verify-blackjack.ts).
  if (round.blackjack) return verifyBlackjackRound(round, subtle);
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return { status: 'pending' };
  const game = TableGameSchema.safeParse(round.game);
  if (!game.success) return { status: 'unsupported' };
  const seed = hexToBytes(serverSeed);
  if (!seed) return mismatch('', false);
  const hash = await seedHash(subtle, seed);
  const hashMatches = hash === serverSeedHash.toLowerCase();

  const shoe = await browserShoe(subtle, seed, { clientSeed, nonce, decks: TABLE_DECKS[game.data] });
  if (!shoe) return mismatch(hash, hashMatches);

  const bets = round.bets.map((b) => ({ spot: b.spot, stakeFen: parseAmountToFen(b.amount) ?? 0n }));
  const { deal, returns } = playTable(game.data, shoe, bets);
  const hand = handOf(deal);
  const payouts = returns.map(formatFen);
  const cardsMatch = round.hand !== null && sameHand(hand, round.hand);
  const total = returns.reduce((sum, r) => sum + r, 0n);
  const payoutsMatch =
    payouts.every((p, i) => p === round.bets[i]!.payout) && round.payout !== null && formatFen(total) === round.payout;
  return {
    status: hashMatches && cardsMatch && payoutsMatch ? 'verified' : 'mismatch',
    hash,
    hashMatches,
    hand,
    cardsMatch,
    payouts,
    payoutsMatch,
  };
}

function mismatch(hash: string, hashMatches: boolean): RoundCheck {
  return { status: 'mismatch', hash, hashMatches, hand: null, cardsMatch: false, payouts: [], payoutsMatch: false };
}

/** The deal as the round's record shows it (the server's `handOf`, modules/cards/views.ts). */
function handOf(deal: TableDeal): TableHand {
  if (deal.game === 'dragon_tiger') {
    const { dragon, tiger, winner } = deal.hand;
    return { game: deal.game, dragon, tiger, winner };
  }
  const { player, banker, playerTotal, bankerTotal, winner } = deal.hand;
  return { game: deal.game, player, banker, playerTotal, bankerTotal, winner };
}

/** Same cards in the same order, same totals and winner: the record's fields compared one by one. */
function sameHand(a: TableHand, b: TableHand): boolean {
  const keys = Object.keys(a).sort();
  if (keys.join() !== Object.keys(b).sort().join()) return false;
  return keys.every((k) => JSON.stringify(a[k as keyof TableHand]) === JSON.stringify(b[k as keyof TableHand]));
}
