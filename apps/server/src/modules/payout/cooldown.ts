import { wallTime } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import type { PayoutDeps } from './deps.ts';
import { payoutAccounts } from './schema.ts';

/**
 * When a payout account may first receive a withdrawal: its binding time plus the configured
 * cooldown (docs/decisions.md, Account security), so a thief who binds their own account in a
 * stolen session cannot empty the wallet at once, and the member has time to read the notice.
 */
export function usableFromOf(createdAt: Date, cooldownMinutes: number): Date {
  return new Date(createdAt.getTime() + cooldownMinutes * 60_000);
}

/** The withdrawal gate (lib/gates.ts) refusing an account still in its cooldown, naming when it ends. */
export function cooldownGate({ db, config, clock }: PayoutDeps) {
  return async (attempt: { memberId: number; accountId: number }): Promise<void> => {
    const [row] = await db
      .select({ createdAt: payoutAccounts.createdAt })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.id, attempt.accountId), eq(payoutAccounts.memberId, attempt.memberId)));
    if (!row) return;
    const from = usableFromOf(row.createdAt, config.payout.cooldownMinutes);
    if (from.getTime() > clock().getTime()) {
      throw new AppError('security.account_cooling', 403, { time: wallTime(from, config.timeZone) });
    }
  };
}
