import type { Tell } from '../messages/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Audit } from '../operator/index.ts';
import type { Turnover } from '../turnover/index.ts';

/** What the interest module needs of the platform and of the modules started before it. */
export type InterestDeps = {
  db: Db;
  config: Pick<Config, 'timeZone' | 'interest'>;
  lifecycle: Lifecycle;
  turnover: Turnover;
  audit: Audit;
  /** Checks a claim must pass (responsible play: an excluded member is paid no interest until it ends). */
  gates: readonly Gate<{ memberId: number }>[];
  /** Tells the member of a claim paid in their inbox, in the claim's transaction. */
  tell: Tell;
  /** The business time: moves are stamped and days judged by it. */
  clock: Clock;
};
