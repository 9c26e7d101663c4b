import type { UserInfo } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Tell } from '../messages/index.ts';
import type { Audit } from '../operator/index.ts';
import type { Turnover } from '../turnover/index.ts';

/** What the rewards module needs of the platform and of the modules started before it. */
export type RewardsDeps = {
  db: Db;
  config: Pick<Config, 'timeZone' | 'seedDemo'>;
  turnover: Turnover;
  audit: Audit;
  /** The member's confirmed deposits in all, in fen (the deposit module's own sum). */
  depositedTotal: (ex: Executor, memberId: number) => Promise<bigint>;
  /** The member's deposits confirmed in [from, to), in fen. */
  depositedBetween: (ex: Executor, memberId: number, from: Date, to: Date) => Promise<bigint>;
  /** The member's first confirmed deposit, or null. */
  firstDeposit: (ex: Executor, memberId: number) => Promise<{ amount: bigint; at: Date } | null>;
  members: {
    userInfo: (memberId: number) => Promise<UserInfo>;
    /** Raises the VIP level kept on the member (never lowers it), telling every instance's caches. */
    raiseVipLevel: (memberId: number, level: number) => Promise<void>;
  };
  /** The time: periods (weeks, months, birthdays) are judged by it; tests pass their own. */
  clock: Clock;
  /** Checks of other modules every reward and wheel spin must pass (responsible play), lib/gates.ts. */
  gates: readonly Gate<{ memberId: number }>[];
  /** The bonus-credited message, written with the payment (docs/decisions.md, Messages and notices). */
  tell?: Tell;
};
