import { CARDS_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { actBlackjack } from './blackjack-act.ts';
import { dealBlackjack } from './blackjack-deal.ts';
import type { CardsDeps } from './deps.ts';
import { playTableRound } from './play-table.ts';
import { roundByOrderNo, roundsOf } from './round-reads.ts';
import { rotateSeed, seedsOf } from './seeds.ts';

/** The card games: the member's seeds, a round of a table game, blackjack's deal and moves, and the member's rounds. */
export function cardsRoutes(deps: CardsDeps) {
  const api = CARDS_API;
  return [
    route(api.seeds, (_, { member }) => seedsOf(deps, member.memberId)),
    route(api.rotateSeed, (body, { member }) => rotateSeed(deps, member.memberId, body.clientSeed)),
    route(api.playTable, (body, { member, idempotency, lang }) =>
      playTableRound(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.blackjackDeal, (body, { member, idempotency, lang }) =>
      dealBlackjack(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.blackjackAct, (body, { member, idempotency, lang }) =>
      actBlackjack(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.rounds, (query, { member, lang }) => roundsOf(deps, member.memberId, query, lang)),
    route(api.round, (query, { member, lang }) => roundByOrderNo(deps, member.memberId, query.orderNo, lang)),
  ];
}
