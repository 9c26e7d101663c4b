import { LOTTERY_API, LOTTERY_FAMILY_GAME } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { memberBets } from './bet-reads.ts';
import { cancel } from './cancel.ts';
import type { LotteryDeps } from './deps.ts';
import { gameInfo, history, lastDraw, lotteryList, schedule, verify } from './draw-reads.ts';
import { placeOrder } from './place.ts';
import type { DrawStream } from './stream.ts';
import { oddsView } from './views.ts';
import { adminVoid } from './voiding.ts';

const pc28 = LOTTERY_FAMILY_GAME.caipiao;
const fast3 = LOTTERY_FAMILY_GAME.locsgwin;

/**
 * The first-party lottery: public reads of games, draws and odds; members' bets; the result
 * stream (the module's open streams, which it ends on close); operators' void.
 */
export function lotteryRoutes(deps: LotteryDeps, stream: DrawStream) {
  const api = LOTTERY_API;
  return [
    // Every game, chosen by `game`.
    route(api.lotteryList, (_, { lang }) => lotteryList(deps, lang)),
    route(api.getLotteryInfo, (query, { lang }) => gameInfo(deps, query.game, lang)),
    route(api.getLotteryOneList, (query, { lang }) => history(deps, query.game, query, lang)),
    route(api.getLotteryPeilv, (query, { lang }) => oddsView(query.game, lang)),
    route(api.verifyDraw, (query, { lang }) => verify(deps, query.drawId, lang)),
    route(api.stream, async (query, { lang, reply }) => {
      reply.hijack();
      await stream.add(query.game, lang, reply.raw, reply.getHeaders());
    }),
    route(api.placeOrder, (body, { member, idempotency, lang }) =>
      placeOrder(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.cancelOrder, (body, { member, idempotency, lang }) =>
      cancel(deps, member.memberId, body.orderNo, lang, idempotency),
    ),
    route(api.getUserGameList, (query, { member, lang }) => memberBets(deps, member.memberId, query, lang)),
    // caipiao/*: PC28.
    route(api.caipiaoList, (_, { lang }) => schedule(deps, pc28, lang)),
    route(api.caipiaoHistory, (query, { lang }) => history(deps, pc28, query, lang)),
    route(api.caipiaoOption, (_, { lang }) => oddsView(pc28, lang)),
    // locsgwin/*: Fast 3.
    route(api.locsgwinGameInfo, (_, { lang }) => gameInfo(deps, fast3, lang)),
    route(api.locsgwinLastGameInfo, (_, { lang }) => lastDraw(deps, fast3, lang)),
    route(api.locsgwinBetList, (query, { member, lang }) =>
      memberBets(deps, member.memberId, { ...query, game: fast3 }, lang),
    ),
    route(api.adminVoidDraw, (body, { operator, lang }) => adminVoid(deps, operator, body.drawId, body.reason, lang)),
  ];
}
