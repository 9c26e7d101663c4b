import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** A day of bets of one source, as the lottery and the venue bet records total them. */
export type BetTotals = { source: 'lottery' | 'venue'; stake: bigint; validStake: bigint; winLose: bigint };

/**
 * What another module does when an exclusion starts (platform/ fills the list, lib/gates.ts style):
 * `inTransaction` commits with the exclusion; `afterCommit` runs once it has and never throws
 * (what fails is that module's to retry).
 */
export type ExclusionHook = {
  inTransaction: (ex: Executor, memberId: number) => Promise<void>;
  afterCommit: (memberId: number) => Promise<void>;
};

/** What responsible play needs of the platform and of the modules started before it. */
export type ResponsibleDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  /** The member's deposits submitted in [from, to) and not failed (pending or confirmed), in fen. */
  depositedBetween: (memberId: number, from: Date, to: Date) => Promise<bigint>;
  /** The member's bets placed in [from, to), from every source (lottery, venues). */
  betTotals: (memberId: number, from: Date, to: Date) => Promise<BetTotals[]>;
  /** What the member moved into external venues' wallets in [from, to), less what came back (may be below zero). */
  venueNetIn: (memberId: number, from: Date, to: Date) => Promise<bigint>;
  /** Asks every external venue now to end the member's game sessions; never throws (the venue module retries). */
  endVenueSessions: (memberId: number) => Promise<void>;
  /**
   * When an exclusion starts: the venues end the member's game sessions, the deposits module
   * closes the member's open online orders.
   */
  exclusionStarted: readonly ExclusionHook[];
  /** Checks the login password (with the sign-in lock-out); throws when it is wrong. */
  verifyLoginPassword: (memberId: number, secret: string) => Promise<void>;
  /** The time: periods and waits are judged by it. */
  clock: Clock;
};

/**
 * The member's net result of bets placed in a window: completed bets' wins minus stakes, and the
 * stake of every bet not completed counted as lost (docs/decisions.md, What "loss" means).
 */
export function netOf(totals: readonly BetTotals[]): bigint {
  return totals.reduce((net, t) => net + t.winLose - (t.stake - t.validStake), 0n);
}
