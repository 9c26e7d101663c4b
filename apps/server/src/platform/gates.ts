import type { Gate, SqlGate } from '../lib/gates.ts';
import type { ExclusionHook, MoneyAttempt } from '../modules/responsible/index.ts';
import type { WithdrawAttempt } from '../modules/withdraw/index.ts';

/**
 * The checks later modules add to earlier modules' actions (lib/gates.ts), and what earlier
 * modules do on a later one's event, filled by platform/ as they start.
 */
export function emptyGates() {
  return {
    signIn: [] as Gate<{ memberId: number }>[],
    withdraw: [] as Gate<WithdrawAttempt>[],
    realName: [] as Gate<{ memberId: number }>[],
    // Responsible play's checks on money in (the exclusion again once an online order is written), bets and rewards.
    deposit: [] as Gate<MoneyAttempt>[],
    depositPay: [] as Gate<{ memberId: number }>[],
    bet: [] as SqlGate<MoneyAttempt>[],
    launch: [] as Gate<{ memberId: number }>[],
    reward: [] as Gate<{ memberId: number }>[],
    // Not a check: when an exclusion starts, venues end the member's game sessions and deposits close open online orders.
    exclusionStarted: [] as ExclusionHook[],
    // Not a check: after a venue bet sync (responsible play ends sessions at a reached loss limit).
    venueBetsSynced: [] as ((memberIds: number[]) => Promise<void>)[],
  };
}
export type Gates = ReturnType<typeof emptyGates>;
