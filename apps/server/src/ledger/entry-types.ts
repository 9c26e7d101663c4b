import type { MoneyLogType } from '@app/contract';

/**
 * Every kind of journal entry the platform posts, with the money-log group a member finds it
 * under. The table is exhaustive: a new entry type must name its group here, or `post` and
 * `transfer` will not accept it, so no movement lands in "other" by accident.
 * - `hold`: a withdrawal's amount set aside; `hold.released` returns it (a rejected withdrawal);
 *   `hold.posted` pays it out and moves only house accounts, so members never see it.
 * - `venue.*`: transfers between the central wallet and a venue wallet, including the steps of an
 *   external venue's transfer whose outcome came later (see docs/decisions.md, Venue wallets).
 * - `bet.*`: the platform's own games: the stake (bet), what a round or draw paid back (win), and
 *   a refund of a withdrawn bet or of the bets of a voided draw (bet_refund), each its own group.
 * - `bonus.*`: rewards paid from the house bonuses account (a VIP perk, a daily sign-in, a promotion, a wheel prize, a task,
 *   an inviter's daily rebate).
 * - `interest.*`: the interest wallet: moves in from and out to the central wallet, and claimed
 *   interest paid from the house bonuses account to the central wallet.
 */
export const ENTRY_TYPES = {
  deposit: 'deposit',
  hold: 'withdrawal',
  'hold.released': 'withdrawal_refund',
  'hold.posted': 'withdrawal',
  'venue.transfer_in': 'transfer',
  'venue.transfer_in.confirm': 'transfer',
  'venue.transfer_in.refund': 'transfer',
  'venue.transfer_out': 'transfer',
  'bet.stake': 'bet',
  'bet.payout': 'win',
  'bet.refund': 'bet_refund',
  'bonus.vip': 'bonus',
  'bonus.signin': 'bonus',
  'bonus.activity': 'bonus',
  'bonus.wheel': 'bonus',
  'bonus.task': 'bonus',
  'interest.in': 'transfer',
  'interest.out': 'transfer',
  'interest.claim': 'bonus',
  'bonus.rebate': 'bonus',
} as const satisfies Record<string, MoneyLogType>;

export type EntryType = keyof typeof ENTRY_TYPES;

const KNOWN = new Map<string, MoneyLogType>(Object.entries(ENTRY_TYPES));

/** The money-log group of a stored entry type; a type this version does not know is 'other'. */
export function moneyLogTypeOf(type: string): MoneyLogType {
  return KNOWN.get(type) ?? 'other';
}

/**
 * The entry types of one money-log group, as a statement filter. 'other' is everything no other
 * group claims, so entries of a type this version does not know stay visible.
 */
export function entryFilterOf(group: MoneyLogType | undefined): { kinds?: string[]; excludeKinds?: string[] } {
  if (!group) return {};
  const [inGroup, rest] = [[] as string[], [] as string[]];
  for (const [type, g] of KNOWN) (g === group ? inGroup : rest).push(type);
  return group === 'other' ? { excludeKinds: rest } : { kinds: inGroup };
}
