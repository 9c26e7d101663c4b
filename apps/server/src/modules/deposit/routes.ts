import { DEPOSIT_ADMIN_API, DEPOSIT_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { returnUrlOf } from './return-url.ts';
import type { DepositService } from './service.ts';

export function depositRoutes(deposits: DepositService) {
  const api = DEPOSIT_API;
  const admin = DEPOSIT_ADMIN_API;
  return [
    route(api.channels, (_, { lang }) => deposits.channels(lang)),
    route(api.channelGroups, (_, { lang }) => deposits.channelGroups(lang)),
    route(api.typeList, (_, { lang }) => deposits.paymentTypes(lang)),
    route(api.submit, (body, { member, idempotency, request }) =>
      deposits.submit(member, body, idempotency, returnUrlOf(request)),
    ),
    route(api.order, (query, { member }) => deposits.order(member.memberId, query.orderNo)),
    route(api.callback, (raw, { request }) => {
      const { provider } = request.params as { provider: string };
      return deposits.handleCallback(provider, request.headers, raw);
    }),
    route(admin.list, (query) => deposits.adminList(query)),
    route(admin.approve, (body, { operator }) => deposits.approve(operator, body)),
    route(admin.reject, (body, { operator }) => deposits.reject(operator, body)),
    route(admin.channels, () => deposits.adminChannels()),
    route(admin.saveChannel, (body, { operator }) => deposits.saveChannel(operator, body)),
  ];
}
