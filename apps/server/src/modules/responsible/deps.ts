import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** A day of bets of one source, as the lottery and the venue bet records total them. */
export type BetTotals = { stake: bigint; validStake: bigint; winLose: bigint };

/** What responsible play needs of the platform and of the modules started before it. */
export type ResponsibleDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  /** The member's deposits submitted in [from, to) and not failed (pending or confirmed), in fen. */
  depositedBetween: (memberId: number, from: Date, to: Date) => Promise<bigint>;
  /** The member's bets placed in [from, to), from every source (lottery, venues). */
  betTotals: (memberId: number, from: Date, to: Date) => Promise<BetTotals[]>;
  /** Checks the login password (with the sign-in lock-out); throws when it is wrong. */
  verifyLoginPassword: (memberId: number, secret: string) => Promise<void>;
  /** The time: periods and waits are judged by it. */
  clock: () => Date;
};

/**
 * The member's net result of bets placed in a window: completed bets' wins minus stakes, and the
 * stake of every bet not completed counted as lost (docs/decisions.md, Responsible play: loss).
 */
export function netOf(totals: readonly BetTotals[]): bigint {
  return totals.reduce((net, t) => net + t.winLose - (t.stake - t.validStake), 0n);
}
