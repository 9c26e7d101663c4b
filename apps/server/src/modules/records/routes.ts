import { RECORDS_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { RecordsDeps } from './deps.ts';
import { moneyLog } from './money-log.ts';
import { tradeDetail, tradeList } from './trades.ts';
import { moneyLogTypesView, tradeTypesView } from './views.ts';

export function recordsRoutes(deps: RecordsDeps) {
  const api = RECORDS_API;
  return [
    route(api.getTradeTypeList, (_, { lang }) => tradeTypesView(lang)),
    route(api.getTradeList, (query, { member, lang }) => tradeList(deps, member.memberId, query, lang)),
    route(api.getTradeDetail, (query, { member, lang }) => tradeDetail(deps, member.memberId, query.orderNo, lang)),
    route(api.getMoneyLogType, (_, { lang }) => moneyLogTypesView(lang)),
    route(api.getMoneyLogList, (query, { member, lang }) => moneyLog(deps, member.memberId, query, lang)),
  ];
}
