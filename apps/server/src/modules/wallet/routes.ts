import { WALLET_API } from '@app/contract';
import { route, said } from '../../plugins/routes.ts';
import type { WalletService } from './service.ts';

export function walletRoutes(wallet: WalletService) {
  return [
    route(WALLET_API.walletList, (_, { member, lang }) => wallet.walletList(member.memberId, lang)),
    route(WALLET_API.venuesList, (query, { member, lang }) => wallet.venuesList(member.memberId, lang, query)),
    route(WALLET_API.transfer, (body, { member, idempotency }) => wallet.transfer(member.memberId, body, idempotency)),
    route(WALLET_API.oneClickRecycle, async (_, { member, idempotency, lang }) => {
      const { data, message } = await wallet.recycle(member.memberId, idempotency, lang);
      return said(data, message);
    }),
  ];
}
