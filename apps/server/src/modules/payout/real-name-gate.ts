import { PAYOUT_KINDS } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { activeAccounts } from './accounts.ts';
import type { PayoutDeps } from './deps.ts';

/**
 * The members' gate before a real name changes: payout accounts carry it (bind.ts checks the
 * holder), so it cannot change while any is bound (docs/decisions.md, Profile).
 */
export function realNameGate({ db }: Pick<PayoutDeps, 'db'>) {
  return async ({ memberId }: { memberId: number }) => {
    const bound = await Promise.all(PAYOUT_KINDS.map((kind) => activeAccounts(db, memberId, kind)));
    if (bound.some((list) => list.length > 0)) throw new AppError('profile.real_name_bound', 409);
  };
}
