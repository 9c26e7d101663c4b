import type { Lang } from '@app/contract';
import type { PageQuery } from '../../db/paginate.ts';
import type { CardsDeps } from './deps.ts';
import { roundOf, roundsPlacedIn } from './round-reads.ts';
import { totalsOf } from './round-totals.ts';
import { cardsRoutes } from './routes.ts';

export type { CardsDeps } from './deps.ts';
export type { CardDayTotal } from './round-totals.ts';

type Range = { from: Date; to: Date };
type RoundsQuery = { range: Range; status?: 'unfinished' | 'completed' | undefined };

/**
 * The platform's own card games (baccarat, dragon tiger, blackjack), each round dealt from the
 * member's provably fair seed and paid through the ledger. The bet records read the rounds through
 * the functions it answers besides its routes.
 */
export function startCards(deps: CardsDeps) {
  return {
    routes: cardsRoutes(deps),
    roundsOf: (memberId: number, q: RoundsQuery, page: PageQuery, lang: Lang) =>
      roundsPlacedIn(deps, memberId, q, page, lang),
    totalsOf: (memberId: number, range: Range) => totalsOf(deps, memberId, range),
    roundOf: (memberId: number, orderNo: string, lang: Lang) => roundOf(deps, memberId, orderNo, lang),
  };
}

export type Cards = ReturnType<typeof startCards>;
