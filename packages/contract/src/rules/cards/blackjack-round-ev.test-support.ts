/**
 * The expected return of the first blackjack round from a shoe of known composition, per unit of
 * the stake, for the member who plays best (`ShoeAnalysis` has the values and the peek).
 *
 * Everything but splits is the exact optimum: a hand's cards and the up card are all the member
 * knows, and `ShoeAnalysis.hand` takes the best of stand, hit and double at every such point.
 * Insurance is taken exactly when it pays (never, from a fresh 6-deck shoe).
 *
 * A split gives two numbers (`splitValues`):
 * - `own`: each hand plays best on its own cards (with the pair and the up card), ignoring the other
 *   hand's. That is a real way to play, so the RTP with it is a LOWER bound on the best play's.
 * - `upper`: an UPPER bound on the best split, where the second hand also uses the first hand's
 *   cards. Two facts bound it:
 *   1. A stopped draw leaves the next cards as random as before: the dealer draws after the second
 *      hand, yet for the first hand the dealer's cards are as if drawn straight after its own. So
 *      the first hand returns at most its best on its own cards, whatever the second hand does.
 *   2. Knowing that cards R (|R| = m) are gone from a shoe M is worth at most 4 x TV to a hand whose
 *      result lies in [-2, 2] stakes, TV being the total variation between the card streams from M
 *      and from M - R: the dealer's draw, then the hand's hitting to 21 (no play takes more). Each
 *      draw's chances from M - h and M - h - R differ by at most m / |M - h| in total variation, so
 *      TV <= m x E_M[cards in the stream] / (|M| - 36) (a stream has at most 36 cards).
 *   The cheap bound uses 2 with R = all the first hand's cards after the pair card. The finer one
 *   takes the second hand's best play knowing the first hand's second card y exactly (down to
 *   `exactCards` cards in the hand, then 2 for y alone) and uses 2 for the first hand's later cards.
 *   Split aces take one card each and decide nothing: their `own` is exact.
 */
import { BLACKJACK_ODDS, blackjackBestTotal } from './blackjack-hand.ts';
import { blackjackHoleMask } from './blackjack-dealer-ev.test-support.ts';
import { ShoeAnalysis, VALUES } from './blackjack-ev.test-support.ts';

/** At most 16 dealer draws (each adds at least 1 below 17) and 20 for a hand (below 21) in a stream. */
const MAX_STREAM = 36;
/** A split hand returns between -2 and +2 stakes (a doubled loss or win). */
const SPLIT_HAND_RANGE = 4;
const BLACKJACK_NET = (BLACKJACK_ODDS.blackjack - 100) / 100;
const INSURANCE_NET = (BLACKJACK_ODDS.insurance - 100) / 100;

export type SplitValues = { own: number; upper: number };

/**
 * An upper bound on the best play of the second hand of a split at a node (`cards` in it) that knows
 * the card `gone`: exact down to `exactCards` cards, then its best play not knowing `gone` plus
 * what knowing it can be worth (fact 2 with m = 1; a result in [-1, 1] once no double is left).
 */
function secondHandUpper(
  shoe: ShoeAnalysis,
  memo: Map<number, number>,
  at: { up: number; gone: number; exactCards: number },
  hard: number,
  ace: boolean,
  cards: number,
): number {
  const total = blackjackBestTotal(hard, ace).total;
  if (total >= 21) return shoe.stand(at.up, total);
  if (cards > at.exactCards) {
    shoe.put(at.gone);
    const unknown = shoe.hand(at.up, hard, ace, false);
    // The hand hits at most 21 - hard more cards, each adding 1 or more below 21.
    const streamCards = shoe.dealerCards(at.up) + 21 - hard;
    const bound = unknown + (2 * streamCards) / (shoe.left - MAX_STREAM);
    shoe.take(at.gone);
    return bound;
  }
  const key = shoe.code * 64 + hard * 2 + (ace ? 1 : 0);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let hit = 0;
  for (const v of VALUES) {
    hit += shoe.drawn(v, () =>
      hard + v > 21 ? -shoe.noBlackjack(at.up) : secondHandUpper(shoe, memo, at, hard + v, ace || v === 1, cards + 1),
    );
  }
  const ev = Math.max(shoe.stand(at.up, total), hit, cards === 2 ? 2 * shoe.oneCard(at.up, hard, ace) : -Infinity);
  memo.set(key, ev);
  return ev;
}

/**
 * Splitting two `x` against `up`, with both and the up card out of the shoe, in units of one
 * hand's stake. `upper` is the cheap bound (the first hand's cards all unknown to the second) when
 * that already loses to `play`, the value of playing the pair on; else the finer one.
 */
export function splitValues(shoe: ShoeAnalysis, up: number, x: number, play = -Infinity, exactCards = 4): SplitValues {
  const own = 2 * shoe.splitHand(up, x);
  // Split aces take one card each and stand: no choice for the first hand's card to inform.
  if (x === 1) return { own, upper: own };
  const handCards = shoe.hitCards(x, false);
  const streamCards = shoe.dealerCards(up) + handCards;
  const loose = own + (SPLIT_HAND_RANGE * handCards * streamCards) / (shoe.left - MAX_STREAM);
  if (loose <= play) return { own, upper: loose };
  let upper = 0;
  for (const y of VALUES) {
    upper += shoe.drawn(y, () => {
      // The first hand with its second card y, on its own best play; the second knowing y.
      const first = shoe.hand(up, x + y, y === 1, true);
      const at = { up, gone: y, exactCards };
      const memo = new Map<number, number>();
      let second = 0;
      for (const z of VALUES) second += shoe.drawn(z, () => secondHandUpper(shoe, memo, at, x + z, z === 1, 2));
      const laterStream = shoe.dealerCards(up) + shoe.hitCards(x, false);
      const later = (SPLIT_HAND_RANGE * shoe.hitCards(x + y, y === 1) * laterStream) / (shoe.left - MAX_STREAM);
      return first + second + later;
    });
  }
  return { own, upper: Math.min(upper, loose) };
}

export type RoundReturn = {
  /** RTP with splits played hand by hand on their own cards: reached by a real way of play. */
  own: number;
  /** An upper bound on the RTP of the best play. */
  upper: number;
  /** The chance of a deal where insurance pays, and of one where a split is the best choice. */
  insured: number;
  split: number;
};

/** The first round from a shoe of these counts (values 1..10), per unit of the stake: RTP = 1 + E[net]. */
export function roundReturn(counts: readonly number[]): RoundReturn {
  const shoe = new ShoeAnalysis(counts);
  const splits = new Map<number, SplitValues>();
  const result: RoundReturn = { own: 1, upper: 1, insured: 0, split: 0 };
  // Dealt in order: player, up card, player (the hole card is the dealer's first draw, see ShoeAnalysis).
  const each = (f: (v: number, p: number) => void) => {
    for (const v of VALUES) {
      const p = shoe.chance(v);
      if (p === 0) continue;
      shoe.take(v);
      f(v, p);
      shoe.put(v);
    }
  };
  each((a, pa) =>
    each((up, pu) =>
      each((b, pb) => {
        const p = pa * pu * pb;
        const mask = blackjackHoleMask(up);
        const dealerBlackjack = mask === 0 ? 0 : shoe.chance(mask);
        const insurance = up === 1 ? Math.max(0, ((INSURANCE_NET + 1) * shoe.chance(10) - 1) / 2) : 0;
        if (insurance > 0) result.insured += p;
        if (a + b === 11 && (a === 1 || b === 1)) {
          const net = (1 - dealerBlackjack) * BLACKJACK_NET + insurance;
          result.own += p * net;
          result.upper += p * net;
          return;
        }
        const play = shoe.hand(up, a + b, a === 1 || b === 1, true);
        let split: SplitValues = { own: -Infinity, upper: -Infinity };
        if (a === b) {
          const key = up * 16 + a;
          split = splits.get(key) ?? splitValues(shoe, up, a, play);
          splits.set(key, split);
          if (split.own > play) result.split += p;
        }
        result.own += p * (insurance - dealerBlackjack + Math.max(play, split.own));
        result.upper += p * (insurance - dealerBlackjack + Math.max(play, split.upper));
      }),
    ),
  );
  return result;
}
