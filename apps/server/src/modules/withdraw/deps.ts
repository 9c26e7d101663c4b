import type { WithdrawMethod } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Tell } from '../messages/index.ts';
import type { Audit } from '../operator/index.ts';
import type { PayoutAccounts } from '../payout/index.ts';
import type { Turnover } from '../turnover/index.ts';
import type { Users } from '../user/index.ts';

/** What the withdrawal module needs of the platform and of the modules it stands on. */
export type WithdrawDeps = {
  db: Db;
  config: Pick<Config, 'withdraw' | 'timeZone'>;
  users: Pick<Users, 'userInfo' | 'verifyWithdrawPassword' | 'summary'>;
  payout: PayoutAccounts;
  turnover: Pick<Turnover, 'remaining'>;
  /** The operators' audit log, written in the transaction of the pay or reject. */
  audit: Audit;
  /** When an order was settled, and the day in its order number. */
  clock: Clock;
  /** Checks of other modules a withdrawal must pass once its amount and account are known. */
  gates: readonly Gate<WithdrawAttempt>[];
  /** The paid or rejected message to the member, written with the settlement (docs/decisions.md, Messages and notices). */
  tell?: Tell;
};

export type WithdrawAttempt = { memberId: number; amount: bigint; accountId: number; method: WithdrawMethod };
