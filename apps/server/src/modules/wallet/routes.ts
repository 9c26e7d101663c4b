import { WALLET_API } from '@app/contract';
import { route, said } from '../../plugins/routes.ts';
import type { WalletDeps } from './deps.ts';
import { venuesList, walletList } from './lists.ts';
import { recycleAll } from './recycle.ts';
import { transferBetween } from './transfer.ts';

export function walletRoutes(deps: WalletDeps) {
  return [
    route(WALLET_API.walletList, (_, { member, lang }) => walletList(deps, member.memberId, lang)),
    route(WALLET_API.venuesList, (query, { member, lang }) => venuesList(deps, member.memberId, lang, query)),
    route(WALLET_API.transfer, (body, { member, idempotency }) =>
      transferBetween(deps, member.memberId, body, idempotency),
    ),
    route(WALLET_API.oneClickRecycle, async (_, { member, idempotency, lang }) => {
      const { data, message } = await recycleAll(deps, member.memberId, idempotency, lang);
      return said(data, message);
    }),
  ];
}
