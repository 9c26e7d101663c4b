import type { MoneyLogType } from '@app/contract';

/**
 * Which ledger entry types each money-log type shows (`x.*` = every type under x). A withdrawal
 * is the hold of its amount ('hold'); a rejected one comes back as 'hold.released'; a paid one
 * moves only house accounts, so it is not a line of the member's statement. Anything no group
 * claims is 'other'. Modules that post new entry types add them here.
 */
export const MONEY_LOG_GROUPS: Record<Exclude<MoneyLogType, 'other'>, readonly string[]> = {
  deposit: ['deposit', 'deposit.*'],
  withdrawal: ['hold'],
  withdrawal_refund: ['hold.released'],
  transfer: ['transfer', 'transfer.*', 'venue.*'],
  bet: ['bet', 'bet.*', 'game', 'game.*', 'lottery', 'lottery.*'],
  bonus: ['bonus', 'bonus.*', 'rebate', 'rebate.*', 'interest', 'interest.*', 'activity', 'activity.*'],
};

const ALL_GROUPED = Object.values(MONEY_LOG_GROUPS).flat();

function matches(pattern: string, type: string): boolean {
  return pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

export function moneyLogTypeOf(entryType: string): MoneyLogType {
  for (const [group, patterns] of Object.entries(MONEY_LOG_GROUPS)) {
    if (patterns.some((p) => matches(p, entryType))) return group as MoneyLogType;
  }
  return 'other';
}

/** The statement filter for one money-log type. */
export function entryFilterOf(type: MoneyLogType | undefined): {
  kinds?: readonly string[];
  excludeKinds?: readonly string[];
} {
  if (!type) return {};
  return type === 'other' ? { excludeKinds: ALL_GROUPED } : { kinds: MONEY_LOG_GROUPS[type] };
}
