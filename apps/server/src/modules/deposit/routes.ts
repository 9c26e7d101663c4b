import { DEPOSIT_ADMIN_API, DEPOSIT_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { handleCallback } from './callback.ts';
import { adminChannels, saveChannel } from './channel-admin.ts';
import { channelGroups, memberChannels, paymentTypes } from './channels.ts';
import type { DepositDeps, OnlineDeps } from './deps.ts';
import { approveDeposit, depositQueue, rejectDeposit } from './queue.ts';
import { depositOrder } from './reads.ts';
import { returnUrlOf } from './return-url.ts';
import { submitDeposit } from './submit.ts';
import type { Providers } from './types.ts';

/** `providers`: the payment providers of online channels, known once the module has started (index.ts). */
export function depositRoutes(deps: DepositDeps, providers: Providers) {
  const online: OnlineDeps = { ...deps, providers };
  const api = DEPOSIT_API;
  const admin = DEPOSIT_ADMIN_API;
  return [
    route(api.channels, (_, { lang }) => memberChannels(online, lang)),
    route(api.channelGroups, (_, { lang }) => channelGroups(online, lang)),
    route(api.typeList, (_, { lang }) => paymentTypes(online, lang)),
    route(api.submit, (body, { member, idempotency, request }) =>
      submitDeposit(online, member, body, idempotency, returnUrlOf(request)),
    ),
    route(api.order, (query, { member }) => depositOrder(deps.db, member.memberId, query.orderNo)),
    route(api.callback, (raw, { request }) => {
      const { provider } = request.params as { provider: string };
      return handleCallback(online, provider, request.headers, raw);
    }),
    route(admin.list, (query) => depositQueue(deps, query)),
    route(admin.approve, (body, { operator }) => approveDeposit(deps, operator, body)),
    route(admin.reject, (body, { operator }) => rejectDeposit(deps, operator, body)),
    route(admin.channels, () => adminChannels(online)),
    route(admin.saveChannel, (body, { operator }) => saveChannel(online, operator, body)),
  ];
}
