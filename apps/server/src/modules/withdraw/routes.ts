import { PAYOUT_API, WITHDRAW_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { deletePayoutAccount } from './delete-account.ts';
import type { WithdrawDeps } from './deps.ts';
import { withdrawalsOf } from './history.ts';
import { preview } from './quote.ts';
import { adminWithdrawals, payWithdrawal, rejectWithdrawal } from './queue.ts';
import { submitWithdrawal } from './submit.ts';

export function withdrawRoutes(deps: WithdrawDeps) {
  const api = WITHDRAW_API;
  return [
    route(api.preview, (query) => preview(deps.config.withdraw, query.method, query.amount)),
    route(api.submit, (body, { member, idempotency, lang }) =>
      submitWithdrawal(deps, member.memberId, body, idempotency, lang),
    ),
    route(api.getWithdrawList, (query, { member, lang }) => withdrawalsOf(deps, member.memberId, query, lang)),
    route(PAYOUT_API.delAddress, (body, { member }) => deletePayoutAccount(deps, member.memberId, body.id)),
    route(api.adminList, (query, { lang }) => adminWithdrawals(deps, query, lang)),
    route(api.adminPay, (body, { operator, lang }) => payWithdrawal(deps, operator, body.orderNo, lang)),
    route(api.adminReject, (body, { operator, lang }) =>
      rejectWithdrawal(deps, operator, body.orderNo, body.reason, lang),
    ),
  ];
}
