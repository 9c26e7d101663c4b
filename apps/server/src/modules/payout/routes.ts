import { PAYOUT_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { addBank, addCrypto, addWallet } from './bind.ts';
import type { PayoutDeps } from './deps.ts';
import { banksOf, cryptoList, withdrawList } from './lists.ts';

/** The payout endpoints but `delAddress`, which the withdrawal module serves. */
export function payoutRoutes(deps: PayoutDeps) {
  const api = PAYOUT_API;
  return [
    route(api.getBank, async (_, { lang }) => ({ list: await banksOf(deps.common, lang) })),
    route(api.addBank, (body, { member, lang }) => addBank(deps, member.memberId, body, lang)),
    route(api.getCryptList, (_, { member }) => cryptoList(deps, member.memberId)),
    route(api.addCrypt, (body, { member }) => addCrypto(deps, member.memberId, body)),
    route(api.addWallet, (body, { member }) => addWallet(deps, member.memberId, body)),
    route(api.getUserWithdrawList, (_, { member, lang }) => withdrawList(deps, member.memberId, lang)),
  ];
}
