import { BETRECORD_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { betDetail } from './bet-detail.ts';
import { betList } from './bet-list.ts';
import type { BetRecordDeps } from './deps.ts';
import { betFilters } from './filters.ts';
import { totalList } from './totals.ts';

export function betRecordRoutes(deps: BetRecordDeps) {
  const api = BETRECORD_API;
  return [
    route(api.getBetList, (query, { member, lang }) => betList(deps, member.memberId, query, lang)),
    route(api.getTotalList, (query, { member, lang }) => totalList(deps, member.memberId, query, lang)),
    route(api.getBetDetail, (query, { member, lang }) => betDetail(deps, member.memberId, query, lang)),
    route(api.getBetFilters, (_, { lang }) => betFilters(deps, lang)),
  ];
}
