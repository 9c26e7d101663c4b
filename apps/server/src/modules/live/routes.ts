import { LIVE_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { LiveDeps } from './deps.ts';
import { placeLiveBets } from './place.ts';
import { myRound, tableView } from './reads.ts';
import type { LiveStream } from './stream.ts';

/** The live table: the table now and its stream, a member's bets and their round. */
export function liveRoutes(deps: LiveDeps, stream: LiveStream) {
  const api = LIVE_API;
  return [
    route(api.table, (query, { lang }) => tableView(deps, query.table, lang)),
    route(api.stream, async (query, { lang, reply }) => {
      reply.hijack();
      await stream.add(query.table, lang, reply.raw, reply.getHeaders());
    }),
    route(api.bet, (body, { member, idempotency, lang }) =>
      placeLiveBets(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.myRound, (query, { member, lang }) => myRound(deps, member.memberId, query.roundId, lang)),
  ];
}
