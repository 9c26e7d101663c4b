import { LOTTERY_API, LOTTERY_FAMILY_GAME } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { LotteryService } from './service.ts';
import type { DrawStream } from './stream.ts';

const pc28 = LOTTERY_FAMILY_GAME.caipiao;
const fast3 = LOTTERY_FAMILY_GAME.locsgwin;

/** The first-party lottery: public reads of games, draws and odds; members' bets; the result stream; operators' void. */
export function lotteryRoutes(lottery: LotteryService, stream: DrawStream) {
  const api = LOTTERY_API;
  return [
    // Every game, chosen by `game`.
    route(api.lotteryList, (_, { lang }) => lottery.lotteryList(lang)),
    route(api.getLotteryInfo, (query, { lang }) => lottery.gameInfo(query.game, lang)),
    route(api.getLotteryOneList, (query, { lang }) => lottery.history(query.game, query, lang)),
    route(api.getLotteryPeilv, (query, { lang }) => lottery.odds(query.game, lang)),
    route(api.verifyDraw, (query, { lang }) => lottery.verify(query.drawId, lang)),
    route(api.stream, async (query, { lang, reply }) => {
      reply.hijack();
      await stream.add(query.game, lang, reply.raw, reply.getHeaders());
    }),
    route(api.placeOrder, (body, { member, idempotency, lang }) =>
      lottery.placeOrder(member.memberId, body, idempotency, lang),
    ),
    route(api.cancelOrder, (body, { member, idempotency, lang }) =>
      lottery.cancel(member.memberId, body.orderNo, lang, idempotency),
    ),
    route(api.getUserGameList, (query, { member, lang }) => lottery.memberBets(member.memberId, query, lang)),
    // caipiao/*: PC28.
    route(api.caipiaoList, (_, { lang }) => lottery.schedule(pc28, lang)),
    route(api.caipiaoHistory, (query, { lang }) => lottery.history(pc28, query, lang)),
    route(api.caipiaoOption, (_, { lang }) => lottery.odds(pc28, lang)),
    // locsgwin/*: Fast 3.
    route(api.locsgwinGameInfo, (_, { lang }) => lottery.gameInfo(fast3, lang)),
    route(api.locsgwinLastGameInfo, (_, { lang }) => lottery.lastDraw(fast3, lang)),
    route(api.locsgwinBetList, (query, { member, lang }) =>
      lottery.memberBets(member.memberId, { ...query, game: fast3 }, lang),
    ),
    route(api.adminVoidDraw, (body, { operator, lang }) => lottery.adminVoid(operator, body.drawId, body.reason, lang)),
  ];
}
