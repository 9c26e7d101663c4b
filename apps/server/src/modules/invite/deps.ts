import type { Tell } from '../messages/index.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Audit } from '../operator/index.ts';
import type { Turnover } from '../turnover/index.ts';
import type { Invitees } from '../user/index.ts';

/** What the invite module needs of the platform and of the modules started before it. */
export type InviteDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  lifecycle?: Lifecycle;
  turnover: Turnover;
  audit: Audit;
  /** The invite tree, kept by the members' module. */
  invitees: Invitees;
  /** Which of the listed members have a confirmed deposit (the deposit module's). */
  depositorsAmong: (ex: Executor, memberIds: number[]) => Promise<Set<number>>;
  /** Responsible play's check on rewards: an excluded inviter earns no rebate (docs/decisions.md, Invites). */
  rewardGates: readonly Gate<{ memberId: number }>[];
  /** Tells each inviter of the day's rebate in their inbox, in the payment's transaction. */
  tell: Tell;
  /** The time: which days are over is judged by it. */
  clock: Clock;
};
