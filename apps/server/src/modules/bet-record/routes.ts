import { BETRECORD_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { BetRecordService } from './service.ts';

export function betRecordRoutes(bets: BetRecordService) {
  return [
    route(BETRECORD_API.getBetList, (query, { member, lang }) => bets.betList(member.memberId, query, lang)),
    route(BETRECORD_API.getTotalList, (query, { member, lang }) => bets.totalList(member.memberId, query, lang)),
    route(BETRECORD_API.getBetDetail, (query, { member, lang }) => bets.betDetail(member.memberId, query, lang)),
    route(BETRECORD_API.getBetFilters, (_, { lang }) => bets.filters(lang)),
  ];
}
